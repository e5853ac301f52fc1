import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export interface MetricsOptions {
  enabled: boolean;
  /** When set, /metrics answers only `Authorization: Bearer <token>`. */
  token: string | undefined;
}

// Buckets around the hot reads' latencies (sub-millisecond to a slow upload).
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus text at /metrics (prom-client): request counts and a latency histogram per route (the route's
 * pattern, never the raw URL, so ids and tokens stay out and the label set stays small), plus the process's
 * default metrics. Each app has its own registry, so tests can build many apps in one process.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, options) => {
    if (!options.enabled) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status code',
      labelNames,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by route pattern',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      if (options.token !== undefined) {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!sameSecret(given, options.token)) {
          return reply
            .code(401)
            .header('www-authenticate', 'Bearer')
            .send({ statusCode: 401, data: null, message: 'A metrics token is required', success: false });
        }
      }
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);

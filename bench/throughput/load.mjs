import http from 'node:http';
import autocannon from 'autocannon';
import { cpuMicroseconds } from '../lib/process-cpu.mjs';

/** One raw request as autocannon will send it (no Accept-Encoding, so the bytes are what is measured). */
export function captureResponse(origin, request) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${origin}${request.path}`,
      { method: request.method, headers: request.headers },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            method: request.method,
            path: request.path,
            status: response.statusCode,
            headers: response.headers,
            bodyBase64: body.toString('base64'),
            bytes: body.length,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * autocannon, bounded by time and connections, against one loopback URL; resolves with the figures. Given the
 * server's `pid`, it also gives the CPU time the server spent per answered request: unlike req/s, that does not
 * move with the load generator, which shares this machine's cores.
 */
export async function runLoad(origin, request, { durationSeconds, connections, pid }) {
  const cpuBefore = pid === undefined ? undefined : cpuMicroseconds(pid);
  const result = await autocannon({
    url: `${origin}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    duration: durationSeconds,
  });
  const cpuAfter = pid === undefined ? undefined : cpuMicroseconds(pid);
  const cpuPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
      ? null
      : Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 10) / 10;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    cpuMicrosecondsPerRequest: cpuPerRequest,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

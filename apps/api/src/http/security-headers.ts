import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

type Headers = Record<string, string | number | string[]>;

/**
 * The headers @fastify/helmet sets for these options, found once by asking it on a throw-away instance. With
 * our options they do not depend on the request, and the plugin rebuilds every helmet middleware (parsing the
 * CSP directives included) on each request (ADR 0066: no per-request work that could be done at start).
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Headers> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  let headers: Headers = {};
  probe.get('/', async (_request, reply) => {
    headers = { ...reply.raw.getHeaders() } as Headers;
    return '';
  });
  await probe.inject('/');
  await probe.close();
  if (Object.keys(headers).length === 0) throw new Error('helmet set no header');
  return headers;
}

/**
 * Helmet's headers on every response, before routing (so 404s and errors carry them too). They go into the
 * reply's own headers, not onto the raw response as helmet puts them: one header set on the raw response sends
 * every header of the answer through Node's slow path (`writeHead` merges them one `setHeader` at a time, each
 * validated and copied), where the reply's headers alone are written from the object as they are.
 */
export const securityHeadersPlugin: FastifyPluginAsync<FastifyHelmetOptions> = fp(
  async (app, options) => {
    const headers = await helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

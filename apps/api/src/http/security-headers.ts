import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

type HeaderValue = string | number | readonly string[];

/**
 * The headers @fastify/helmet sets for these options, found once by asking it on a throw-away instance. With
 * our options they do not depend on the request, and the plugin rebuilds every helmet middleware (parsing the
 * CSP directives included) on each request (issue 11 point 4: no per-request work that could be done at start).
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, HeaderValue][]> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  let headers: [string, HeaderValue][] = [];
  probe.get('/', async (_request, reply) => {
    headers = reply.raw
      .getHeaderNames()
      .map((name) => [name, reply.raw.getHeader(name) as HeaderValue] as [string, HeaderValue]);
    return '';
  });
  await probe.inject('/');
  await probe.close();
  if (headers.length === 0) throw new Error('helmet set no header');
  return headers;
}

/** Helmet's headers on every response, set the way helmet sets them (on the raw response, before routing). */
export const securityHeadersPlugin: FastifyPluginAsync<FastifyHelmetOptions> = fp(
  async (app, options) => {
    const headers = await helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);

import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeadersPlugin } from './security-headers.js';

const options = {
  contentSecurityPolicy: {
    directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null },
  },
  strictTransportSecurity: false,
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify({ logger: false });
  await register(app);
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject('/');
  await app.close();
  const { date: _date, ...headers } = response.headers;
  return headers;
}

describe('security headers set once at start', () => {
  it('are the headers @fastify/helmet sets for the same options', async () => {
    const ours = await headersOf((app) => app.register(securityHeadersPlugin, options));
    const helmets = await headersOf((app) => app.register(fastifyHelmet, options));
    expect(ours['content-security-policy']).toContain("img-src 'self' data:");
    expect(ours).toEqual(helmets);
  });
});

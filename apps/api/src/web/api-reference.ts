import type { FastifyApiReferenceOptions } from '@scalar/fastify-api-reference';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { readOpenApiText } from '../contract/openapi-document.js';

const API_DOCS_PATH = '/api/docs';
// What Scalar's plugin serves under its prefix: the bare prefix (a redirect to the page), the page, its script and
// the contract in JSON and YAML.
const REFERENCE_PATHS = ['', '/', '/js/scalar.js', '/openapi.json', '/openapi.yaml'];
// Headers of the reference's own answer that this server's reply works out for itself.
const HOP_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

// The reference page boots with an inline script and inline styles; everything else keeps helmet's policy.
const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

async function relaxPolicyForDocs(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY);
}

const referenceOptions = (): FastifyApiReferenceOptions => ({
  routePrefix: API_DOCS_PATH,
  configuration: {
    content: readOpenApiText(),
    pageTitle: 'DevLearn API reference',
    // No calls to third-party services from the page (offline-friendly, nothing leaks).
    hideClientButton: true,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    withDefaultFonts: false,
  },
});

/**
 * Scalar's plugin on a Fastify instance of its own that never listens, made on the first request for the
 * reference: its module holds the 9 MB page script as a string, about 15 MB resident (ADR 0144), which most
 * processes never send.
 */
async function startReference(): Promise<FastifyInstance> {
  const { default: scalarApiReference } = await import('@scalar/fastify-api-reference');
  const reference = Fastify({ logger: false });
  await reference.register(scalarApiReference, referenceOptions());
  await reference.ready();
  return reference;
}

/**
 * The API reference (Scalar) at /api/docs, rendered from openapi.yaml; the file itself is served beside it.
 * This server's routes pass each request to Scalar's plugin through `inject`, so the answers are the plugin's own
 * while the reference loads only when someone reads it.
 */
export const apiReferencePlugin: FastifyPluginAsync = async (app) => {
  let reference: Promise<FastifyInstance> | undefined;
  const referenceApp = () =>
    (reference ??= startReference().catch((error: unknown) => {
      reference = undefined; // the next request tries again
      throw error;
    }));
  app.addHook('onClose', async () => {
    if (reference) await (await reference.catch(() => undefined))?.close();
  });

  for (const suffix of REFERENCE_PATHS) {
    app.get(
      `${API_DOCS_PATH}${suffix}`,
      { onRequest: relaxPolicyForDocs, logLevel: 'warn' },
      async (request, reply) => {
        const answer = await (await referenceApp()).inject({ method: 'GET', url: request.url });
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
        }
        return reply.code(answer.statusCode).send(answer.rawPayload);
      },
    );
  }
};

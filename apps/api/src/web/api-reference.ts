import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readOpenApiText } from '../contract/openapi-document.js';

const API_DOCS_PATH = '/api/docs';

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

/** The API reference (Scalar) at /api/docs, rendered from openapi.yaml; the file itself is served beside it. */
export const apiReferencePlugin: FastifyPluginAsync = async (app) => {
  await app.register(scalarApiReference, {
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
    hooks: { onRequest: relaxPolicyForDocs },
    logLevel: 'warn',
  });
};

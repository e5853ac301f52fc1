export { createApiClient, API_BASE_PATH, REQUEST_TIMEOUT_MS } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export { ApiError, FALLBACK_ERROR_MESSAGE, toUserMessage } from './errors';
export { bearerTokenMiddleware, envelopeMiddleware, timeoutMiddleware } from './middleware';
export type { paths, operations, components } from './schema.gen';
export type { Schemas } from './schemas';

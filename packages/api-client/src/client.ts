import createFetchClient from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import type { ApiError } from './errors';
import { bearerTokenMiddleware, envelopeMiddleware, timeoutMiddleware } from './middleware';
import type { paths } from './schema.gen';

/** Spec section 9: every call gives up after 120 s. */
export const REQUEST_TIMEOUT_MS = 120_000;
/** Spec section 7: every call goes under /api/v1. */
export const API_BASE_PATH = '/api/v1';

export interface ApiClientOptions {
  /** Where the API lives. @default '/api/v1' (same origin) */
  baseUrl?: string;
  /** Reads the stored access token. @default localStorage 'token' */
  getToken?: () => string | null | undefined;
  /** Called when a call that carried a token is answered 401 or 403. */
  onAuthFailure?: (error: ApiError) => void;
  /** @default 120000 */
  timeoutMs?: number;
  /** A fetch implementation (tests, server rendering). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

const readStoredToken = () => globalThis.localStorage?.getItem('token');

/**
 * Builds the typed client: `fetchClient` (openapi-fetch) for imperative calls and `$api` (openapi-react-query)
 * for typed `useQuery` / `useMutation` / `queryOptions` per operation. Credentials are always sent.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const fetchClient = createFetchClient<paths>({
    baseUrl: options.baseUrl ?? API_BASE_PATH,
    credentials: 'include',
    // Resolved per call, not at creation, so that test interceptors (msw) installed later still apply.
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  fetchClient.use(
    timeoutMiddleware(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    bearerTokenMiddleware(options.getToken ?? readStoredToken),
    envelopeMiddleware(options.onAuthFailure),
  );
  return { fetchClient, $api: createQueryClient(fetchClient) };
}

export type ApiClient = ReturnType<typeof createApiClient>;

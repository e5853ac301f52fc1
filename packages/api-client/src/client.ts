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
  /**
   * Renews the session (D30): given the access token a call was refused with, resolves to a fresh token, or null
   * when the session cannot be renewed. Called once per 401 (callers share one renewal in flight); the refused
   * call is then sent again once with the fresh token.
   */
  refreshSession?: (refusedToken: string) => Promise<string | null>;
  /** Called when a call that carried a token is answered 401 even after `refreshSession` (D31). */
  onAuthFailure?: (error: ApiError) => void;
  /** @default 120000 */
  timeoutMs?: number;
  /** A fetch implementation (tests, server rendering). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

const readStoredToken = () => globalThis.localStorage?.getItem('token');

const BEARER = /^Bearer (.+)$/;

/**
 * A fetch that answers a 401 to a call which carried a token by renewing the session and sending the call once
 * more with the fresh token (D30). The call is copied before it leaves, so a body (JSON or a multipart upload)
 * goes out intact the second time. Without `refreshSession` it is `send` itself.
 */
function retryAfterRefresh(
  send: (request: Request) => Promise<Response>,
  refreshSession: ApiClientOptions['refreshSession'],
): (request: Request) => Promise<Response> {
  if (!refreshSession) return send;
  return async (request) => {
    const refusedToken = BEARER.exec(request.headers.get('Authorization') ?? '')?.[1];
    const copy = refusedToken ? request.clone() : undefined;
    const response = await send(request);
    if (response.status !== 401 || !copy || !refusedToken) return response;
    const freshToken = await refreshSession(refusedToken).catch(() => null);
    if (!freshToken) return response;
    copy.headers.set('Authorization', `Bearer ${freshToken}`);
    return send(copy);
  };
}

/**
 * Builds the typed client: `fetchClient` (openapi-fetch) for imperative calls and `$api` (openapi-react-query)
 * for typed `useQuery` / `useMutation` / `queryOptions` per operation. Credentials are always sent.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const fetchClient = createFetchClient<paths>({
    baseUrl: options.baseUrl ?? API_BASE_PATH,
    credentials: 'include',
    fetch: retryAfterRefresh(
      // Resolved per call, not at creation, so that test interceptors (msw) installed later still apply.
      options.fetch ?? ((request: Request) => globalThis.fetch(request)),
      options.refreshSession,
    ),
  });
  fetchClient.use(
    timeoutMiddleware(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    bearerTokenMiddleware(options.getToken ?? readStoredToken),
    envelopeMiddleware(options.onAuthFailure),
  );
  return { fetchClient, $api: createQueryClient(fetchClient) };
}

export type ApiClient = ReturnType<typeof createApiClient>;

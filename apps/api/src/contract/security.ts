import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { unauthorized } from '../http/errors.js';
import { REFRESH_COOKIE } from '../auth/refresh-cookie.js';
import type { SecurityRequirement } from './openapi-document.js';

// What a signed-out client that always sends the header writes for "no token" (D40): treated as no header.
const NO_TOKEN = new Set(['', 'null', 'undefined']);

/** The access token of an `Authorization: Bearer` header in any case of the scheme; undefined for none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  const token = match?.[1]?.trim() ?? '';
  return NO_TOKEN.has(token) ? undefined : token;
}

/**
 * The check an operation's `security` asks for, run before the body is read:
 * - `[]`: public.
 * - `[bearerAuth]`: a valid access token, else 401.
 * - `[{}, bearerAuth]`: visitors welcome; a token, when sent, must be valid (401 tells the client to refresh).
 * - `[bearerAuth, refreshCookie]`: either a valid access token or a refresh cookie (the handler checks it).
 * A valid token sets `request.user`.
 */
export function securityCheckFor(requirements: SecurityRequirement[]): onRequestHookHandler | undefined {
  if (requirements.length === 0) return undefined;
  const schemes = new Set(requirements.flatMap((requirement) => Object.keys(requirement)));
  const allowsVisitors = requirements.some((requirement) => Object.keys(requirement).length === 0);
  const allowsRefreshCookie = schemes.has('refreshCookie');
  const checksBearer = schemes.has('bearerAuth');

  // A callback hook, not an async one: it runs on every signed-in read and never waits, and an async hook costs
  // a promise and a microtask turn each time (ADR 0055).
  return function securityCheck(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: (error?: Error) => void,
  ) {
    const token = checksBearer ? bearerToken(request) : undefined;
    const user = token ? request.server.accessTokens.verify(token) : null;
    if (user) {
      request.user = user;
      done();
      return;
    }
    // Signing out must work with an expired access token as long as the refresh cookie is there.
    if (allowsRefreshCookie && request.cookies[REFRESH_COOKIE]) done();
    else if (token) done(unauthorized('Your session has expired. Please sign in again.'));
    else if (allowsVisitors) done();
    else done(unauthorized());
  };
}

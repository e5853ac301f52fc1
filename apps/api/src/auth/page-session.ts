import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_MS } from './account-rules.js';

/**
 * D47: the session cookie of document requests. It carries the current access token so the server can render a
 * signed-in page; it is read only by the page renderer, never by an API operation (the bearer header stays the
 * API's only credential, so the cookie adds no CSRF surface).
 */
export const PAGE_SESSION_COOKIE = 'session';

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.server.config.appOrigin.startsWith('https:'),
    path: '/',
  };
}

/**
 * Set wherever an access token is handed out (sign-in, refresh, Google sign-in). It outlives the token (as long
 * as the refresh token may), so a page request with an expired token is known as "signed in, refresh due" rather
 * than as a visitor.
 */
export function setPageSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  accessToken: string,
): void {
  reply.setCookie(PAGE_SESSION_COOKIE, accessToken, {
    ...cookieOptions(request),
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
}

/** Ended by logout, a password reset and a revoked or failed refresh. */
export function clearPageSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PAGE_SESSION_COOKIE, cookieOptions(request));
}

export type PageSession =
  | { state: 'signed-in'; userId: string; accessToken: string }
  /** A cookie whose token has run out or does not verify: the browser's silent refresh decides (D30). */
  | { state: 'refresh-due' }
  | { state: 'visitor' };

/** Who a document request comes from, for the page renderer only. */
export function pageSessionOf(request: FastifyRequest): PageSession {
  const token = request.cookies[PAGE_SESSION_COOKIE];
  if (!token) return { state: 'visitor' };
  const user = request.server.accessTokens.verify(token);
  if (!user) return { state: 'refresh-due' };
  return { state: 'signed-in', userId: user.id, accessToken: token };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_MS } from './account-rules.js';

export const REFRESH_COOKIE = 'refreshToken';
// Sent only to the calls that use it (refresh and logout), never to the rest of the API or the web app.
const COOKIE_PATH = '/api/v1/users';

function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    // D10: Secure whenever the public origin is https (ADR 0007).
    secure: request.server.config.appOrigin.startsWith('https:'),
    path: COOKIE_PATH,
  };
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, refreshToken: string): void {
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    ...cookieOptions(request),
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(request));
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}

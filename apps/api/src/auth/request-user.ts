import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.js';

/** Who is calling, as proven by a valid access token. */
export interface AuthUser {
  id: string;
  /** The sign-in (refresh-token family) the access token was issued to, when it names one (ADR 0110). */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearer security check; undefined for visitors on operations that allow them. */
    user?: AuthUser;
  }
}

/** The signed-in user of an operation that requires one (the security check has already run). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

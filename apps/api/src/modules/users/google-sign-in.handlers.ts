import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearPageSessionCookie, setPageSessionCookie } from '../../auth/page-session.js';
import { setRefreshCookie } from '../../auth/refresh-cookie.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';
import { ACCOUNT_MESSAGES } from './accounts.service.js';
import { GOOGLE_MESSAGES, GoogleSignInError, type PendingSignIn } from './google-sign-in.service.js';

const PENDING_COOKIE = 'googleSignIn';
const PENDING_COOKIE_PATH = '/api/v1/users/google';
// Long enough to pick an account and consent; short enough that a stale start is useless.
const PENDING_TTL_SECONDS = 10 * 60;

function errorRedirect(request: FastifyRequest, reply: FastifyReply, message: string): FastifyReply {
  const url = `${request.server.config.appOrigin}/auth/google/error?error=${encodeURIComponent(message)}`;
  return reply.redirect(url, 302);
}

function pendingCookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    // Lax: the cookie must come back on the provider's top-level redirect to the callback.
    sameSite: 'lax' as const,
    secure: request.server.config.appOrigin.startsWith('https:'),
    path: PENDING_COOKIE_PATH,
    signed: true,
  };
}

function readPending(request: FastifyRequest): PendingSignIn | undefined {
  const raw = request.cookies[PENDING_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const parsed = JSON.parse(unsigned.value) as Partial<PendingSignIn>;
    return typeof parsed.state === 'string' && typeof parsed.codeVerifier === 'string'
      ? { state: parsed.state, codeVerifier: parsed.codeVerifier }
      : undefined;
  } catch {
    return undefined;
  }
}

function messageOf(request: FastifyRequest, error: unknown): string {
  if (error instanceof GoogleSignInError) return error.message;
  request.log.error({ err: error }, 'Google sign-in failed');
  return GOOGLE_MESSAGES.failed;
}

/**
 * Browser redirects of D11: start at the provider, come back, land on the web app with one-time codes (ADR
 * 0110) or an error; the landing page then spends the codes by POST.
 */
export const googleSignInHandlers = {
  async startGoogleSignIn(request, reply) {
    if (!request.server.googleSignIn.isConfigured()) {
      return errorRedirect(request, reply, GOOGLE_MESSAGES.notConfigured);
    }
    try {
      const { authorizationUrl, pending } = await request.server.googleSignIn.start();
      reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
        ...pendingCookieOptions(request),
        maxAge: PENDING_TTL_SECONDS,
      });
      return reply.redirect(authorizationUrl, 302);
    } catch (error) {
      return errorRedirect(request, reply, messageOf(request, error));
    }
  },

  async finishGoogleSignIn(request, reply) {
    const pending = readPending(request);
    reply.clearCookie(PENDING_COOKIE, pendingCookieOptions(request));
    try {
      const codes = await request.server.googleSignIn.finish(request.query, pending);
      const { appOrigin } = request.server.config;
      // Spec section 2's shape, `/auth/google/{accessToken}/{refreshToken}`, carrying the two codes.
      const target = `${appOrigin}/auth/google/${codes.accessCode}/${codes.refreshCode}`;
      // This browser's earlier page session ends here (linking an account ends all of its sign-ins); the
      // exchange sets the new one (ADR 0111).
      clearPageSessionCookie(request, reply);
      return reply.redirect(target, 302);
    } catch (error) {
      return errorRedirect(request, reply, messageOf(request, error));
    }
  },

  async exchangeGoogleCodes(request, reply) {
    const { userId, accessToken, refreshToken } = await request.server.googleSignIn.exchange(request.body);
    const user = await request.server.accounts.self(userId);
    setRefreshCookie(request, reply, refreshToken);
    setPageSessionCookie(request, reply, accessToken);
    return ok({ user, accessToken }, ACCOUNT_MESSAGES.signedIn);
  },
} satisfies HandlersOf<'startGoogleSignIn' | 'finishGoogleSignIn' | 'exchangeGoogleCodes'>;

import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteSettings } from '../contract/contract-routes.js';
import { tooManyRequests } from '../http/errors.js';
import { RATE_LIMITS } from './account-rules.js';
import { bearerToken } from '../contract/security.js';
import { createAttemptLimiter, type AttemptLimiter } from './attempt-limiter.js';

export interface AccountLimiters {
  failedSignIns: AttemptLimiter;
  verificationMails: AttemptLimiter;
  otpRequests: AttemptLimiter;
  otpChecks: AttemptLimiter;
  /** Blog images per verified user: a new blog and an edit with a new image count alike (D13, ADR 0124). */
  blogImages: AttemptLimiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** D13's per-account limits, keyed by the normalised email. */
    accountLimiters: AccountLimiters;
  }
}

export const accountLimitersPlugin = fp(
  async (app) => {
    // With REDIS_URL every process shares the counts, and each keeps counting alone while Redis is gone
    // (ADR 0126); otherwise memory.
    const limiter = (name: string, rule: { max: number; windowMs: number }): AttemptLimiter =>
      createAttemptLimiter(name, rule, app.redis);
    app.decorate('accountLimiters', {
      failedSignIns: limiter('failed-sign-ins', RATE_LIMITS.failedSignInsPerAccount),
      verificationMails: limiter('verification-mails', RATE_LIMITS.verificationMailsPerAccount),
      otpRequests: limiter('otp-requests', RATE_LIMITS.otpRequestsPerAccount),
      otpChecks: limiter('otp-checks', RATE_LIMITS.otpChecksPerAccount),
      blogImages: limiter('blog-images', RATE_LIMITS.uploadsPerUser),
    });
  },
  { name: 'account-limiters', dependencies: ['redis'] },
);

/** Throws the 429 (with Retry-After) when the key has used up its attempts. */
export async function ensureNotLimited(attempts: AttemptLimiter, key: string): Promise<void> {
  const state = await attempts.check(key);
  if (state.limited) throw tooManyRequests(state.retryAfterSeconds);
}

/** Counts this attempt and refuses it with 429 when it is over the limit (atomic: parallel attempts count). */
export async function takeAttempt(attempts: AttemptLimiter, key: string): Promise<void> {
  const state = await attempts.take(key);
  if (state.limited) throw tooManyRequests(state.retryAfterSeconds);
}

/**
 * The address a per-IP limit counts: an IPv6 client by its /64, the smallest block one subscriber is given, so
 * rotating addresses within it buys nothing (ADR 0126); an IPv4 (or IPv4-mapped) client by its address.
 */
const IPV6_PREFIX_COUNTED = 64;

export function clientAddressKey(request: FastifyRequest): string {
  return normalizeIP(request.ip, IPV6_PREFIX_COUNTED);
}

const perIp = {
  rateLimit: {
    max: RATE_LIMITS.perIp.max,
    timeWindow: RATE_LIMITS.perIp.windowMs,
    keyGenerator: clientAddressKey,
    // The envelope with Retry-After (the plugin adds the header; the error carries it too).
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
      tooManyRequests(context.ttl / 1000),
  },
};

/**
 * D13's per-IP limits on the operations it names (sign-in, register, resend mail, forgot password, verify
 * OTP). Refresh is left out: its token is 256 random bits, and a classroom behind one address refreshes often.
 */
/**
 * The key of a per-user limit. It reads the token as the operation's security check does (any case of `Bearer`)
 * and verifies it (a cached HMAC), whichever of the two hooks runs first: the verified user counts, and a request
 * without a valid token counts against its address, so neither a forged subject (spending a victim's allowance)
 * nor another spelling of the header (escaping one's own) moves the count (ADR 0126).
 */
function verifiedUserKey(request: FastifyRequest): string {
  const token = bearerToken(request);
  const user = token ? request.server.accessTokens.verify(token) : null;
  return user ? `user:${user.id}` : `ip:${clientAddressKey(request)}`;
}

/** Uploads per signed-in user (D13). */
const perUserUploads = {
  rateLimit: {
    max: RATE_LIMITS.uploadsPerUser.max,
    timeWindow: RATE_LIMITS.uploadsPerUser.windowMs,
    keyGenerator: verifiedUserKey,
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
      tooManyRequests(context.ttl / 1000),
  },
};

/**
 * Comments and replies per signed-in user (ADR 0172): COMMENT_POST_LIMIT per window, shared by both
 * operations; 0 (load tests only) lets every post through.
 */
const perUserCommentPosts = {
  rateLimit: {
    max: (request: FastifyRequest) => request.server.config.commentPostLimit || Number.MAX_SAFE_INTEGER,
    timeWindow: RATE_LIMITS.commentPostsWindowMs,
    groupId: 'comment-posts',
    keyGenerator: verifiedUserKey,
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
      tooManyRequests(context.ttl / 1000),
  },
};

/** Certificate PDFs per address: each one is made on request, and anyone may ask (ADR 0163). */
const perIpPdfs = {
  rateLimit: {
    max: RATE_LIMITS.certificatePdfsPerIp.max,
    timeWindow: RATE_LIMITS.certificatePdfsPerIp.windowMs,
    keyGenerator: clientAddressKey,
    errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
      tooManyRequests(context.ttl / 1000),
  },
};

export const accountRouteSettings: RouteSettings = {
  registerUser: { config: perIp },
  loginUser: { config: perIp },
  resendVerifyEmail: { config: perIp },
  forgotPassword: { config: perIp },
  verifyOtp: { config: perIp },
  createBlog: { config: perUserUploads },
  updateAvatar: { config: perUserUploads },
  getCertificatePdf: { config: perIpPdfs },
  addComment: { config: perUserCommentPosts },
  addReply: { config: perUserCommentPosts },
};

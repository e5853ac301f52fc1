import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import fp from 'fastify-plugin';
import type { RouteSettings } from '../contract/contract-routes.js';
import { tooManyRequests } from '../http/errors.js';
import { RATE_LIMITS } from './account-rules.js';
import { MemoryAttemptLimiter, RedisAttemptLimiter, type AttemptLimiter } from './attempt-limiter.js';

export interface AccountLimiters {
  failedSignIns: AttemptLimiter;
  verificationMails: AttemptLimiter;
  otpRequests: AttemptLimiter;
  otpChecks: AttemptLimiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** D13's per-account limits, keyed by the normalised email. */
    accountLimiters: AccountLimiters;
  }
}

export const accountLimitersPlugin = fp(
  async (app) => {
    // With REDIS_URL every process shares the counts (see src/redis/redis.plugin.ts); otherwise memory.
    const redis = app.redis;
    const limiter = (name: string, rule: { max: number; windowMs: number }): AttemptLimiter =>
      redis
        ? new RedisAttemptLimiter(redis, name, rule.max, rule.windowMs)
        : new MemoryAttemptLimiter(rule.max, rule.windowMs);
    app.decorate('accountLimiters', {
      failedSignIns: limiter('failed-sign-ins', RATE_LIMITS.failedSignInsPerAccount),
      verificationMails: limiter('verification-mails', RATE_LIMITS.verificationMailsPerAccount),
      otpRequests: limiter('otp-requests', RATE_LIMITS.otpRequestsPerAccount),
      otpChecks: limiter('otp-checks', RATE_LIMITS.otpChecksPerAccount),
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

const perIp = {
  rateLimit: {
    max: RATE_LIMITS.perIp.max,
    timeWindow: RATE_LIMITS.perIp.windowMs,
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
 * Uploads (blog create, avatar) per signed-in user (issue 16 point 6). The limit runs before authentication,
 * so the key is the token's subject read without checking the signature: a forged subject buys nothing, as the
 * request is then refused with 401 before any image work. Without a token the address counts.
 */
const perUserUploads = {
  rateLimit: {
    max: RATE_LIMITS.uploadsPerUser.max,
    timeWindow: RATE_LIMITS.uploadsPerUser.windowMs,
    keyGenerator: (request: FastifyRequest) => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      try {
        const subject = token ? decodeJwt(token).sub : undefined;
        if (subject) return `user:${subject}`;
      } catch {
        // Not a JWT: counted by address.
      }
      return `ip:${request.ip}`;
    },
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
};

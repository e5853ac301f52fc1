import fp from 'fastify-plugin';
import type { RouteSettings } from '../contract/contract-routes.js';
import { tooManyRequests } from '../http/errors.js';
import { RATE_LIMITS } from './account-rules.js';
import { AttemptLimiter } from './attempt-limiter.js';

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

const limiter = (rule: { max: number; windowMs: number }) => new AttemptLimiter(rule.max, rule.windowMs);

export const accountLimitersPlugin = fp(
  async (app) => {
    app.decorate('accountLimiters', {
      failedSignIns: limiter(RATE_LIMITS.failedSignInsPerAccount),
      verificationMails: limiter(RATE_LIMITS.verificationMailsPerAccount),
      otpRequests: limiter(RATE_LIMITS.otpRequestsPerAccount),
      otpChecks: limiter(RATE_LIMITS.otpChecksPerAccount),
    });
  },
  { name: 'account-limiters' },
);

/** Throws the 429 (with Retry-After) when the key has used up its attempts. */
export function ensureNotLimited(attempts: AttemptLimiter, key: string): void {
  const state = attempts.check(key);
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
export const accountRouteSettings: RouteSettings = {
  registerUser: { config: perIp },
  loginUser: { config: perIp },
  resendVerifyEmail: { config: perIp },
  forgotPassword: { config: perIp },
  verifyOtp: { config: perIp },
};

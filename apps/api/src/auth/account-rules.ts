// The account constants of decisions D8-D13, in one place.
import { rules } from '@devlearn/api-client/rules';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** D9: verification links are single use and last 24 hours. */
export const VERIFICATION_LINK_TTL_MS = DAY_MS;
/** D10: refresh tokens last 30 days and are rotated on every use. */
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;
/** D12: the OTP is 6 digits, valid 10 minutes, dead after 5 wrong tries, at most one a minute. */
export const OTP_DIGITS = rules.VerifyOtpBody.otp.maxLength;
export const OTP_TTL_MS = 10 * MINUTE_MS;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_MS = MINUTE_MS;
/** D12: a correct OTP gives a single-use reset token valid 15 minutes. */
export const RESET_TOKEN_TTL_MS = 15 * MINUTE_MS;
/**
 * A Google-only account may change its email this long after a Google sign-in (ADR 0052), from the
 * session that sign-in started (ADR 0110).
 */
export const FRESH_GOOGLE_SIGN_IN_MS = 10 * MINUTE_MS;
/** ADR 0110: the one-time codes of the Google landing URL are good for one exchange within a minute. */
export const GOOGLE_LANDING_TTL_MS = MINUTE_MS;

/**
 * D13: tight per account, generous per IP (a classroom of 30 behind one address must be able to register and
 * sign in at once).
 */
export const RATE_LIMITS = {
  perIp: { max: 100, windowMs: 15 * MINUTE_MS },
  failedSignInsPerAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  verificationMailsPerAccount: { max: 5, windowMs: 15 * MINUTE_MS },
  otpRequestsPerAccount: { max: 1, windowMs: OTP_RESEND_INTERVAL_MS },
  otpChecksPerAccount: { max: 10, windowMs: 15 * MINUTE_MS },
  /** Blog creations and avatar uploads per user (ADR 0092). */
  uploadsPerUser: { max: 20, windowMs: 15 * MINUTE_MS },
  /** Certificate PDFs made per client address (issue 43): the costly path of a public page (ADR 0163). */
  certificatePdfsPerIp: { max: 30, windowMs: 15 * MINUTE_MS },
  /** Comments and replies per user: the window of COMMENT_POST_LIMIT (config.ts, ADR 0172). */
  commentPostsWindowMs: 15 * MINUTE_MS,
} as const;

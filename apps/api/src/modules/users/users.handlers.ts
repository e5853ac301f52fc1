import { clearPageSessionCookie, setPageSessionCookie } from '../../auth/page-session.js';
import { requireUser } from '../../auth/request-user.js';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from '../../auth/refresh-cookie.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { created, ok } from '../../http/envelope.js';
import { unauthorized } from '../../http/errors.js';
import { ACCOUNT_MESSAGES } from './accounts.service.js';
import { googleSignInHandlers } from './google-sign-in.handlers.js';
import { RESET_MESSAGES } from './password-reset.service.js';
import { INVALID_REFRESH_TOKEN_MESSAGE } from './sessions.service.js';

const accountHandlers = {
  async registerUser(request) {
    const { user, mailSent } = await request.server.accounts.register(request.body);
    return created(user, mailSent ? ACCOUNT_MESSAGES.verificationSent : ACCOUNT_MESSAGES.verificationNotSent);
  },

  async verifyEmail(request) {
    await request.server.accounts.verifyEmail(request.params.token);
    return ok(null, ACCOUNT_MESSAGES.verified);
  },

  async resendVerifyEmail(request) {
    await request.server.accounts.resendVerification(request.body.email);
    return ok(null, ACCOUNT_MESSAGES.verificationSent);
  },

  async loginUser(request, reply) {
    const { user, accessToken, refreshToken } = await request.server.accounts.login(request.body);
    setRefreshCookie(request, reply, refreshToken);
    setPageSessionCookie(request, reply, accessToken);
    return ok({ user, accessToken }, ACCOUNT_MESSAGES.signedIn);
  },

  async getSelf(request) {
    return ok(await request.server.accounts.self(requireUser(request).id), 'Current user');
  },

  async refreshAccessToken(request, reply) {
    // The spec's original client sends the token in the body; the web app relies on the cookie.
    const presented = request.body?.refreshToken ?? refreshCookieOf(request);
    try {
      if (!presented) throw unauthorized(INVALID_REFRESH_TOKEN_MESSAGE);
      const { accessToken, refreshToken } = await request.server.sessions.rotate(presented);
      setRefreshCookie(request, reply, refreshToken);
      setPageSessionCookie(request, reply, accessToken);
      return ok({ accessToken }, 'Access token refreshed');
    } catch (error) {
      clearRefreshCookie(request, reply);
      clearPageSessionCookie(request, reply);
      throw error;
    }
  },

  async logoutUser(request, reply) {
    await request.server.sessions.end(refreshCookieOf(request));
    clearRefreshCookie(request, reply);
    clearPageSessionCookie(request, reply);
    return ok(null, 'Logged out successfully');
  },
} satisfies HandlersOf<
  | 'registerUser'
  | 'verifyEmail'
  | 'resendVerifyEmail'
  | 'loginUser'
  | 'getSelf'
  | 'refreshAccessToken'
  | 'logoutUser'
>;

const passwordResetHandlers = {
  async forgotPassword(request) {
    await request.server.passwordReset.requestOtp(request.body.email);
    return ok(null, RESET_MESSAGES.otpSent);
  },

  async verifyOtp(request) {
    const token = await request.server.passwordReset.verifyOtp(request.body.email, request.body.otp);
    return ok({ token }, RESET_MESSAGES.otpVerified);
  },

  async resetPassword(request, reply) {
    const { newPassword, confirmPassword } = request.body;
    await request.server.passwordReset.resetPassword(request.params.token, newPassword, confirmPassword);
    // Every sign-in of the account ended (D12): so does this browser's page session (D47).
    clearPageSessionCookie(request, reply);
    return ok(null, RESET_MESSAGES.passwordReset);
  },
} satisfies HandlersOf<'forgotPassword' | 'verifyOtp' | 'resetPassword'>;

/** Every /users operation of the accounts area (enrolments and favourites belong to the domain modules). */
export const usersHandlers = {
  ...accountHandlers,
  ...passwordResetHandlers,
  ...googleSignInHandlers,
};

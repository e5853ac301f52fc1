/**
 * The spec's own texts that the app (not a UI screen) shows: toasts of spec section 8 and the auth pages'
 * messages. Form field messages live with the form schemas in @devlearn/ui.
 */
export const MESSAGES = {
  // auth (spec section 8)
  pleaseRegisterFirst: 'Please register first!',
  emailVerified: 'Email verification successful. You can now login.',
  resendFailed: 'Failed to resend verification link. Please try again later.',
  sendOtpFirst: 'Please send the OTP to your email first.',
  googleSignInFailed: 'Google Sign in Failed please try again.',
  refreshFailed: 'Failed to refresh token. Please Login!',
  invalidRefreshToken: 'Invalid refresh token. Please Login!',
  tokenExpired: 'Your token has expired. Click the button to refresh it.',
  // success toasts
  verificationLinkSent: 'Verification link sent to your email!',
  otpSent: 'OTP sent to your email!',
  otpVerified: 'OTP verified successfully!',
  passwordReset: 'Password reset successfully!',
  avatarUpdated: 'Avatar updated successfully!',
  blogCreated: 'Blog created successfully!',
  reportSent: 'Report sent successfully',
  /** D51: the save that completed the course issued its certificate (the mail with the link is on its way). */
  certificateIssued: 'Course completed! Your certificate is ready: see View certificate on the course page.',
  // failures with a fixed text
  commentDeleteFailed: 'Failed to delete comment',
} as const;

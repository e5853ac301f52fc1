import { rules } from '@devlearn/api-client/rules';
import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '../lib/product';

/** Upper limits of decision D8, from the contract, so a form refuses what the server would refuse. */
export const AUTH_FIELD_LIMITS = {
  passwordMax: rules.Password.maxLength,
  usernameMax: rules.Username.maxLength,
} as const;

const reset = rules.ResetPasswordBody;

/** The spec's section 5 texts, from the contract's `x-messages`; the last ones are the screens' own. */
export const AUTH_MESSAGES = {
  emailRequired: rules.Email.messages.required,
  emailInvalid: rules.Email.messages.format,
  passwordRequired: rules.Password.messages.required,
  passwordTooShort: rules.Password.messages.minLength,
  passwordTooLong: rules.Password.messages.maxLength,
  usernameRequired: rules.Username.messages.required,
  usernameTooShort: rules.Username.messages.minLength,
  usernameTooLong: rules.Username.messages.maxLength,
  usernameCharacters: rules.Username.messages.pattern,
  otpRequired: rules.VerifyOtpBody.otp.messages.required,
  newPasswordRequired: reset.newPassword.messages.required,
  newPasswordTooShort: reset.newPassword.messages.minLength,
  newPasswordTooLong: reset.newPassword.messages.maxLength,
  confirmPasswordRequired: reset.confirmPassword.messages.required,
  confirmPasswordTooShort: reset.confirmPassword.messages.minLength,
  confirmPasswordTooLong: reset.confirmPassword.messages.maxLength,
  otpInvalid: 'Invalid OTP. Please try again.',
  passwordsMustMatch: 'Passwords must match',
} as const;

const m = AUTH_MESSAGES;

// Values are trimmed before they are checked (spec section 5). The email format check runs only once the
// field is filled, so an empty field shows just 'Email is required'.
export const emailField = z
  .string()
  .trim()
  .min(1, m.emailRequired)
  .pipe(z.email({ error: m.emailInvalid }));

// Passwords are the exception: compared as typed, spaces included (ADR 0053).
export const passwordField = z
  .string()
  .min(1, m.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .max(AUTH_FIELD_LIMITS.passwordMax, m.passwordTooLong);

export const usernameField = z
  .string()
  .trim()
  .min(1, m.usernameRequired)
  .min(USERNAME_MIN_LENGTH, m.usernameTooShort)
  .max(AUTH_FIELD_LIMITS.usernameMax, m.usernameTooLong)
  .regex(/^[A-Za-z0-9_.]*$/, m.usernameCharacters);

export const otpField = z
  .string()
  .trim()
  .min(1, m.otpRequired)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), m.otpInvalid);

import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH } from '../lib/constants';

/** Upper limits of decision D8, mirrored from the contract so a form refuses what the server would refuse. */
export const AUTH_FIELD_LIMITS = { passwordMax: 128, usernameMax: 30 } as const;

/** The spec's section 5 texts, and the contract's where the spec has none (maximum lengths, username characters). */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${AUTH_FIELD_LIMITS.passwordMax} characters long`,
  usernameRequired: 'Username is required',
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters long`,
  usernameTooLong: `Username must be at most ${AUTH_FIELD_LIMITS.usernameMax} characters long`,
  usernameCharacters: 'Username may contain only letters, digits, _ and .',
  otpRequired: 'Please enter the OTP.',
  otpInvalid: 'Invalid OTP. Please try again.',
  newPasswordRequired: 'New Password is required',
  newPasswordTooShort: `New Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  newPasswordTooLong: `New Password must be at most ${AUTH_FIELD_LIMITS.passwordMax} characters long`,
  confirmPasswordRequired: 'Confirm Password is required',
  confirmPasswordTooShort: `Confirm Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  confirmPasswordTooLong: `Confirm Password must be at most ${AUTH_FIELD_LIMITS.passwordMax} characters long`,
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

export const passwordField = z
  .string()
  .trim()
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

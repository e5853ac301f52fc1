import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../lib/product';
import {
  AUTH_FIELD_LIMITS,
  AUTH_MESSAGES as m,
  emailField,
  otpField,
  passwordField,
  usernameField,
} from './authFields';

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type LoginValues = z.output<typeof loginSchema>;

export const registerSchema = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
});
export type RegisterValues = z.output<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

export const verifyOtpSchema = z.object({ otp: otpField });
export type VerifyOtpValues = z.output<typeof verifyOtpSchema>;

export const resetPasswordSchema = z
  .object({
    // As typed, like every password (ADR 0053).
    newPassword: z
      .string()
      .min(1, m.newPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, m.newPasswordTooShort)
      .max(AUTH_FIELD_LIMITS.passwordMax, m.newPasswordTooLong),
    confirmPassword: z
      .string()
      .min(1, m.confirmPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, m.confirmPasswordTooShort)
      .max(AUTH_FIELD_LIMITS.passwordMax, m.confirmPasswordTooLong),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: m.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

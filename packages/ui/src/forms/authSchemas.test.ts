import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema, registerSchema, resetPasswordSchema, verifyOtpSchema } from './authSchemas';

/** The first message per field, as the forms show them. */
function firstMessages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    messages[field] ??= issue.message;
  }
  return messages;
}

describe('loginSchema', () => {
  it('asks for both fields when the form is empty', () => {
    expect(firstMessages(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('counts a whitespace-only field as empty', () => {
    expect(firstMessages(loginSchema, { email: '   ', password: 'longenough' })).toEqual({
      email: 'Email is required',
    });
  });

  it('refuses a malformed email and a short password', () => {
    expect(firstMessages(loginSchema, { email: 'ada@', password: 'short' })).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 8 characters long',
    });
  });

  it('passes the email trimmed and the password as typed (ADR 0053)', () => {
    expect(loginSchema.parse({ email: '  ada@example.com ', password: ' s3cretpass ' })).toEqual({
      email: 'ada@example.com',
      password: ' s3cretpass ',
    });
  });
});

describe('registerSchema', () => {
  it('requires a username of at least 4 characters', () => {
    const valid = { email: 'ada@example.com', password: 's3cretpass' };
    expect(firstMessages(registerSchema, { ...valid, username: '' })).toEqual({
      username: 'Username is required',
    });
    expect(firstMessages(registerSchema, { ...valid, username: 'ada' })).toEqual({
      username: 'Username must be at least 4 characters long',
    });
  });
});

describe('verifyOtpSchema', () => {
  it('asks for the OTP when empty and refuses any other length', () => {
    expect(firstMessages(verifyOtpSchema, { otp: '' })).toEqual({ otp: 'Please enter the OTP.' });
    expect(firstMessages(verifyOtpSchema, { otp: '1234' })).toEqual({
      otp: 'Invalid OTP. Please try again.',
    });
    expect(verifyOtpSchema.parse({ otp: '012345' })).toEqual({ otp: '012345' });
  });
});

describe('resetPasswordSchema', () => {
  it('requires matching passwords of at least 8 characters', () => {
    expect(firstMessages(resetPasswordSchema, { newPassword: 'short', confirmPassword: '' })).toEqual({
      newPassword: 'New Password must be at least 8 characters long',
      confirmPassword: 'Confirm Password is required',
    });
    expect(
      firstMessages(resetPasswordSchema, { newPassword: 'longenough', confirmPassword: 'different1' }),
    ).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });
});

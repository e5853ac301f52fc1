import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides the tokens of verification and reset links', () => {
    expect(redactUrl('/api/v1/users/verify-email/abcDEF123_-xyz')).toBe(
      '/api/v1/users/verify-email/[redacted]',
    );
    expect(redactUrl('/api/v1/users/reset-password/abcDEF123')).toBe(
      '/api/v1/users/reset-password/[redacted]',
    );
  });

  it('hides the OAuth code and state and media signatures, keeping other parameters', () => {
    expect(redactUrl('/api/v1/users/google/callback?code=secret&state=s3&scope=openid')).toBe(
      '/api/v1/users/google/callback?code=[redacted]&state=[redacted]&scope=openid',
    );
    expect(redactUrl('/media/abc.mp4?expires=1&signature=hmac')).toBe(
      '/media/abc.mp4?expires=1&signature=[redacted]',
    );
  });

  it("hides the tokens in the web app's landing pages (ADR 0091)", () => {
    expect(redactUrl('/auth/google/eyJhbG.x.y/abc123')).toBe('/auth/google/[redacted]/[redacted]');
    expect(redactUrl('/auth/email-verification/abc123')).toBe('/auth/email-verification/[redacted]');
    expect(redactUrl('/auth/reset-password/abc123?x=1')).toBe('/auth/reset-password/[redacted]?x=1');
    expect(redactUrl('/refresh-token/abc123')).toBe('/refresh-token/[redacted]');
    expect(redactUrl('/auth/google/error?error=Cancelled')).toBe('/auth/google/error?error=Cancelled');
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/v1/courses?page=2&limit=8')).toBe('/api/v1/courses?page=2&limit=8');
    expect(redactUrl('/dashboard/courses')).toBe('/dashboard/courses');
    expect(redactUrl('/api/v1/courses/query?query=reac')).toBe('/api/v1/courses/query?query=reac');
  });

  it('still finds a secret parameter whose name is percent-encoded or sits beside others', () => {
    expect(redactUrl('/api/v1/users/google/callback?%63ode=secret')).toBe(
      '/api/v1/users/google/callback?code=[redacted]',
    );
    expect(redactUrl('/media/a.png?x=1&signature=hmac&y=2')).toBe(
      '/media/a.png?x=1&signature=[redacted]&y=2',
    );
    expect(redactUrl('/api/v1/users/verify-email/tok?page=1')).toBe(
      '/api/v1/users/verify-email/[redacted]?page=1',
    );
  });
});

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

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/v1/courses?page=2&limit=8')).toBe('/api/v1/courses?page=2&limit=8');
    expect(redactUrl('/dashboard/courses')).toBe('/dashboard/courses');
  });
});

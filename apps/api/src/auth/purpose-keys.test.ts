import { describe, expect, it } from 'vitest';
import { purposeKey } from './purpose-keys.js';

describe('one key per purpose (ADR 0089)', () => {
  it('derives different, stable 32-byte keys from one secret, none equal to it', () => {
    const secret = 's'.repeat(40);
    const keys = (['access-token', 'cookie', 'otp', 'media-link'] as const).map((purpose) =>
      purposeKey(secret, purpose),
    );
    expect(new Set(keys).size).toBe(4);
    for (const key of keys) {
      expect(Buffer.from(key, 'base64url')).toHaveLength(32);
      expect(key).not.toBe(secret);
    }
    expect(purposeKey(secret, 'otp')).toBe(keys[2]);
    expect(purposeKey('t'.repeat(40), 'otp')).not.toBe(keys[2]);
  });
});

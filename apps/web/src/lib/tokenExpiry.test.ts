import { accessTokenFixture } from '@devlearn/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { isTokenExpired, readTokenExpiry } from './tokenExpiry';

describe('token expiry from the JWT exp claim', () => {
  it('reads exp (seconds) as milliseconds', () => {
    const before = Date.now();
    const expiresAt = readTokenExpiry(accessTokenFixture(900));
    expect(expiresAt).not.toBeNull();
    expect(expiresAt! - before).toBeGreaterThan(899_000);
    expect(expiresAt! - before).toBeLessThanOrEqual(901_000);
  });

  it('a token whose exp is still ahead is not expired', () => {
    expect(isTokenExpired(accessTokenFixture(60))).toBe(false);
  });

  it('a token whose exp has passed is expired', () => {
    expect(isTokenExpired(accessTokenFixture(-1))).toBe(true);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not a JWT', 'opaque-token'],
    ['a payload that is not JSON', 'aaa.bm90IGpzb24.sig'],
    ['a payload without exp', `x.${btoa(JSON.stringify({ sub: '1' }))}.sig`],
    ['an exp that is not a number', `x.${btoa(JSON.stringify({ exp: 'soon' }))}.sig`],
  ])('a %s token counts as expired', (_case, token) => {
    expect(readTokenExpiry(token)).toBeNull();
    expect(isTokenExpired(token)).toBe(true);
  });
});

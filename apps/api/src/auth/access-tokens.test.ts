import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-tokens.js';

const SECRET = 'a-test-secret-of-at-least-32-bytes!!';
const key = new TextEncoder().encode(SECRET);

function signed(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode(header)}.${encode(claims)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

describe('access tokens', () => {
  it('a token it issued proves its user, again and again', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.issue('user-1');
    expect(tokens.verify(token)).toEqual({ id: 'user-1' });
    expect(tokens.verify(token)).toEqual({ id: 'user-1' });
  });

  it('a token names the sign-in it was issued to, and a sign-in that is not a string is refused', async () => {
    const tokens = createAccessTokens(SECRET);
    expect(tokens.verify(await tokens.issue('user-1', 'family-1'))).toEqual({
      id: 'user-1',
      sessionId: 'family-1',
    });
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(tokens.verify(signed({ iss: 'devlearn', sub: 'user-1', exp, sid: 7 }))).toBeNull();
  });

  it('a remembered token stops working when it expires', async () => {
    let now = Math.floor(Date.now() / 1000);
    const tokens = createAccessTokens(SECRET, { nowSeconds: () => now });
    const token = await tokens.issue('user-1');
    expect(tokens.verify(token)).toEqual({ id: 'user-1' });
    now += ACCESS_TOKEN_TTL_SECONDS - 1;
    expect(tokens.verify(token)).toEqual({ id: 'user-1' });
    now += 1;
    expect(tokens.verify(token)).toBeNull();
    expect(tokens.verify(token)).toBeNull();
  });

  it('a token whose signature or claims were changed is refused, even beside a remembered one', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.issue('user-1');
    expect(tokens.verify(token)).toEqual({ id: 'user-1' });
    const [header, payload, signature = ''] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: 'user-2' }),
    ).toString('base64url');
    expect(tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect(tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(tokens.verify(`${header}.${payload}.${signature}=`)).toBeNull();
    expect(tokens.verify(`${header}.${payload}`)).toBeNull();
  });

  it('only HS256 with this key, issuer devlearn, a subject and a future expiry', async () => {
    const tokens = createAccessTokens(SECRET);
    const now = Math.floor(Date.now() / 1000);
    const good = { sub: 'u', iss: 'devlearn', exp: now + 60 };
    expect(tokens.verify(signed(good))).toEqual({ id: 'u' });
    expect(tokens.verify(signed(good, { alg: 'none' }))).toBeNull();
    expect(tokens.verify(signed(good, { alg: 'HS512' }))).toBeNull();
    expect(tokens.verify(signed(good, { alg: 'HS256', crit: ['x'], x: 1 }))).toBeNull();
    expect(tokens.verify(signed({ ...good, iss: 'someone' }))).toBeNull();
    expect(tokens.verify(signed({ iss: 'devlearn', exp: now + 60 }))).toBeNull();
    expect(tokens.verify(signed({ sub: 'u', iss: 'devlearn' }))).toBeNull();
    expect(tokens.verify(signed({ ...good, exp: now }))).toBeNull();
    expect(tokens.verify(signed({ ...good, nbf: now + 30 }))).toBeNull();
    const otherKey = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setIssuer('devlearn')
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(`${SECRET}-other`));
    expect(tokens.verify(otherKey)).toBeNull();
  });

  it('keeps only so many verified tokens, and a forgotten one still verifies', async () => {
    const tokens = createAccessTokens(SECRET, { verifiedTokensKept: 2 });
    const issued = await Promise.all(['a', 'b', 'c'].map((id) => tokens.issue(id)));
    for (const token of issued) tokens.verify(token);
    expect(issued.map((token) => tokens.verify(token))).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });
});

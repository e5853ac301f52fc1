import { createHmac, hkdfSync } from 'node:crypto';
import type { Page } from 'playwright-core';
import { runContext } from './run-context';

/**
 * The same access token with its `exp` claim moved into the past, signed again with the run's access-token key
 * (HS256), so the browser holds a token that is well-formed but expired: what it holds after 15 minutes.
 */
export function expiredCopyOf(accessToken: string): string {
  const [headerPart, payloadPart] = accessToken.split('.');
  if (!headerPart || !payloadPart) throw new Error('Not a JWT');
  const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as { alg?: string };
  if (header.alg !== 'HS256') throw new Error(`Expected an HS256 access token, got ${header.alg}`);
  const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as Record<
    string,
    number
  >;
  const now = Math.floor(Date.now() / 1000);
  const expired = Buffer.from(JSON.stringify({ ...payload, iat: now - 1000, exp: now - 60 })).toString(
    'base64url',
  );
  // The server signs access tokens with a key derived from JWT_SECRET (apps/api/src/auth/purpose-keys.ts).
  const key = Buffer.from(
    hkdfSync('sha256', runContext().jwtSecret, 'devlearn', 'devlearn:access-token', 32),
  );
  const signature = createHmac('sha256', key.toString('base64url'))
    .update(`${headerPart}.${expired}`)
    .digest();
  return `${headerPart}.${expired}.${signature.toString('base64url')}`;
}

/** The access token the page's session holds in local storage. */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** The stored access token replaced by an expired copy, on the page as it is. */
export async function swapInExpiredToken(page: Page): Promise<string> {
  const expired = expiredCopyOf((await storedToken(page)) ?? '');
  await page.evaluate((value) => localStorage.setItem('token', value), expired);
  return expired;
}

/**
 * What the browser holds after 15 minutes away: the same session with its access token run out. It is swapped
 * in on a page that makes no calls (an info page runs no app), so no request of the previous page meets it
 * half-way: a dashboard page still loading would send its next read with the expired token while its session
 * still holds the valid one, and end the session.
 */
export async function expireStoredToken(page: Page): Promise<string> {
  await page.goto('/site/about');
  return swapInExpiredToken(page);
}

import type { FastifyInstance } from 'fastify';
import type { MailCatcher } from './mail-catcher.js';
import { verificationTokenIn } from './mail-catcher.js';

export const PASSWORD = 'correct horse battery';

/** Registers through the API, opens the mailed link, and returns the account's email (lowercase). */
export async function registerAndVerify(
  app: FastifyInstance,
  mail: MailCatcher,
  username: string,
  password = PASSWORD,
): Promise<string> {
  const email = `${username}@example.com`;
  const before = mail.received.length;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    payload: { username, email, password },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const token = verificationTokenIn(await mail.nth(before + 1));
  const verified = await app.inject({ method: 'GET', url: `/api/v1/users/verify-email/${token}` });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return email;
}

/** The refresh token in a response's Set-Cookie header. */
export function refreshCookieFrom(headers: Record<string, unknown>): string | undefined {
  const setCookie = headers['set-cookie'];
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie];
  for (const cookie of cookies) {
    const match = typeof cookie === 'string' ? /^refreshToken=([^;]*)/.exec(cookie) : null;
    if (match) return match[1] || undefined;
  }
  return undefined;
}

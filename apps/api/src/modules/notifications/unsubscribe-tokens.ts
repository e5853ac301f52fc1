import { createHmac, timingSafeEqual } from 'node:crypto';

// RFC 8058's one-click link names the person and cannot be forged: their id and an HMAC of it under the
// 'unsubscribe' purpose key (ADR 0089). It does not expire: a mail read a year later still unsubscribes.

const ID_LENGTH = 24;

function signatureOf(key: string, userId: string): string {
  return createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url');
}

export function unsubscribeToken(key: string, userId: string): string {
  return `${userId}${signatureOf(key, userId)}`;
}

/** The person a token names, or undefined when it was not made with this key. */
export function userOfUnsubscribeToken(key: string, token: string): string | undefined {
  const userId = token.slice(0, ID_LENGTH);
  if (!/^[a-f0-9]{24}$/.test(userId)) return undefined;
  const given = Buffer.from(token.slice(ID_LENGTH));
  const expected = Buffer.from(signatureOf(key, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

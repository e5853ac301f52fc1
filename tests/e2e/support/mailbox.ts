import type { CapturedMail } from './captured-mail';
import { runContext } from './run-context';

const MAIL_TIMEOUT_MS = 20_000;

/**
 * Waits (event-based: the mailbox answers the moment the mail arrives) until `atLeast` mails to `address`
 * have been captured, and returns the newest one.
 */
export async function waitForMail(address: string, atLeast = 1): Promise<CapturedMail> {
  const url = new URL('/messages', runContext().mailboxUrl);
  url.searchParams.set('to', address);
  url.searchParams.set('atLeast', String(atLeast));
  url.searchParams.set('timeoutMs', String(MAIL_TIMEOUT_MS));
  const response = await fetch(url);
  const mails = (await response.json()) as CapturedMail[];
  const newest = mails.at(-1);
  if (response.status !== 200 || newest === undefined || mails.length < atLeast) {
    throw new Error(
      `Expected ${atLeast} mail(s) to ${address} within ${MAIL_TIMEOUT_MS} ms, got ${mails.length}`,
    );
  }
  return newest;
}

/** The first link in the mail that points into the product (its APP_ORIGIN). */
export function productLinkIn(mail: CapturedMail): URL {
  const origin = runContext().baseUrl;
  const candidates = [...`${mail.text}\n${mail.html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);
  const link = candidates.find((candidate) => candidate.startsWith(origin));
  if (!link) throw new Error(`No link to ${origin} in the mail "${mail.subject}":\n${mail.text}`);
  return new URL(link.replace(/&amp;/g, '&'));
}

/** The 6-digit one-time code in the mail. */
export function otpIn(mail: CapturedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text || mail.html);
  if (!match?.[1]) throw new Error(`No 6-digit code in the mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}

import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  /** SMTP_URL for the app under test. */
  url: string;
  received: ParsedMail[];
  /** Resolves with the nth mail (1-based) once it has arrived. */
  nth(count: number, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port, keeping every mail parsed (the app talks SMTP to it as in production). */
export async function startMailCatcher(): Promise<MailCatcher> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nth(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received[count - 1] as ParsedMail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token at the end of a verification link in a mail's text. */
export function verificationTokenIn(mail: ParsedMail): string {
  const match = /\/auth\/email-verification\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('no verification link in the mail');
  return match[1];
}

/** The 6-digit code in an OTP mail's text. */
export function otpIn(mail: ParsedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('no OTP in the mail');
  return match[1];
}

import { createServer, type Server } from 'node:http';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CapturedMail } from '../support/captured-mail';

/**
 * A real SMTP server (the API sends to it through SMTP_URL) that keeps every message, plus a small HTTP
 * "mailbox" the test workers ask for the mail of one address. The mailbox answers as soon as the mail is
 * there (long poll), so tests wait on the event instead of sleeping.
 */
export interface MailCatcher {
  smtpPort: number;
  mailboxUrl: string;
  close(): Promise<void>;
}

function recipientsOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

export async function startMailCatcher(smtpPort: number, mailboxPort: number): Promise<MailCatcher> {
  const mails: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((wake) => wake());

  const smtp = new SMTPServer({
    // Plain local SMTP: no TLS upgrade and no login, like a developer's mail catcher.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          mails.push({
            to: [...new Set([...envelopeTo, ...recipientsOf(parsed.to)])],
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          });
          notify();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.on('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve());
  });

  // GET /messages?to=ADDRESS&atLeast=N&timeoutMs=T -> the mails to ADDRESS once there are N of them.
  const mailbox: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mailbox');
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    const atLeast = Number(url.searchParams.get('atLeast') ?? '1');
    const timeoutMs = Number(url.searchParams.get('timeoutMs') ?? '15000');
    const matching = () => mails.filter((mail) => mail.to.includes(to));
    const answer = (status: number) => {
      waiters.delete(check);
      clearTimeout(timer);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(matching()));
    };
    const check = () => {
      if (matching().length >= atLeast) answer(200);
    };
    const timer = setTimeout(() => answer(408), timeoutMs);
    waiters.add(check);
    request.on('close', () => {
      waiters.delete(check);
      clearTimeout(timer);
    });
    check();
  });
  await new Promise<void>((resolve) => mailbox.listen(mailboxPort, '127.0.0.1', () => resolve()));

  return {
    smtpPort,
    mailboxUrl: `http://127.0.0.1:${mailboxPort}`,
    async close() {
      mailbox.closeAllConnections();
      await new Promise<void>((resolve) => mailbox.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

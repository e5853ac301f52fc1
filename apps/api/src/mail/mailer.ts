import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link or code the mail is about: logged when mail goes to the outbox folder outside production. */
  logHint?: string;
  /** Extra headers, such as RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where .eml files go when there is no SMTP server ($DATA_DIR/outbox). */
  outboxDir: string;
  log: FastifyBaseLogger;
  /**
   * Whether an outbox mail's link or code goes into the log (development and tests: a developer follows it
   * from the terminal). Never in production, where logs are shipped and kept; the .eml file holds it.
   */
  logLinks: boolean;
}

/** nodemailer, loaded on first need (ADR 0144). */
const loadNodemailer = async () => (await import('nodemailer')).default;

/**
 * D3: SMTP when SMTP_URL is set, its transport made now (a bad SMTP_URL stops the start); otherwise .eml files in
 * the outbox, and outside production the link in the log too (ADR 0128). The outbox's transport, and nodemailer
 * with it, is made when the first mail leaves: a server without SMTP sends none for a long while.
 */
export async function createMailer(options: MailerOptions): Promise<Mailer> {
  if (options.smtpUrl) {
    const transport = (await loadNodemailer()).createTransport(options.smtpUrl);
    return {
      async send({ to, subject, text, html, headers }) {
        await transport.sendMail({ from: options.from, to, subject, text, html, headers });
      },
      close: () => transport.close(),
    };
  }

  let outbox: Promise<Transporter<StreamTransport.SentMessageInfo>> | undefined;
  const transport = () =>
    (outbox ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  return {
    async send({ to, subject, text, html, logHint, headers }) {
      const info = await (
        await transport()
      ).sendMail({ from: options.from, to, subject, text, html, headers });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info(
        { to, subject, file, ...(options.logLinks ? { link: logHint } : {}) },
        'mail written to the outbox (SMTP_URL is not set)',
      );
    },
    close: () => void outbox?.then((made) => made.close()),
  };
}

import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link or code the mail is about: logged when mail goes to the outbox folder (no SMTP). */
  logHint?: string;
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
}

/** D3/issue item 4: SMTP when SMTP_URL is set; otherwise .eml files in the outbox and the link in the log. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from: options.from, to, subject, text, html });
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, logHint }) {
      const info = await transport.sendMail({ from: options.from, to, subject, text, html });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info(
        { to, subject, file, link: logHint },
        'mail written to the outbox (SMTP_URL is not set)',
      );
    },
    close: () => transport.close(),
  };
}

import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { useAppWithMail } from '../../../test/app-with-mail.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';
import {
  CERTIFICATE_MAIL_GIVE_UP_MS,
  CERTIFICATE_MAIL_LEASE_MS,
  CERTIFICATE_MAIL_MAX_ATTEMPTS,
} from './certificates.service.js';

// ADR 0167 on the store the suite runs against (SQLite, or PostgreSQL with TEST_DATABASE_URL): the certificate
// row is its own outbox. The mail server is a real SMTP catcher; "the mailer fails" is its send rejecting.

const ORIGIN = 'https://learn.example.com';
const MINUTE = 60_000;

/** Enrols a new learner in the first course with lessons and completes it: the certificate's id and email. */
async function completeACourse(app: FastifyInstance, courseIndex = 0) {
  const courses = await app.db
    .selectFrom('lessons')
    .select(['course_id', 'id'])
    .orderBy('course_id')
    .orderBy('position')
    .execute();
  const courseIds = [...new Set(courses.map((row) => row.course_id))];
  const courseId = courseIds[courseIndex % courseIds.length]!;
  const learner = await createSignedInUser(app);
  await app.inject({ method: 'POST', url: `/api/v1/users/enrollment/${courseId}`, headers: learner.headers });
  let certificateId = '';
  for (const lesson of courses.filter((row) => row.course_id === courseId)) {
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/c/progress/${courseId}/${lesson.id}`,
      headers: learner.headers,
      payload: { completed: true },
    });
    certificateId = saved.json().data.issuedCertificate?.id ?? certificateId;
  }
  expect(certificateId).toMatch(/^[a-z2-7]{26}$/);
  return { certificateId, email: learner.email };
}

const mailRow = (app: FastifyInstance, id: string) =>
  app.db
    .selectFrom('certificates')
    .select(['issued_at', 'mailed_at', 'mail_due_at', 'mail_attempts'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Waits until the send after the answer has finished (its attempt counted and settled). */
async function afterFirstSend(app: FastifyInstance, id: string) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const row = await mailRow(app, id);
    // Sent, or failed and due again a minute on (while it is being sent, it is due a lease of 15 minutes on).
    const settled = row.mailed_at != null || Number(row.mail_due_at) < Number(row.issued_at) + 5 * MINUTE;
    if (Number(row.mail_attempts) >= 1 && settled) return row;
    if (Date.now() > deadline) throw new Error(`the first send of ${id} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const mailsTo = (received: ParsedMail[], email: string) =>
  received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email);

/** The first mail to `email` once it has arrived. */
async function mailTo(catcher: MailCatcher, email: string) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const [found] = mailsTo(catcher.received, email);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the certificate mail outbox (ADR 0167)', () => {
  const context = useAppWithMail({ APP_ORIGIN: ORIGIN });

  it('records a sent mail and never sends it again, even when two sweeps run at once', async () => {
    const { app } = context.testApp;
    const { certificateId, email } = await completeACourse(app, 0);
    const row = await afterFirstSend(app, certificateId);
    expect(row.mailed_at).not.toBeNull();
    expect(row.mail_due_at).toBeNull();
    await mailTo(context.mail, email);
    const later = Date.now() + 2 * CERTIFICATE_MAIL_LEASE_MS;
    const sent = await Promise.all([app.certificates.sweepMail(later), app.certificates.sweepMail(later)]);
    expect(sent).toEqual([0, 0]);
    expect(mailsTo(context.mail.received, email)).toHaveLength(1);
  });

  it('sends at the next sweep a mail whose first send failed, once, after its retry time', async () => {
    const { app } = context.testApp;
    const send = vi.spyOn(app.mailer, 'send').mockRejectedValue(new Error('SMTP server unreachable'));
    const { certificateId, email } = await completeACourse(app, 1);
    const failed = await afterFirstSend(app, certificateId);
    expect(send).toHaveBeenCalledTimes(1);
    expect(failed).toMatchObject({ mailed_at: null, mail_attempts: 1 });
    // Retried a minute after the failure, not at once.
    expect(Number(failed.mail_due_at)).toBeGreaterThan(Date.now());
    send.mockRestore();

    expect(await app.certificates.sweepMail(Date.now())).toBe(0);
    // Two sweeps at once (two servers) past the retry time: one of them sends it.
    const at = Number(failed.mail_due_at) + 1;
    const sent = await Promise.all([app.certificates.sweepMail(at), app.certificates.sweepMail(at)]);
    expect(sent.reduce((a, b) => a + b)).toBe(1);
    expect((await mailTo(context.mail, email)).text).toContain(`${ORIGIN}/certificates/${certificateId}`);
    expect(mailsTo(context.mail.received, email)).toHaveLength(1);
    const sentRow = await mailRow(app, certificateId);
    expect(sentRow.mailed_at).not.toBeNull();
    expect(sentRow).toMatchObject({ mail_due_at: null, mail_attempts: 2 });
    expect(await app.certificates.sweepMail(at + CERTIFICATE_MAIL_GIVE_UP_MS / 2)).toBe(0);
    expect(mailsTo(context.mail.received, email)).toHaveLength(1);
  });

  it(`gives a mail up after ${CERTIFICATE_MAIL_MAX_ATTEMPTS} failed sends, and a day after issue`, async () => {
    const { app } = context.testApp;
    const send = vi.spyOn(app.mailer, 'send').mockRejectedValue(new Error('550 mailbox unavailable'));
    const { certificateId } = await completeACourse(app, 2);
    let row = await afterFirstSend(app, certificateId);
    while (row.mail_due_at != null) {
      await app.certificates.sweepMail(Number(row.mail_due_at));
      row = await mailRow(app, certificateId);
    }
    expect(send).toHaveBeenCalledTimes(CERTIFICATE_MAIL_MAX_ATTEMPTS);
    expect(row).toMatchObject({ mailed_at: null, mail_attempts: CERTIFICATE_MAIL_MAX_ATTEMPTS });

    // One that failed once and whose retry comes more than a day after issue is given up, not sent.
    const { certificateId: late } = await completeACourse(app, 3);
    const lateRow = await afterFirstSend(app, late);
    send.mockRestore();
    const received = context.mail.received.length;
    expect(
      await app.certificates.sweepMail(Number(lateRow.issued_at) + CERTIFICATE_MAIL_GIVE_UP_MS + 1),
    ).toBe(0);
    expect(await mailRow(app, late)).toMatchObject({ mailed_at: null, mail_due_at: null });
    expect(context.mail.received.length).toBe(received);
  });
});

describe('a restart sends what the process before it did not (ADR 0167)', () => {
  it('sends the mail at start, from the rows alone', async () => {
    const mail = await startMailCatcher();
    const first = await buildTestApp({ env: { SMTP_URL: mail.url, APP_ORIGIN: ORIGIN } });
    let second: FastifyInstance | undefined;
    try {
      const schema = process.env.TEST_DATABASE_URL?.trim()
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(first.app.db)).rows[0]
            ?.schema
        : undefined;
      vi.spyOn(first.app.mailer, 'send').mockRejectedValue(new Error('SMTP server unreachable'));
      const { certificateId, email } = await completeACourse(first.app);
      await afterFirstSend(first.app, certificateId);
      // Its retry time has come while no process ran (the row as a crash a minute ago leaves it).
      await first.app.db
        .updateTable('certificates')
        .set({ mail_due_at: Date.now() - MINUTE })
        .where('id', '=', certificateId)
        .execute();
      await first.app.close();

      // The next process on the same store: its start-up sweep sends it, with no call from here.
      second = await buildApp(first.config, { logger: false, postgresSchema: schema });
      await second.ready();
      const sent = await mailTo(mail, email);
      expect(sent.text).toContain(`${ORIGIN}/certificates/${certificateId}`);
      const deadline = Date.now() + 5000;
      while ((await mailRow(second, certificateId)).mailed_at == null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await mailRow(second, certificateId)).mailed_at).not.toBeNull();
      expect(await second.certificates.sweepMail(Date.now() + 2 * CERTIFICATE_MAIL_LEASE_MS)).toBe(0);
      expect(mail.received).toHaveLength(1);
    } finally {
      await second?.close();
      await first.close();
      await mail.close();
    }
  });
});

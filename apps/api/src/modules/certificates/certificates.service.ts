import type { components } from '@devlearn/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import { toIsoDate } from '../courses/course-presenter.js';
import { notFound } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { certificateMail } from './certificate-mail.js';
import { isCertificateId, newCertificateId } from './certificate-ids.js';
import { renderCertificatePdf } from './certificate-pdf.js';
import type { CertificateRow, CertificatesRepository } from './certificates.repository.js';

type Certificate = components['schemas']['Certificate'];
type CertificateRef = components['schemas']['CertificateRef'];
type CertificateVerification = components['schemas']['CertificateVerification'];

export const CERTIFICATE_NOT_FOUND = 'Certificate not found';

/** The name a certificate carries (D51): first and last name, or the username when the learner gave none. */
export function learnerNameOf(user: { first_name: string; last_name: string; username: string }): string {
  const name = `${user.first_name.trim()} ${user.last_name.trim()}`.trim();
  return name || user.username;
}

export const certificateRefOf = (row: { id: string; issued_at: number }): CertificateRef => ({
  id: row.id,
  issuedAt: toIsoDate(row.issued_at),
});

const verificationOf = (row: CertificateRow): CertificateVerification => ({
  id: row.id,
  learnerName: row.learner_name,
  courseTitle: row.course_title,
  issuedAt: toIsoDate(row.issued_at),
});

/** The public page of a certificate: `/certificates/{id}` on the web app's origin. */
export const verificationUrlOf = (appOrigin: string, id: string) => `${appOrigin}/certificates/${id}`;

/** A certificate's mail is first due a minute after issue: the send after the answer has taken it by then. */
export const CERTIFICATE_MAIL_FIRST_DUE_MS = 60 * 1000;
/**
 * A send holds its row this long: longer than nodemailer can spend on one (a 2-minute connection timeout, a
 * 10-minute idle socket), so no other sweep sends it meanwhile; a process that died mid-send is retried after.
 */
export const CERTIFICATE_MAIL_LEASE_MS = 15 * 60 * 1000;
/** After this many sends have started, a mail is given up (ADR 0167). */
export const CERTIFICATE_MAIL_MAX_ATTEMPTS = 8;
/** A mail not sent within a day of issue is given up: it would arrive out of its moment. */
export const CERTIFICATE_MAIL_GIVE_UP_MS = 24 * 60 * 60 * 1000;
/** How many mails one sweep sends at most, oldest first. */
const CERTIFICATE_MAIL_BATCH = 50;
/** The wait after the nth failed send: 1, 2, 4 ... minutes, at most an hour. */
export const certificateMailRetryDelay = (attempts: number) =>
  Math.min(60 * 1000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);

export interface CompletedCourse {
  userId: string;
  courseId: string;
  courseTitle: string;
  user: { first_name: string; last_name: string; username: string; email: string };
}

export function createCertificatesService(deps: {
  certificates: CertificatesRepository;
  mailer: Mailer;
  appOrigin: string;
  log: FastifyBaseLogger;
  now: () => number;
}) {
  const { certificates, mailer, appOrigin, log, now } = deps;
  /** Mails on their way, so that closing the app waits for them (the outbox folder, an SMTP session). */
  const pendingMails = new Set<Promise<unknown>>();
  let closing = false;
  const track = <T>(work: Promise<T>): Promise<T> => {
    pendingMails.add(work);
    void work.finally(() => pendingMails.delete(work)).catch(() => undefined);
    return work;
  };

  /**
   * Sends one certificate's mail if this call wins it (ADR 0167): true when it went. A failure leaves the row
   * due again later, or given up once its attempts are spent; it never touches the certificate itself.
   */
  async function deliver(id: string, dueAt: number): Promise<boolean> {
    if (!(await certificates.claimMail(id, dueAt, now() + CERTIFICATE_MAIL_LEASE_MS))) return false;
    const mail = await certificates.mailOf(id);
    if (!mail) return false;
    try {
      const link = verificationUrlOf(appOrigin, id);
      await mailer.send(certificateMail(mail.email, mail.learner_name, mail.course_title, link));
    } catch (error) {
      const attempts = Number(mail.mail_attempts);
      const retryAt =
        attempts >= CERTIFICATE_MAIL_MAX_ATTEMPTS ? null : now() + certificateMailRetryDelay(attempts);
      await certificates.retryMail(id, retryAt);
      log.error(
        { err: error, certificateId: id, attempts, retryAt },
        retryAt === null ? 'certificate mail failed; given up' : 'certificate mail failed; will retry',
      );
      return false;
    }
    await certificates.markMailed(id, now());
    return true;
  }

  const found = async (id: string) => {
    const row = isCertificateId(id) ? await certificates.find(id) : undefined;
    if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
    return row;
  };
  return {
    /**
     * Issues the learner's certificate of a course they have just completed, once (D51): null when they
     * already hold one (a lesson un-marked and marked again, or two completing saves at once). The mail with
     * the link goes after the answer, so the write does not wait for a mail server (ADR 0164); the row is its
     * outbox, so a mail lost with the process goes at a later sweep (ADR 0167).
     */
    async issue(course: CompletedCourse, at: number): Promise<CertificateRef | null> {
      const row: CertificateRow = {
        id: newCertificateId(),
        user_id: course.userId,
        course_id: course.courseId,
        learner_name: learnerNameOf(course.user),
        course_title: course.courseTitle,
        issued_at: at,
        mailed_at: null,
        mail_due_at: at + CERTIFICATE_MAIL_FIRST_DUE_MS,
        mail_attempts: 0,
      };
      if (!(await certificates.insertOnce(row))) return null;
      const dueAt = row.mail_due_at ?? 0;
      track(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => (closing ? false : deliver(row.id, dueAt)))
          .catch((error: unknown) =>
            log.error({ err: error, certificateId: row.id }, 'certificate mail failed; the sweep retries it'),
          ),
      );
      return certificateRefOf(row);
    },

    /** D51's public read: name, course and date; 404 for anything that is not an issued id. */
    async verify(id: string): Promise<CertificateVerification> {
      return verificationOf(await found(id));
    },

    async pdf(id: string): Promise<Uint8Array> {
      const row = isCertificateId(id) ? await certificates.findForPdf(id) : undefined;
      if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
      return renderCertificatePdf({
        id: row.id,
        learnerName: row.learner_name,
        learnerUsername: row.username,
        courseTitle: row.course_title,
        issuedAt: Number(row.issued_at),
        verificationUrl: verificationUrlOf(appOrigin, row.id),
      });
    },

    /** The learner's certificate of a course (the course page's 'View certificate'), or null. */
    async refOf(userId: string, courseId: string): Promise<CertificateRef | null> {
      const row = await certificates.ofCourse(userId, courseId);
      return row ? certificateRefOf(row) : null;
    },

    /** The learner's certificates of some courses, by course id (the cards' marks). */
    async refsOf(userId: string, courseIds: string[]): Promise<Map<string, CertificateRef>> {
      const rows = await certificates.ofCourses(userId, courseIds);
      return new Map(rows.map((row) => [row.course_id, certificateRefOf(row)]));
    },

    /**
     * Sends the mails that are due (at start, then on a timer): those whose send after the answer failed or
     * never ran, the process having died. Any server may sweep; each mail is claimed by one. Stops between
     * sends once the app is closing.
     */
    async sweepMail(at = now(), limit = CERTIFICATE_MAIL_BATCH): Promise<number> {
      const given = await certificates.giveUpMail(
        at,
        at - CERTIFICATE_MAIL_GIVE_UP_MS,
        CERTIFICATE_MAIL_MAX_ATTEMPTS,
      );
      if (given > 0) log.warn({ count: given }, 'certificate mails given up (a day old, or tried too often)');
      let sent = 0;
      for (const due of await certificates.dueMail(at, limit)) {
        if (closing) break;
        if (due.mail_due_at == null) continue;
        if (await track(deliver(due.id, Number(due.mail_due_at)))) sent += 1;
      }
      return sent;
    },

    /** Resolves once every certificate mail started so far has been sent or has failed; starts no more. */
    async settle(): Promise<void> {
      closing = true;
      while (pendingMails.size > 0) await Promise.allSettled([...pendingMails]);
    },

    async ofUser(userId: string): Promise<{ certificates: Certificate[] }> {
      const rows = await certificates.ofUser(userId);
      return { certificates: rows.map((row) => ({ ...verificationOf(row), courseId: row.course_id })) };
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;

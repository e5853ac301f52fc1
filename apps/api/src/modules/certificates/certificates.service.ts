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
}) {
  const { certificates, mailer, appOrigin, log } = deps;
  /** Mails on their way, so that closing the app waits for them (the outbox folder, an SMTP session). */
  const pendingMails = new Set<Promise<void>>();
  const found = async (id: string) => {
    const row = isCertificateId(id) ? await certificates.find(id) : undefined;
    if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
    return row;
  };
  return {
    /**
     * Issues the learner's certificate of a course they have just completed, once (D51): null when they
     * already hold one (a lesson un-marked and marked again, or two completing saves at once). The mail with
     * the link goes after the answer, so the write does not wait for a mail server (ADR 0164).
     */
    async issue(course: CompletedCourse, at: number): Promise<CertificateRef | null> {
      const row: CertificateRow = {
        id: newCertificateId(),
        user_id: course.userId,
        course_id: course.courseId,
        learner_name: learnerNameOf(course.user),
        course_title: course.courseTitle,
        issued_at: at,
      };
      if (!(await certificates.insertOnce(row))) return null;
      const link = verificationUrlOf(appOrigin, row.id);
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => mailer.send(certificateMail(course.user.email, row.learner_name, row.course_title, link)))
        .catch((error: unknown) =>
          log.error({ err: error, certificateId: row.id }, 'certificate mail failed'),
        )
        .finally(() => pendingMails.delete(sending));
      pendingMails.add(sending);
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

    /** Resolves once every certificate mail started so far has been sent or has failed. */
    async settle(): Promise<void> {
      await Promise.all(pendingMails);
    },

    async ofUser(userId: string): Promise<{ certificates: Certificate[] }> {
      const rows = await certificates.ofUser(userId);
      return { certificates: rows.map((row) => ({ ...verificationOf(row), courseId: row.course_id })) };
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;

import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { CertificatesTable, Database } from '../../db/schema.js';

export type CertificateRow = CertificatesTable;

export function createCertificatesRepository(db: Kysely<Database>) {
  // Compiled once: the verification page and its PDF read one certificate by id (ADR 0064).
  const byId = preparedQuery(db, 1, (id: string) =>
    db.selectFrom('certificates').selectAll().where('id', '=', id),
  );
  const ofCourse = preparedQuery(db, 2, (userId: string, courseId: string) =>
    db
      .selectFrom('certificates')
      .select(['id', 'issued_at'])
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId),
  );
  const forPdf = preparedQuery(db, 1, (id: string) =>
    db
      .selectFrom('certificates')
      .innerJoin('users', 'users.id', 'certificates.user_id')
      .select([
        'certificates.id',
        'certificates.learner_name',
        'certificates.course_title',
        'certificates.issued_at',
        'users.username',
      ])
      .where('certificates.id', '=', id),
  );
  return {
    find: async (id: string): Promise<CertificateRow | undefined> => (await byId(id))[0],

    /** What the PDF prints, with the learner's username for a name no bundled face can draw (ADR 0166). */
    findForPdf: async (id: string) => (await forPdf(id))[0],

    /** The learner's certificate of one course, if issued. */
    ofCourse: async (userId: string, courseId: string) => (await ofCourse(userId, courseId))[0],

    /** The learner's certificates of some courses (the progress lists' marks). */
    async ofCourses(userId: string, courseIds: string[]) {
      if (courseIds.length === 0) return [];
      return db
        .selectFrom('certificates')
        .select(['id', 'course_id', 'issued_at'])
        .where('user_id', '=', userId)
        .where('course_id', 'in', [...new Set(courseIds)])
        .execute();
    },

    /** Every certificate of the learner, newest first (the profile). */
    ofUser: (userId: string) =>
      db
        .selectFrom('certificates')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('issued_at', 'desc')
        .orderBy('id')
        .execute(),

    /**
     * Inserts the certificate unless the learner already holds one of the course: true when this call issued
     * it. The unique (user, course) pair settles two completing saves at once: one inserts, the other does not.
     */
    async insertOnce(row: CertificateRow): Promise<boolean> {
      const result = await db
        .insertInto('certificates')
        .values(row)
        .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    // ------------------------------------------------- the mail outbox (ADR 0167)

    /** Mails that may start now, oldest due first. */
    dueMail: (now: number, limit: number) =>
      db
        .selectFrom('certificates')
        .select(['id', 'mail_due_at'])
        .where('mail_due_at', '<=', now)
        .orderBy('mail_due_at')
        .orderBy('id')
        .limit(limit)
        .execute(),

    /**
     * Takes a due mail for this send: moves its due time to `leaseUntil` (when another sweep may try again, had
     * this process died meanwhile) and counts the attempt. Only one of several sweeps at once wins it.
     */
    async claimMail(id: string, dueAt: number, leaseUntil: number): Promise<boolean> {
      const result = await db
        .updateTable('certificates')
        .set((eb) => ({ mail_due_at: leaseUntil, mail_attempts: eb('mail_attempts', '+', 1) }))
        .where('id', '=', id)
        .where('mail_due_at', '=', dueAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** What the mail says, to the learner's address of today. */
    mailOf: (id: string) =>
      db
        .selectFrom('certificates')
        .innerJoin('users', 'users.id', 'certificates.user_id')
        .select([
          'certificates.id',
          'certificates.learner_name',
          'certificates.course_title',
          'certificates.mail_attempts',
          'users.email',
        ])
        .where('certificates.id', '=', id)
        .executeTakeFirst(),

    async markMailed(id: string, at: number): Promise<void> {
      await db
        .updateTable('certificates')
        .set({ mailed_at: at, mail_due_at: null })
        .where('id', '=', id)
        .execute();
    },

    /** A failed send goes again at `retryAt`, or never (null) once its attempts are spent. */
    async retryMail(id: string, retryAt: number | null): Promise<void> {
      await db.updateTable('certificates').set({ mail_due_at: retryAt }).where('id', '=', id).execute();
    },

    /** Gives up the due mails of certificates issued before `issuedBefore` or tried `maxAttempts` times. */
    async giveUpMail(now: number, issuedBefore: number, maxAttempts: number): Promise<number> {
      const result = await db
        .updateTable('certificates')
        .set({ mail_due_at: null })
        .where('mail_due_at', '<=', now)
        .where((eb) => eb.or([eb('issued_at', '<', issuedBefore), eb('mail_attempts', '>=', maxAttempts)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;

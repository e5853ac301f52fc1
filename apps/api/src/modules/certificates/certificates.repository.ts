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

  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;

import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';

export function createLessonsRepository(db: Kysely<Database>) {
  // Compiled once: every lesson page and every comment and like on a lesson reads these (ADR 0064).
  const findById = preparedQuery(db, 1, (lessonId: string) =>
    db.selectFrom('lessons').selectAll().where('id', '=', lessonId),
  );
  const lessonLike = preparedQuery(db, 2, (userId: string, lessonId: string) =>
    db
      .selectFrom('lesson_likes')
      .select('lesson_id')
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId),
  );
  const captions = preparedQuery(db, 1, (lessonId: string) =>
    db
      .selectFrom('lesson_captions')
      .select(['language', 'label', 'media_key'])
      .where('lesson_id', '=', lessonId)
      .orderBy('position'),
  );
  return {
    /** A lesson's caption tracks (D52) in the catalogue's order. */
    captionsOf: (lessonId: string) => captions(lessonId),

    /** A lesson by its id alone (comments and likes address lessons without their course). */
    findById: async (lessonId: string) => (await findById(lessonId))[0],

    isLikedBy: async (userId: string, lessonId: string): Promise<boolean> =>
      (await lessonLike(userId, lessonId)).length > 0,
  };
}

export type LessonsRepository = ReturnType<typeof createLessonsRepository>;

import type { FastifyInstance } from 'fastify';
import { createSignedInUser, type SignedInUser } from './signed-in-user.js';

/** The seeded catalogue's first course and one of its lessons: where a discussion test talks. */
export interface LessonDiscussion {
  courseId: string;
  lessonId: string;
  /** A new verified user enrolled in the course (who may comment on its lessons). */
  enrolledUser(fields?: { username?: string }): Promise<SignedInUser>;
}

export async function lessonDiscussion(app: FastifyInstance): Promise<LessonDiscussion> {
  const { id: courseId } = await app.db
    .selectFrom('courses')
    .select('id')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const { id: lessonId } = await app.db
    .selectFrom('lessons')
    .select('id')
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return {
    courseId,
    lessonId,
    async enrolledUser(fields = {}) {
      const user = await createSignedInUser(app, fields);
      const enrolled = await app.inject({
        method: 'POST',
        url: `/api/v1/users/enrollment/${courseId}`,
        headers: user.headers,
      });
      if (enrolled.statusCode !== 200 && enrolled.statusCode !== 201) {
        throw new Error(`enrolment answered ${enrolled.statusCode}`);
      }
      return user;
    },
  };
}

import type { Kysely } from 'kysely';
import { moveRowCounter } from '../db/row-counters.js';
import { newId } from '../db/ids.js';
import type { Database } from '../db/schema.js';
import { withCourseCard } from '../modules/courses/course-presenter.js';
import { searchDocumentOf } from '../modules/search/course-search.js';

export interface NewCourse {
  title: string;
  subTitle: string;
  about: string;
  thumbnailKey: string;
  /** `encodeImageSrcset` of every stored width of the thumbnail (ADR 0078). */
  thumbnailSrcset: string | null;
  createdAt: number;
  lessons: Array<{
    title: string;
    subHeading: string;
    videoKey: string;
    durationSeconds: number;
    /** D52: the lesson's caption tracks in order; absent or empty for none. */
    captions?: Array<{ language: string; label: string; mediaKey: string }>;
  }>;
}

/** The catalogue's writes: a course, its lessons and its search document go in together or not at all. */
export function createCatalogRepository(db: Kysely<Database>) {
  return {
    async hasCourses(): Promise<boolean> {
      return (await db.selectFrom('courses').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    async courseTitleExists(title: string): Promise<boolean> {
      const row = await db.selectFrom('courses').select('id').where('title', '=', title).executeTakeFirst();
      return row !== undefined;
    },

    async insertCourse(course: NewCourse): Promise<{ courseId: string; lessonIds: string[] }> {
      const courseId = newId();
      const lessonIds = course.lessons.map(() => newId());
      const card = withCourseCard({
        id: courseId,
        title: course.title,
        sub_title: course.subTitle,
        thumbnail_key: course.thumbnailKey,
        thumbnail_srcset: course.thumbnailSrcset,
        lesson_count: course.lessons.length,
        lesson_ids: lessonIds.join(','),
      });
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('courses')
          .values({
            ...card,
            about: course.about,
            total_likes: 0,
            created_at: course.createdAt,
          })
          .execute();
        await moveRowCounter(trx, 'courses', 1);
        await trx
          .insertInto('lessons')
          .values(
            course.lessons.map((lesson, index) => ({
              id: lessonIds[index] as string,
              course_id: courseId,
              position: index + 1,
              title: lesson.title,
              sub_heading: lesson.subHeading,
              video_key: lesson.videoKey,
              duration_seconds: lesson.durationSeconds,
              total_likes: 0,
            })),
          )
          .execute();
        const captions = course.lessons.flatMap((lesson, index) =>
          (lesson.captions ?? []).map((caption, order) => ({
            lesson_id: lessonIds[index] as string,
            language: caption.language,
            label: caption.label,
            media_key: caption.mediaKey,
            position: order + 1,
          })),
        );
        if (captions.length > 0) await trx.insertInto('lesson_captions').values(captions).execute();
        await trx
          .insertInto('course_search')
          .values(searchDocumentOf({ courseId, ...course, lessonTitles: course.lessons.map((l) => l.title) }))
          .execute();
      });
      return { courseId, lessonIds };
    },
  };
}

import type { components } from '@devlearn/api-client/contract';
import { invalidField, notFound } from '../../http/errors.js';
import { searchTermsOf, type CourseSearch } from '../search/course-search.js';
import { isActiveEnrollment } from '../enrollments/enrollment-rules.js';
import { toEnrollment } from '../enrollments/enrollment-presenter.js';
import { SEARCH_QUERY_REQUIRED_MESSAGE, SEARCH_RESULT_LIMIT } from './course-limits.js';
import type { RenderedCourseList } from './course-list-answer.js';
import { toCourseSummary } from './course-presenter.js';
import type { CoursesRepository } from './courses.repository.js';

type Course = components['schemas']['Course'];
export type CourseViewer = Pick<Course, 'isUserLiked' | 'isEnrolled' | 'isFavorite' | 'enrollment'>;

const cardOf = (row: { card_json: string }) => row.card_json;

export const COURSE_NOT_FOUND = 'Course not found';

export function createCoursesService(deps: {
  courses: CoursesRepository;
  search: CourseSearch;
  now: () => number;
}) {
  const { courses, search, now } = deps;

  /** What a course's page shows of its viewer (ADR 0136: the part a kept course answer takes per viewer). */
  async function viewerOf(courseId: string, userId: string | undefined): Promise<CourseViewer> {
    if (!userId) return { isUserLiked: false, isEnrolled: false, isFavorite: false, enrollment: null };
    const row = await courses.viewerOf(userId, courseId);
    const enrollment =
      row?.enrolled_course_id != null && row.enrolled_at != null && row.expires_at != null
        ? { course_id: row.enrolled_course_id, enrolled_at: row.enrolled_at, expires_at: row.expires_at }
        : undefined;
    const active = isActiveEnrollment(enrollment, now());
    return {
      // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
      isUserLiked: Boolean(Number(row?.is_liked ?? 0)),
      isEnrolled: active,
      isFavorite: Boolean(Number(row?.is_favorite ?? 0)),
      enrollment: active && enrollment ? toEnrollment(enrollment) : null,
    };
  }

  return {
    async list(page: number, limit: number): Promise<RenderedCourseList> {
      const [rows, totalCourses] = await Promise.all([
        courses.listPage(limit, (page - 1) * limit),
        courses.count(),
      ]);
      return { cards: rows.map(cardOf), totalCourses };
    },

    async search(query: string): Promise<RenderedCourseList> {
      if (query.trim() === '') throw invalidField('query', SEARCH_QUERY_REQUIRED_MESSAGE);
      const terms = searchTermsOf(query);
      // Only punctuation: a real query that no course can match.
      if (terms.length === 0) return { cards: [], totalCourses: 0 };
      const rows = await search.page(terms, SEARCH_RESULT_LIMIT);
      return { cards: rows.map(cardOf), totalCourses: rows.length };
    },

    /** A course with its syllabus; the personal flags are false for visitors. */
    async get(courseId: string, userId: string | undefined): Promise<Course> {
      const course = await courses.find(courseId);
      if (!course) throw notFound(COURSE_NOT_FOUND);
      const [lessons, viewer] = await Promise.all([courses.lessonsOf(courseId), viewerOf(courseId, userId)]);
      return {
        ...toCourseSummary(course),
        about: course.about,
        syllabus: lessons.map((lesson) => ({
          _id: lesson.id,
          title: lesson.title,
          subHeading: lesson.sub_heading,
          durationSeconds: Number(lesson.duration_seconds),
        })),
        lessonTitles: lessons.map((lesson) => ({ _id: lesson.id, title: lesson.title })),
        totalLikes: Number(course.total_likes),
        ...viewer,
      };
    },

    viewerOf,
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;

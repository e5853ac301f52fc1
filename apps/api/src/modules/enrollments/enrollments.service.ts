import type { components } from '@devlearn/api-client/contract';
import { notFound } from '../../http/errors.js';
import { toCourseSummary, toIsoDate } from '../courses/course-presenter.js';
import type { CoursesRepository } from '../courses/courses.repository.js';
import { COURSE_NOT_FOUND } from '../courses/courses.service.js';
import { toEnrollment } from './enrollment-presenter.js';
import { ENROLLMENT_VALIDITY_MS } from './enrollment-rules.js';
import type { EnrollmentsRepository } from './enrollments.repository.js';

type Enrollment = components['schemas']['Enrollment'];
type EnrollmentList = components['schemas']['EnrollmentList'];

export function createEnrollmentsService(deps: {
  courses: CoursesRepository;
  enrollments: EnrollmentsRepository;
  now: () => number;
}) {
  const { courses, enrollments, now } = deps;
  return {
    /** Enrols for 365 days; idempotent while active, renewed once expired (D14). */
    async enroll(userId: string, courseId: string): Promise<Enrollment> {
      if (!(await courses.find(courseId))) throw notFound(COURSE_NOT_FOUND);
      const at = now();
      await enrollments.enroll(userId, courseId, at, at + ENROLLMENT_VALIDITY_MS);
      const row = await enrollments.find(userId, courseId);
      if (!row) throw new Error('The enrolment just written cannot be read back');
      return toEnrollment(row);
    },

    async list(userId: string): Promise<EnrollmentList> {
      const rows = await enrollments.listActive(userId, now());
      return {
        enrollCourses: rows.map((row) => ({
          ...toCourseSummary(row),
          enrolledAt: toIsoDate(row.enrolled_at),
          expiresAt: toIsoDate(row.expires_at),
          firstLessonId: row.first_lesson_id ?? null,
        })),
      };
    },
  };
}

export type EnrollmentsService = ReturnType<typeof createEnrollmentsService>;

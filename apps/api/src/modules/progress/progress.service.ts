import type { components } from '@devlearn/api-client/contract';
import { forbidden, notFound } from '../../http/errors.js';
import { syllabusOf, toIsoDate } from '../courses/course-presenter.js';
import type { CertificatesService } from '../certificates/certificates.service.js';
import type { CoursesRepository } from '../courses/courses.repository.js';
import { COURSE_NOT_FOUND } from '../courses/courses.service.js';
import { isActiveEnrollment } from '../enrollments/enrollment-rules.js';
import type { EnrollmentsRepository } from '../enrollments/enrollments.repository.js';
import type { LessonsRepository } from '../lessons/lessons.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import { LESSON_NOT_FOUND } from '../lessons/lessons.service.js';
import type { ProgressRepository, ProgressRow } from './progress.repository.js';
import { resumeLessonOf } from './resume-lesson.js';

type LessonProgress = components['schemas']['LessonProgress'];
type LessonProgressSaved = components['schemas']['LessonProgressSaved'];
type CertificateRef = components['schemas']['CertificateRef'];
type LessonProgressUpdate = components['schemas']['LessonProgressUpdate'];
type CourseProgress = components['schemas']['CourseProgress'];
type CourseProgressSummary = components['schemas']['CourseProgressSummary'];
type CourseProgressList = components['schemas']['CourseProgressList'];

/** A lesson watched to this share of its length is completed (D32). */
const COMPLETION_SHARE = 0.9;
export const NOT_ENROLLED_FOR_PROGRESS = 'Enroll in this course to keep your progress';

const toLessonProgress = (row: ProgressRow): LessonProgress => ({
  lessonId: row.lesson_id,
  positionSeconds: Number(row.position_seconds),
  completed: Number(row.completed) === 1,
  updatedAt: toIsoDate(row.updated_at),
});

function summarise(
  courseId: string,
  syllabus: string[],
  rows: ProgressRow[],
  certificate: CertificateRef | null,
): CourseProgressSummary {
  const marks = rows
    .filter((row) => row.course_id === courseId)
    .map((row) => ({
      lesson_id: row.lesson_id,
      completed: Number(row.completed) === 1,
      updated_at: Number(row.updated_at),
    }));
  const completed = new Set(marks.filter((mark) => mark.completed).map((mark) => mark.lesson_id));
  return {
    courseId,
    totalLessons: syllabus.length,
    completedLessons: syllabus.filter((lessonId) => completed.has(lessonId)).length,
    resumeLessonId: resumeLessonOf(syllabus, marks),
    certificate,
  };
}

export function createProgressService(deps: {
  courses: CoursesRepository;
  lessons: LessonsRepository;
  enrollments: EnrollmentsRepository;
  progress: ProgressRepository;
  certificates: CertificatesService;
  users: Pick<UsersRepository, 'findById'>;
  now: () => number;
}) {
  const { courses, lessons, enrollments, progress, certificates, users, now } = deps;

  /**
   * D51: after a save that completed a lesson, the course's certificate when every lesson of its syllabus is
   * now completed and none is held yet. Only completing saves come here, so the saves made while a video plays
   * pay nothing for it (ADR 0161).
   */
  async function issueWhenCourseDone(userId: string, courseId: string, at: number) {
    const [course, rows, held] = await Promise.all([
      courses.find(courseId),
      progress.ofCourses(userId, [courseId]),
      certificates.refOf(userId, courseId),
    ]);
    if (!course || held) return null;
    const syllabus = syllabusOf(course);
    const done = new Set(rows.filter((row) => Number(row.completed) === 1).map((row) => row.lesson_id));
    if (syllabus.length === 0 || !syllabus.every((lessonId) => done.has(lessonId))) return null;
    const user = await users.findById(userId);
    if (!user) return null;
    return certificates.issue({ userId, courseId, courseTitle: course.title, user }, at);
  }

  return {
    /**
     * Saves a lesson's position, whole seconds within the video. Passing 90 % of it completes the lesson; a
     * learner who marked it not done completes it again only by watching past 90 % once more. `completed`
     * marks it by hand. The save that completes the course's last lesson issues its certificate (D51); un-marking
     * a lesson later keeps it (ADR 0161).
     */
    async save(
      userId: string,
      courseId: string,
      lessonId: string,
      update: LessonProgressUpdate,
    ): Promise<LessonProgressSaved> {
      const lesson = await lessons.findById(lessonId);
      if (!lesson || lesson.course_id !== courseId) throw notFound(LESSON_NOT_FOUND);
      const at = now();
      if (!isActiveEnrollment(await enrollments.find(userId, courseId), at)) {
        throw forbidden(NOT_ENROLLED_FOR_PROGRESS);
      }
      const before = await progress.find(userId, lessonId);
      const duration = Number(lesson.duration_seconds);
      const previous = Number(before?.position_seconds ?? 0);
      const position =
        update.positionSeconds === undefined
          ? previous
          : Math.floor(duration > 0 ? Math.min(update.positionSeconds, duration) : update.positionSeconds);
      const threshold = duration * COMPLETION_SHARE;
      const crossed = duration > 0 && previous < threshold && position >= threshold;
      const completed = update.completed ?? (Number(before?.completed ?? 0) === 1 || crossed);
      const row: ProgressRow = {
        lesson_id: lessonId,
        course_id: courseId,
        position_seconds: position,
        completed: completed ? 1 : 0,
        updated_at: at,
      };
      await progress.save(userId, row);
      const wasCompleted = Number(before?.completed ?? 0) === 1;
      const issuedCertificate =
        completed && !wasCompleted ? await issueWhenCourseDone(userId, courseId, at) : null;
      return { ...toLessonProgress(row), issuedCertificate };
    },

    async ofCourse(userId: string, courseId: string): Promise<CourseProgress> {
      const course = await courses.find(courseId);
      if (!course) throw notFound(COURSE_NOT_FOUND);
      const [rows, certificate] = await Promise.all([
        progress.ofCourses(userId, [courseId]),
        certificates.refOf(userId, courseId),
      ]);
      const syllabus = syllabusOf(course);
      const order = new Map(syllabus.map((lessonId, index) => [lessonId, index]));
      const started = rows
        .filter((row) => order.has(row.lesson_id))
        .sort((a, b) => order.get(a.lesson_id)! - order.get(b.lesson_id)!);
      return {
        ...summarise(courseId, syllabus, rows, certificate),
        lessons: started.map(toLessonProgress),
      };
    },

    /** Progress in every course the learner is enrolled in now, newest enrolment first. */
    async ofEnrolledCourses(userId: string): Promise<CourseProgressList> {
      const enrolled = await enrollments.listActive(userId, now());
      const courseIds = enrolled.map((course) => course.id);
      const [rows, held] = await Promise.all([
        progress.ofCourses(userId, courseIds),
        certificates.refsOf(userId, courseIds),
      ]);
      return {
        courses: enrolled.map((course) =>
          summarise(course.id, syllabusOf(course), rows, held.get(course.id) ?? null),
        ),
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;

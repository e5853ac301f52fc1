import type { Schemas } from '@devlearn/api-client';
import { apiAs } from './api-setup';

/** The seeded catalogue (decision D4), read through the API so journeys can name real courses and lessons. */
export async function allCourses(token: string): Promise<Schemas['CourseSummary'][]> {
  const { data } = await apiAs(token).GET('/courses', { params: { query: { page: 1, limit: 100 } } });
  return data?.data.courses ?? [];
}

/** The seeded course whose title starts with `topic` (e.g. 'React.js'), with its syllabus. */
export async function courseByTopic(token: string, topic: string): Promise<Schemas['Course']> {
  const summary = (await allCourses(token)).find((course) => course.title.startsWith(topic));
  if (!summary) throw new Error(`No seeded course for the topic ${topic}`);
  const { data } = await apiAs(token).GET('/courses/{courseId}', {
    params: { path: { courseId: summary._id } },
  });
  if (!data) throw new Error(`Course ${summary._id} did not load`);
  return data.data;
}

export async function enrolThroughApi(token: string, courseId: string): Promise<void> {
  await apiAs(token).POST('/users/enrollment/{courseId}', { params: { path: { courseId } } });
}

export async function favouriteThroughApi(token: string, courseId: string): Promise<void> {
  await apiAs(token).POST('/users/favorites/{courseId}', { params: { path: { courseId } } });
}

/** The learn page of a lesson. */
export function lessonPath(courseId: string, lessonId: string): string {
  return `/dashboard/courses/learn/${courseId}/lesson/${lessonId}`;
}

export function firstLessonOf(course: Schemas['Course']): Schemas['LessonSummary'] {
  const lesson = course.syllabus[0];
  if (!lesson) throw new Error(`${course.title} has no lessons`);
  return lesson;
}

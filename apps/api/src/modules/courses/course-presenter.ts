import type { components } from '@devlearn/api-client/contract';
import { formatIsoDate } from '../../http/iso-date.js';
import { responsiveImage } from '../../media/image-srcset.js';

type CourseSummary = components['schemas']['CourseSummary'];

export interface CourseSummaryRow {
  id: string;
  title: string;
  sub_title: string;
  thumbnail_key: string;
  thumbnail_srcset: string | null;
  lesson_count: number;
  lesson_ids: string;
}

/** The columns every course card needs, for `select(COURSE_SUMMARY_COLUMNS)`. */
export const COURSE_SUMMARY_COLUMNS = [
  'courses.id',
  'courses.title',
  'courses.sub_title',
  'courses.thumbnail_key',
  'courses.thumbnail_srcset',
  'courses.lesson_count',
  'courses.lesson_ids',
] as const;

/** A course's lesson ids in syllabus order (D38), as kept on its row (migration 017). */
export function syllabusOf(course: { lesson_ids: string }): string[] {
  return course.lesson_ids === '' ? [] : course.lesson_ids.split(',');
}

/** A course card or row. */
export function toCourseSummary(row: CourseSummaryRow): CourseSummary {
  return {
    _id: row.id,
    title: row.title,
    subTitle: row.sub_title,
    thumbnail: responsiveImage(row.thumbnail_key, row.thumbnail_srcset),
    lessonCount: Number(row.lesson_count),
    syllabus: syllabusOf(row),
  };
}

export function toIsoDate(epochMs: number): string {
  return formatIsoDate(Number(epochMs));
}

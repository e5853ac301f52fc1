import type { components } from '@devlearn/api-client/contract';
import { publicMediaUrl } from '../../media/media-url.js';

type CourseSummary = components['schemas']['CourseSummary'];

export interface CourseSummaryRow {
  id: string;
  title: string;
  sub_title: string;
  thumbnail_key: string;
  lesson_count: number;
}

/** The columns every course card needs, for `select(COURSE_SUMMARY_COLUMNS)`. */
export const COURSE_SUMMARY_COLUMNS = [
  'courses.id',
  'courses.title',
  'courses.sub_title',
  'courses.thumbnail_key',
  'courses.lesson_count',
] as const;

export function toCourseSummary(row: CourseSummaryRow): CourseSummary {
  return {
    _id: row.id,
    title: row.title,
    subTitle: row.sub_title,
    thumbnail: { url: publicMediaUrl(row.thumbnail_key) },
    lessonCount: Number(row.lesson_count),
  };
}

export function toIsoDate(epochMs: number): string {
  return new Date(Number(epochMs)).toISOString();
}

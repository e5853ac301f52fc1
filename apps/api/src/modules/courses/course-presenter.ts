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
}

/** The columns every course card needs, for `select(COURSE_SUMMARY_COLUMNS)`. */
export const COURSE_SUMMARY_COLUMNS = [
  'courses.id',
  'courses.title',
  'courses.sub_title',
  'courses.thumbnail_key',
  'courses.thumbnail_srcset',
  'courses.lesson_count',
] as const;

/** A course card or row; `syllabus` is its lesson ids in order (D38), from `lessonIdsOf` for the whole page. */
export function toCourseSummary(row: CourseSummaryRow, syllabus: string[]): CourseSummary {
  return {
    _id: row.id,
    title: row.title,
    subTitle: row.sub_title,
    thumbnail: responsiveImage(row.thumbnail_key, row.thumbnail_srcset),
    lessonCount: Number(row.lesson_count),
    syllabus,
  };
}

/** Every row of a list as a summary, with the syllabi fetched in one query for the whole page. */
export async function toCourseSummaries<R extends CourseSummaryRow>(
  rows: R[],
  lessonIdsOf: (courseIds: string[]) => Promise<Map<string, string[]>>,
): Promise<Array<{ row: R; summary: CourseSummary }>> {
  const syllabi = await lessonIdsOf(rows.map((row) => row.id));
  return rows.map((row) => ({ row, summary: toCourseSummary(row, syllabi.get(row.id) ?? []) }));
}

export function toIsoDate(epochMs: number): string {
  return formatIsoDate(Number(epochMs));
}

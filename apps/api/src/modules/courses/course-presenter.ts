import type { components } from '@devlearn/api-client/contract';
import { componentSerialiser } from '../../contract/response-serialisation.js';
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

const serialiseCourseSummary = componentSerialiser<CourseSummary>('CourseSummary');

/**
 * A course's card as the catalogue and search answer it, serialised from the contract's CourseSummary: what
 * the catalogue import writes to `courses.card_json` (migration 019), so that a page of cards is read as one
 * text per course and sent as it is. The card's fields never change after the import; a change to what a card
 * holds needs a migration that renders every course's card again, with its own copy of the renderer (ADR 0133).
 */
export function renderCourseCard(row: CourseSummaryRow): string {
  return serialiseCourseSummary(toCourseSummary(row));
}

/** A course's card columns with the card rendered from them, as a writer of courses stores them. */
export function withCourseCard<T extends CourseSummaryRow>(row: T): T & CourseCardRow {
  return { ...row, card_json: renderCourseCard(row) };
}

/** The rendered card, for the lists answered from it (the catalogue and search). */
export const COURSE_CARD_COLUMN = 'courses.card_json';

export interface CourseCardRow {
  card_json: string;
}

export function toIsoDate(epochMs: number): string {
  return formatIsoDate(Number(epochMs));
}

import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { CourseCardRow } from '../courses/course-presenter.js';
import { createPostgresSearch } from './postgres-postings.js';
import { createFts5Search } from './sqlite-fts5.js';

/** Course search (D16) as the courses module sees it; README.md says how each store answers it. */
export interface CourseSearch {
  /**
   * The cards of the first `limit` courses whose search document holds every term as a word prefix, in D16's
   * order: by tier (SEARCH_TIERS), then the most liked, then the course whose search row was written first.
   */
  page(terms: readonly string[], limit: number): Promise<CourseCardRow[]>;
}

export const createCourseSearch = (db: Kysely<Database>, dialect: DatabaseDialect): CourseSearch =>
  dialect === 'sqlite' ? createFts5Search(db) : createPostgresSearch(db);

/**
 * The ranking's tiers, best first (ADRs 0017, 0018): a course's tier is the first field set holding every word of
 * the query; tier n is `course_search_tier{n}` on SQLite and `tier` n of `course_search_postings` on PostgreSQL.
 */
export const SEARCH_TIERS = [
  ['title'],
  ['title', 'lesson_titles'],
  ['title', 'lesson_titles', 'sub_title'],
  ['title', 'lesson_titles', 'sub_title', 'about'],
] as const;

// Both stores see the same words: letters and digits only, lower case. The document is written already split
// ('React.js' -> 'react js'), so SQLite's FTS5 tokenizer and PostgreSQL's 'simple' parser (which would keep
// 'react.js' as one host-like token) index the same words.
const WORD = /[\p{L}\p{N}]+/gu;
/** Enough words for any real query; more only slows the search down. */
const MAX_TERMS = 12;

export function toSearchDocumentText(text: string): string {
  return (text.toLowerCase().match(WORD) ?? []).join(' ');
}

/** The words of a query, each to be matched as a word prefix ('reac' finds React.js). */
export function searchTermsOf(query: string): string[] {
  return [...new Set(query.toLowerCase().match(WORD) ?? [])].slice(0, MAX_TERMS);
}

type CourseText = Record<'courseId' | 'title' | 'subTitle' | 'about', string> & { lessonTitles: string[] };

/** A course's row of `course_search`: the only write search needs; each store indexes it by trigger. */
export function searchDocumentOf(course: CourseText) {
  return {
    course_id: course.courseId,
    title: toSearchDocumentText(course.title),
    sub_title: toSearchDocumentText(course.subTitle),
    about: toSearchDocumentText(course.about),
    lesson_titles: toSearchDocumentText(course.lessonTitles.join(' ')),
  };
}

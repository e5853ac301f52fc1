import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';
import { COURSE_CARD_COLUMN, type CourseCardRow } from '../courses/course-presenter.js';
import type { CourseSearch } from './course-search.js';

/** FTS5: every term as a quoted prefix, all required ("reac"* AND "hoo"*). Terms hold letters and digits only. */
export function toFts5Query(terms: readonly string[]): string {
  return terms.map((term) => `"${term}"*`).join(' AND ');
}

/**
 * D16 on SQLite (migration 014): each tier's FTS5 index keeps its rows under their ranking key, so a tier's first
 * `limit` rows in key order are its best and FTS5 stops there. Each statement is compiled once (ADR 0064).
 */
export function createFts5Search(db: Kysely<Database>): CourseSearch {
  // SEARCH_TIERS' indexes, best first; a row's key holds its search row in the low 32 bits.
  const tierHits = [1, 2, 3, 4].map((tier) =>
    preparedQuery(db, 2, (match: string, limit: number) => {
      const table = sql.table(`course_search_tier${tier}`);
      return db
        .selectFrom(
          sql<{ search_row: number }>`(
            SELECT rowid & ${sql.lit(0xffffffff)} AS search_row FROM ${table}
            WHERE ${table} MATCH ${match} ORDER BY rowid LIMIT ${limit})`.as('hits'),
        )
        .select('hits.search_row');
    }),
  );
  /** The cards of a page of search rows, in the page's order (a JSON array of search rows). */
  const cardsOfSearchRows = preparedQuery(db, 1, (searchRows: string) =>
    db
      .selectFrom(sql<{ key: number; value: number }>`json_each(${searchRows})`.as('page'))
      .innerJoin('course_search', 'course_search.search_row', 'page.value')
      .innerJoin('courses', 'courses.id', 'course_search.course_id')
      .select(COURSE_CARD_COLUMN)
      .orderBy('page.key'),
  );
  return {
    /**
     * Every tier holds the courses of the tiers before it, so the page is filled tier by tier, each course where
     * it first appears: when a tier has fewer than `limit` matches, the next tier's first `limit` hold all of
     * them and at least as many new ones as the page still lacks. A broad word fills the page from the title
     * tier alone. The reads are separate statements: a like committed between two of them can move a course
     * across the page's cut, so that one answer is as of just before or just after it, never a course twice.
     */
    async page(terms, limit): Promise<CourseCardRow[]> {
      const match = toFts5Query(terms);
      const page: number[] = [];
      const placed = new Set<number>();
      for (const hitsOf of tierHits) {
        for (const { search_row } of await hitsOf(match, limit)) {
          if (page.length < limit && !placed.has(search_row)) {
            placed.add(search_row);
            page.push(search_row);
          }
        }
        if (page.length === limit) break;
      }
      return page.length === 0 ? [] : cardsOfSearchRows(JSON.stringify(page));
    },
  };
}

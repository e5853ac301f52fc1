import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { rowCounterReader } from '../../db/row-counters.js';
import type { Database } from '../../db/schema.js';
import { SEARCH_ROW_OF_KEY, SEARCH_TIERS, searchTierTable } from './search-tiers.js';
import { COURSE_CARD_COLUMN, type CourseCardRow } from './course-presenter.js';
import { searchPostingsPage } from './search-postings.js';
import { toFts5Query, toTsQuery } from './search-text.js';

// The tiers of D16's order on PostgreSQL: the weights each may match (title A, lesson titles B, subtitle C,
// about D), as SEARCH_TIERS lists their fields for SQLite.
const TS_QUERY_TIER_WEIGHTS = ['A', 'AB', 'ABC', ''] as const;

export function createCoursesRepository(db: Kysely<Database>, dialect: DatabaseDialect) {
  // The reads of every catalogue and course page, compiled once (ADR 0064).
  /** Most popular first; among equals the oldest first, so the catalogue keeps the order it was made in. */
  const listPage = preparedQuery(db, 2, (limit: number, offset: number) =>
    db
      .selectFrom('courses')
      .select(COURSE_CARD_COLUMN)
      .orderBy('courses.total_likes', 'desc')
      .orderBy('courses.created_at', 'asc')
      .orderBy('courses.id', 'asc')
      .limit(limit)
      .offset(offset),
  );
  const readRowCounter = rowCounterReader(db);
  const findCourse = preparedQuery(db, 1, (courseId: string) =>
    db.selectFrom('courses').selectAll().where('id', '=', courseId),
  );
  const lessonsOf = preparedQuery(db, 1, (courseId: string) =>
    db
      .selectFrom('lessons')
      .select(['id', 'title', 'sub_heading', 'duration_seconds'])
      .where('course_id', '=', courseId)
      .orderBy('position'),
  );
  const courseLike = preparedQuery(db, 2, (userId: string, courseId: string) =>
    db
      .selectFrom('course_likes')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId),
  );
  const favorite = preparedQuery(db, 2, (userId: string, courseId: string) =>
    db
      .selectFrom('favorites')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId),
  );

  // The query's words travel as parameters (an FTS5 or tsquery expression), so SQLite's search and PostgreSQL's
  // fallback are compiled once like the other hot reads.
  /**
   * D16's order on SQLite (migration 014): each tier's FTS5 index keeps its rows under their ranking key, so a
   * tier's first `limit` rows in key order are its best and FTS5 stops there. The key's low 32 bits are the
   * search row; the high bits only order (and would not fit a JS number whole).
   */
  const tierHits = SEARCH_TIERS.map((_, tier) =>
    preparedQuery(db, 2, (match: string, limit: number) => {
      const table = sql.raw(searchTierTable(tier));
      return db
        .selectFrom(
          sql<{ search_row: number }>`(
            SELECT rowid & ${sql.lit(SEARCH_ROW_OF_KEY)} AS search_row FROM ${table}
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
  /**
   * Every tier holds the courses of the tiers before it, so the page is filled tier by tier, each course where
   * it first appears: when a tier has fewer than `limit` matches, the next tier's first `limit` hold all of them
   * and at least as many new ones as the page still lacks. A broad word fills the page from the title tier alone.
   * The reads are separate statements: a like committed between two of them can move a course across the page's
   * cut, so that one answer is as of just before or just after it, never a course twice (the set).
   */
  async function searchTiersFts5(match: string, limit: number): Promise<CourseCardRow[]> {
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
  }
  /**
   * PostgreSQL's search when a query word is too short to spell out as words (search-postings.ts): the same
   * tiers, each a query restricted to its weights (title A, lesson titles B, subtitle C, about D), from the GIN
   * index. Every match is read, its tier tested, and the page cut by one top-N sort of the index scan's rows
   * with the likes copied onto them (migration 012); only the page's courses are joined.
   */
  const searchTiersTsQuery = preparedQuery(db, 5, (...args: [string, string, string, string, number]) => {
    const [inTitle, withLessons, withSubtitle, anywhere, limit] = args;
    const query = (text: string) => sql`to_tsquery('simple', ${text})`;
    const tier = sql<number>`CASE
      WHEN course_search.document @@ ${query(inTitle)} THEN 0
      WHEN course_search.document @@ ${query(withLessons)} THEN 1
      WHEN course_search.document @@ ${query(withSubtitle)} THEN 2
      ELSE 3 END`;
    return db
      .with('ranked', (builder) =>
        builder
          .selectFrom('course_search')
          .select([
            tier.as('tier'),
            'course_search.total_likes',
            'course_search.search_row',
            'course_search.course_id',
          ])
          .where(sql<boolean>`course_search.document @@ ${query(anywhere)}`)
          .orderBy('tier')
          .orderBy('course_search.total_likes', 'desc')
          .orderBy('course_search.search_row')
          .limit(limit),
      )
      .selectFrom('ranked')
      .innerJoin('courses', 'courses.id', 'ranked.course_id')
      .select(COURSE_CARD_COLUMN)
      .orderBy('ranked.tier')
      .orderBy('ranked.total_likes', 'desc')
      .orderBy('ranked.search_row');
  });

  /**
   * PostgreSQL walks its word lists (migration 015) and reads about a page of rows; a query word too short to
   * spell out as words ('r') is answered from the GIN index instead, which reads every match.
   */
  async function searchPostgres(terms: string[], limit: number): Promise<CourseCardRow[]> {
    const tierQueries = TS_QUERY_TIER_WEIGHTS.map((weights) => toTsQuery(terms, weights));
    return (
      (await searchPostingsPage(db, terms, tierQueries, limit)) ??
      searchTiersTsQuery(...(tierQueries as [string, string, string, string]), limit)
    );
  }

  return {
    listPage: (limit: number, offset: number): Promise<CourseCardRow[]> => listPage(limit, offset),

    /** From the kept counter, not a count of the table (ADR 0060). */
    count: () => readRowCounter('courses'),

    find: async (courseId: string) => (await findCourse(courseId))[0],

    lessonsOf: (courseId: string) => lessonsOf(courseId),

    /** Courses whose search document has every term as a word prefix, most relevant first (D16). */
    search: (terms: string[], limit: number): Promise<CourseCardRow[]> =>
      dialect === 'sqlite' ? searchTiersFts5(toFts5Query(terms), limit) : searchPostgres(terms, limit),

    isLikedBy: async (userId: string, courseId: string): Promise<boolean> =>
      (await courseLike(userId, courseId)).length > 0,

    isFavoriteOf: async (userId: string, courseId: string): Promise<boolean> =>
      (await favorite(userId, courseId)).length > 0,
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;

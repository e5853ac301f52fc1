import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/dialect.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { rowCounterReader } from '../../db/row-counters.js';
import type { Database } from '../../db/schema.js';
import { COURSE_SUMMARY_COLUMNS, type CourseSummaryRow } from './course-presenter.js';
import { toFts5Query, toTsQuery } from './search-text.js';

// FTS5 bm25 weights per column of course_search_index: title, sub_title, about, lesson_titles.
// A hit in the title counts most, then lesson titles, then the sub title, then the about text.
const BM25_WEIGHTS = sql`10.0, 3.0, 1.0, 5.0`;

export function createCoursesRepository(db: Kysely<Database>, dialect: DatabaseDialect) {
  // The reads of every catalogue and course page, compiled once (issue 11 point 4).
  /** Most popular first; among equals the oldest first, so the catalogue keeps the order it was made in. */
  const listPage = preparedQuery(db, 2, (limit: number, offset: number) =>
    db
      .selectFrom('courses')
      .select(COURSE_SUMMARY_COLUMNS)
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
  // The ids travel as one parameter (a JSON array on SQLite, a text[] on PostgreSQL), so the SQL text is the
  // same whatever the page size and the query is compiled once. One row per course, its lesson ids joined in
  // syllabus order (ids are hex, never a comma): a page of 100 courses reads 100 rows, not 500.
  const lessonIdsOf = preparedQuery(db, 1, (ids: string | string[]) =>
    db
      .selectFrom('lessons')
      .select([
        'course_id',
        dialect === 'sqlite'
          ? sql<string>`group_concat(id, ',' ORDER BY position)`.as('ids')
          : sql<string>`string_agg(id, ',' ORDER BY position)`.as('ids'),
      ])
      .where(
        dialect === 'sqlite'
          ? sql<boolean>`course_id IN (SELECT value FROM json_each(${ids}))`
          : sql<boolean>`course_id = ANY(${ids}::text[])`,
      )
      .groupBy('course_id'),
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

  // The query's words travel as one parameter (an FTS5 or tsquery expression), so both searches are compiled
  // once like the other hot reads.
  /**
   * Ranked by bm25, then the most liked, then the id (D16). Every match must be scored (relevance needs them
   * all), but only the matches that can still reach the page are read further: those scoring at least as well
   * as the page's last score. Any other match has `limit` matches strictly before it, so the page is the same;
   * ties at the cut stay in, and the likes copied onto their search rows order them (migration 013). The page
   * is cut from the search rows, read by their integer key, before any course is read; only the page's courses
   * are joined. The scores are computed once (MATERIALIZED) and compared with themselves, never recomputed.
   */
  const searchFts5 = preparedQuery(db, 3, (match: string, lastPlace: number, limit: number) =>
    db
      .with(
        (cte) => cte('scored').materialized(),
        (query) =>
          query
            .selectFrom('course_search_index')
            .select([
              sql<number>`bm25(course_search_index, ${BM25_WEIGHTS})`.as('score'),
              sql<number>`course_search_index.rowid`.as('search_row'),
            ])
            .where(sql<boolean>`course_search_index MATCH ${match}`),
      )
      .with('ranked', (query) =>
        query
          .selectFrom('scored')
          .innerJoin('course_search', (join) =>
            join.on(sql<boolean>`course_search.search_row = scored.search_row`),
          )
          .select(['scored.score', 'course_search.total_likes', 'course_search.course_id'])
          .where(({ eb, fn, ref, selectFrom }) =>
            eb(
              'scored.score',
              '<=',
              fn.coalesce(
                selectFrom('scored')
                  .select('scored.score')
                  .orderBy('scored.score')
                  .limit(1)
                  .offset(lastPlace),
                ref('scored.score'),
              ),
            ),
          )
          .orderBy('scored.score')
          .orderBy('course_search.total_likes', 'desc')
          .orderBy('course_search.course_id')
          .limit(limit),
      )
      .selectFrom('ranked')
      .innerJoin('courses', 'courses.id', 'ranked.course_id')
      .select(COURSE_SUMMARY_COLUMNS)
      .orderBy('ranked.score')
      .orderBy('ranked.total_likes', 'desc')
      .orderBy('ranked.course_id'),
  );
  /**
   * PostgreSQL ranks every match once (ts_rank), then D16's ties by the likes copied onto the search row
   * (migration 012), and cuts to the page before reading any course: only the page's courses are joined.
   * With the likes on the course row alone, every match tied at the page's last score had to be joined first
   * (18 ms for "reac" at 100k courses, nearly all of its 3,334 matches tied; 7.9 ms this way, same order).
   */
  const searchTsQuery = preparedQuery(db, 2, (tsQuery: string, limit: number) => {
    const query = sql`to_tsquery('simple', ${tsQuery})`;
    return db
      .with('ranked', (builder) =>
        builder
          .selectFrom('course_search')
          .select([
            sql<number>`ts_rank(course_search.document, ${query})`.as('score'),
            'course_search.total_likes',
            'course_search.course_id',
          ])
          .where(sql<boolean>`course_search.document @@ ${query}`)
          .orderBy('score', 'desc')
          .orderBy('course_search.total_likes', 'desc')
          .orderBy('course_search.course_id')
          .limit(limit),
      )
      .selectFrom('ranked')
      .innerJoin('courses', 'courses.id', 'ranked.course_id')
      .select(COURSE_SUMMARY_COLUMNS)
      .orderBy('ranked.score', 'desc')
      .orderBy('ranked.total_likes', 'desc')
      .orderBy('ranked.course_id');
  });

  return {
    listPage: (limit: number, offset: number): Promise<CourseSummaryRow[]> => listPage(limit, offset),

    /** From the kept counter, not a count of the table (issue 11 point 3). */
    count: () => readRowCounter('courses'),

    find: async (courseId: string) => (await findCourse(courseId))[0],

    lessonsOf: (courseId: string) => lessonsOf(courseId),

    /** The lesson ids of several courses in syllabus order, in one query (a list page's syllabi, D38). */
    async lessonIdsOf(courseIds: string[]): Promise<Map<string, string[]>> {
      const syllabi = new Map<string, string[]>(courseIds.map((id) => [id, []]));
      if (courseIds.length === 0) return syllabi;
      const ids = [...new Set(courseIds)];
      const rows = await lessonIdsOf(dialect === 'sqlite' ? JSON.stringify(ids) : ids);
      for (const row of rows) syllabi.set(row.course_id, row.ids.split(','));
      return syllabi;
    },

    /** Courses whose search document has every term as a word prefix, most relevant first (D16). */
    search: (terms: string[], limit: number): Promise<CourseSummaryRow[]> =>
      dialect === 'sqlite'
        ? searchFts5(toFts5Query(terms), limit - 1, limit)
        : searchTsQuery(toTsQuery(terms), limit),

    isLikedBy: async (userId: string, courseId: string): Promise<boolean> =>
      (await courseLike(userId, courseId)).length > 0,

    isFavoriteOf: async (userId: string, courseId: string): Promise<boolean> =>
      (await favorite(userId, courseId)).length > 0,
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;

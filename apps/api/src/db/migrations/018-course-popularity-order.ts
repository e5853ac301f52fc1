import type { Kysely, Migration } from 'kysely';

// ADR 0014: the catalogue lists courses most liked first, then oldest first, then by id (`listPage` in
// courses.repository.ts), and `courses_popularity_idx` held (total_likes, created_at) in one direction. The
// order mixes directions, so the index gave the likes only and every run of courses with the same likes was
// sorted before a page could be cut: a page read its ties, not its rows. Most courses of a real catalogue have
// the same few likes (none, at first), so a page reaching them sorted all of them. With the index in the list's
// own order the store reads the page and stops.
// `Kysely<any>` is the documented type for migrations: they must not depend on today's table types.
/* eslint-disable @typescript-eslint/no-explicit-any */

const INDEX = 'courses_popularity_idx';

async function indexCourses(db: Kysely<any>, columns: string[]): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema.createIndex(INDEX).on('courses').columns(columns).execute();
}

export function coursePopularityOrder(): Migration {
  return {
    up: (db: Kysely<any>) => indexCourses(db, ['total_likes desc', 'created_at', 'id']),
    down: (db: Kysely<any>) => indexCourses(db, ['total_likes', 'created_at']),
  };
}

import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseDialect } from './dialect.js';
import { initialSchema } from './migrations/001-initial-schema.js';
import { blogExcerpts } from './migrations/002-blog-excerpts.js';
import { accountBinding } from './migrations/003-account-binding.js';
import { trendingRanking } from './migrations/004-trending-ranking.js';
import { rowCounters } from './migrations/005-row-counters.js';
import { lessonProgress } from './migrations/006-lesson-progress.js';
import { commentOrder } from './migrations/007-comment-order.js';
import { blogDrafts } from './migrations/008-blog-drafts.js';
import { imageSrcsets } from './migrations/009-image-srcsets.js';
import { userBlogCounters } from './migrations/010-user-blog-counters.js';
import { courseSearchPrefixes } from './migrations/011-course-search-prefixes.js';
import { searchLikes } from './migrations/012-search-likes.js';
import { searchRows } from './migrations/013-search-rows.js';
import { searchTiers } from './migrations/014-search-tiers.js';
import { searchPostings } from './migrations/015-search-postings.js';
import { syllabusIndex } from './migrations/016-syllabus-index.js';
import { courseLessonIds } from './migrations/017-course-lesson-ids.js';
import { coursePopularityOrder } from './migrations/018-course-popularity-order.js';
import { courseCards } from './migrations/019-course-cards.js';
import { googleLandings } from './migrations/020-google-landings.js';
import { renderStamps } from './migrations/021-render-stamps.js';
import { discussionThreads } from './migrations/022-discussion-threads.js';
import { notifications } from './migrations/023-notifications.js';
import { reports } from './migrations/024-reports.js';
import { lessonCaptions } from './migrations/026-lesson-captions.js';
import { certificates } from './migrations/027-certificates.js';
import { certificateMailOutbox } from './migrations/028-certificate-mail-outbox.js';
import { mentionsAreNotLinks } from './migrations/029-mentions-are-not-links.js';
import type { Database } from './schema.js';

/** Every migration in order. Add new ones at the end with the next number; never edit an applied one. */
function migrationsFor(dialect: DatabaseDialect): Record<string, Migration> {
  return {
    '001-initial-schema': initialSchema(dialect),
    '002-blog-excerpts': blogExcerpts(),
    '003-account-binding': accountBinding(),
    '004-trending-ranking': trendingRanking(),
    '005-row-counters': rowCounters(),
    '006-lesson-progress': lessonProgress(),
    '007-comment-order': commentOrder(),
    '008-blog-drafts': blogDrafts(),
    '009-image-srcsets': imageSrcsets(),
    '010-user-blog-counters': userBlogCounters(),
    '011-course-search-prefixes': courseSearchPrefixes(dialect),
    '012-search-likes': searchLikes(dialect),
    '013-search-rows': searchRows(dialect),
    '014-search-tiers': searchTiers(dialect),
    '015-search-postings': searchPostings(dialect),
    '016-syllabus-index': syllabusIndex(),
    '017-course-lesson-ids': courseLessonIds(dialect),
    '018-course-popularity-order': coursePopularityOrder(),
    '019-course-cards': courseCards(),
    '020-google-landings': googleLandings(),
    '021-render-stamps': renderStamps(),
    '022-discussion-threads': discussionThreads(),
    '023-notifications': notifications(),
    '024-reports': reports(),
    '026-lesson-captions': lessonCaptions(),
    '027-certificates': certificates(),
    '028-certificate-mail-outbox': certificateMailOutbox(),
    '029-mentions-are-not-links': mentionsAreNotLinks(),
  };
}

/** Brings the database to the newest schema; runs on every start (and in every test database). */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
  schema?: string,
): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  // Kysely looks for its bookkeeping tables in every schema it can see; naming ours keeps a database with
  // several schemas (parallel test files) from mistaking another schema's tables for these.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    const which = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${which} failed: ${reason}`);
  }
}

import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { CourseSearch } from './course-search.js';
import { createPostgresSearch } from './postgres-postings.js';
import { createFts5Search } from './sqlite-fts5.js';

export { searchDocumentOf, searchTermsOf, type CourseSearch } from './course-search.js';

/** The store's course search (README.md). */
export function createCourseSearch(db: Kysely<Database>, dialect: DatabaseDialect): CourseSearch {
  return dialect === 'sqlite' ? createFts5Search(db) : createPostgresSearch(db);
}

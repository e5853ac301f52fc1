import { createCatalogRepository } from './catalog-repository.js';
import { importCourse, type CatalogDeps, type ImportedCourse } from './course-importer.js';
import { readCourseFolder } from './course-manifest.js';
import { listDefaultCourseFolders } from './default-catalog.js';

/**
 * On a fresh start (no course at all) the default catalogue is imported (D4), so the landing topics exist
 * as courses. A catalogue an operator has already filled is never touched.
 */
export async function seedDefaultCatalog(deps: CatalogDeps, folders?: string[]): Promise<ImportedCourse[]> {
  if (await createCatalogRepository(deps.db).hasCourses()) return [];
  const courseFolders = folders ?? (await listDefaultCourseFolders());
  // Read every manifest first: a broken default folder stops the seed before anything is written.
  const courses = await Promise.all(courseFolders.map((folder) => readCourseFolder(folder)));
  const start = (deps.now ?? Date.now)();
  const imported: ImportedCourse[] = [];
  for (const [index, course] of courses.entries()) {
    // One millisecond apart, so "oldest first" among equally liked courses keeps the carousel's order.
    imported.push(await importCourse(deps, course, undefined, start + index));
  }
  return imported;
}

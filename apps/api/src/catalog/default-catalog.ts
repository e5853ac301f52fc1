import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The course folders shipped with the app (decision D4): apps/api/catalog/<nn-topic>/manifest.json. */
export const DEFAULT_CATALOG_DIR = fileURLToPath(new URL('../../catalog', import.meta.url));

/** The default catalogue's course folders in their intended order (the numeric prefix of each folder). */
export async function listDefaultCourseFolders(root: string = DEFAULT_CATALOG_DIR): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => path.join(root, name));
}

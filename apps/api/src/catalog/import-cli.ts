// `npm run catalog:import -w @devlearn/api -- <folder> [more folders...]`: imports course folders (manifest
// plus files, see course-manifest.ts) into the configured database and media folder, with a progress bar.
import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import dotenv from 'dotenv';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { mediaStoreFor } from '../media/media.plugin.js';
import { CourseAlreadyExistsError, importCourseFolder } from './course-importer.js';
import { CourseManifestError } from './course-manifest.js';

const USAGE = 'usage: npm run catalog:import -- <course-folder> [more course folders...]';

// npm runs workspace scripts inside apps/api; INIT_CWD is where the operator typed the command, so folders,
// `.env` and the default ./data resolve exactly as they do for `npm start` run from the same place.
const baseDir = process.env.INIT_CWD ?? process.cwd();

async function main(folders: string[]): Promise<number> {
  if (folders.length === 0 || folders.some((arg) => arg === '-h' || arg === '--help')) {
    console.error(USAGE);
    return folders.length === 0 ? 2 : 0;
  }
  dotenv.config({ path: path.join(baseDir, '.env'), quiet: true });
  const config = loadConfig(process.env, baseDir);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'devlearn.sqlite'),
  });
  const media = mediaStoreFor(config);
  let failures = 0;
  try {
    await migrateToLatest(database.db, database.dialect);
    for (const folder of folders.map((given) => path.resolve(baseDir, given))) {
      const bar = new SingleBar(
        {
          format: ' {bar} {percentage}% | {value}/{total} | {step}',
          hideCursor: true,
          clearOnComplete: false,
        },
        Presets.shades_classic,
      );
      let started = false;
      try {
        const imported = await importCourseFolder({ db: database.db, media }, folder, (progress) => {
          if (!started) {
            console.log(`Importing "${progress.course}" from ${folder}`);
            bar.start(progress.total, 0, { step: progress.step });
            started = true;
          }
          bar.update(progress.done, { step: progress.step });
        });
        bar.stop();
        console.log(
          `Imported "${imported.title}" (${imported.lessonIds.length} lessons) as course ${imported.courseId}`,
        );
      } catch (error) {
        if (started) bar.stop();
        failures += 1;
        if (error instanceof CourseManifestError || error instanceof CourseAlreadyExistsError) {
          console.error(`\n${error.message}`);
        } else {
          console.error(`\nImport of ${folder} failed: ${(error as Error).message}`);
        }
      }
    }
  } finally {
    await database.close();
  }
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));

// `npm run media:sweep`: the operator's orphan sweep (ADR 0123), the background sweep's work run once over the
// whole store: stored images older than an hour that no row names are removed, at most 1,000 per command.
import path from 'node:path';
import dotenv from 'dotenv';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { mediaStoreFor } from './media.plugin.js';
import { MEDIA_SWEEP, sweepOrphanedMedia } from './media-sweep.js';

const USAGE = 'usage: npm run media:sweep';

// As for the catalogue import: `.env` and the default ./data resolve from where the operator typed the command.
const baseDir = process.env.INIT_CWD ?? process.cwd();

async function main(args: string[]): Promise<number> {
  if (args.length > 0) {
    console.error(USAGE);
    return args.some((arg) => arg === '-h' || arg === '--help') ? 0 : 2;
  }
  dotenv.config({ path: path.join(baseDir, '.env'), quiet: true });
  const config = loadConfig(process.env, baseDir);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'devlearn.sqlite'),
  });
  const media = mediaStoreFor(config);
  try {
    await migrateToLatest(database.db, database.dialect);
    let after: string | undefined;
    let listed = 0;
    let removed = 0;
    do {
      const result = await sweepOrphanedMedia(
        { db: database.db, media },
        { after, maxRemoved: MEDIA_SWEEP.maxRemoved - removed },
      );
      listed += result.listed;
      removed += result.removed.length;
      after = result.next;
    } while (after !== undefined && removed < MEDIA_SWEEP.maxRemoved);
    console.log(`Looked at ${listed} stored files in ${media.root}; removed ${removed} that no row names.`);
    if (after !== undefined) console.log('More may remain: run the command again.');
    return 0;
  } catch (error) {
    console.error(`Media sweep failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

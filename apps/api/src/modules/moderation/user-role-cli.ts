// `npm run user:role -- <email> <learner|moderator>`: the operator grants or takes back the moderator role
// (issue 42). The person's next page load shows the moderation page; their token needs no change, as the role is
// read from the store on every moderation call.
import path from 'node:path';
import dotenv from 'dotenv';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { UserRole } from '../../db/schema.js';
import { createModerationRepository } from './moderation.repository.js';

const USAGE = 'usage: npm run user:role -- <email> <learner|moderator>';
const ROLES: readonly UserRole[] = ['learner', 'moderator'];

// As for the catalogue import: `.env` and the default ./data resolve from where the operator typed the command.
const baseDir = process.env.INIT_CWD ?? process.cwd();

async function main(args: string[]): Promise<number> {
  const [email, role, ...rest] = args;
  if (!email || !role || rest.length > 0 || !ROLES.includes(role as UserRole)) {
    console.error(USAGE);
    return args.some((arg) => arg === '-h' || arg === '--help') ? 0 : 2;
  }
  dotenv.config({ path: path.join(baseDir, '.env'), quiet: true });
  const config = loadConfig(process.env, baseDir);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'devlearn.sqlite'),
  });
  try {
    await migrateToLatest(database.db, database.dialect);
    const moderation = createModerationRepository(database.db, database.dialect);
    if (!(await moderation.setRole(email, role as UserRole))) {
      console.error(`No account with the email ${email}.`);
      return 1;
    }
    console.log(`${email} is now a ${role}.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

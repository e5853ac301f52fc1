import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.js';
import { newId } from '../db/ids.js';

// `npm run media:sweep` (ADR 0123): the operator's run of the orphan sweep over the configured store.

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'media-sweep-cli.ts');
const tsx = path.join(import.meta.dirname, '../../../../node_modules/.bin/tsx');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-sweep-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function sweep(...args: string[]) {
  // The CLI uses SQLite in its own data folder here, whatever the test run's database.
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'c'.repeat(40) };
  return run(tsx, [cli, ...args], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run media:sweep', () => {
  it('removes an old file no row names and keeps an avatar a user has', async () => {
    expect((await sweep()).code).toBe(0); // creates and migrates the store
    const media = path.join(dataDir, 'media');
    await mkdir(media, { recursive: true });
    const orphan = `${'a'.repeat(24)}.jpg`;
    const avatar = `${'b'.repeat(24)}.png`;
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const key of [orphan, avatar]) {
      await writeFile(path.join(media, key), 'image bytes');
      await utimes(path.join(media, key), twoHoursAgo, twoHoursAgo);
    }
    const database = openDatabase({
      databaseUrl: undefined,
      sqliteFile: path.join(dataDir, 'devlearn.sqlite'),
    });
    try {
      const now = Date.now();
      await database.db
        .insertInto('users')
        .values({
          id: newId(),
          username: 'sweep_owner',
          email: 'sweep_owner@example.com',
          password_hash: null,
          google_sub: null,
          email_verified: 1,
          first_name: '',
          last_name: '',
          avatar_key: avatar,
          avatar_id: newId(),
          created_at: now,
          updated_at: now,
        })
        .execute();
    } finally {
      await database.close();
    }

    const result = await sweep();
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/removed 1 that no row names/);
    expect(existsSync(path.join(media, orphan))).toBe(false);
    expect(existsSync(path.join(media, avatar))).toBe(true);
  });

  it('prints its usage when given arguments', async () => {
    const result = await sweep('--everything');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: npm run media:sweep');
  });
});

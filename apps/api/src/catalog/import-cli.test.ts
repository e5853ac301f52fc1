import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG_DIR } from './default-catalog.js';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'import-cli.ts');
const tsx = path.join(import.meta.dirname, '../../../../node_modules/.bin/tsx');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'catalog-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function importFolders(...folders: string[]) {
  // The CLI always uses SQLite in its own data folder here, whatever the test run's database.
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'cli-test' };
  return run(tsx, [cli, ...folders], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run catalog:import -- <folder>', () => {
  it('imports a course folder and says so', async () => {
    const result = await importFolders(path.join(DEFAULT_CATALOG_DIR, '02-html'));
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /Imported "HTML: The Structure of the Web" \(4 lessons\) as course [a-f0-9]{24}/,
    );
  });

  it('fails with every problem of a bad manifest listed', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'bad-course-'));
    await writeFile(
      path.join(folder, 'manifest.json'),
      JSON.stringify({ title: 'Bad', lessons: [{ video: 'x.avi' }] }),
    );
    const result = await importFolders(folder);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('is not a valid course manifest');
    expect(result.stderr).toContain('- subTitle must be a non-empty string');
    expect(result.stderr).toContain('- lessons[0].video must be one of .mp4, .webm (got "x.avi")');
  });

  it('prints its usage without a folder', async () => {
    const result = await importFolders();
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: npm run catalog:import -- <course-folder>');
  });
});

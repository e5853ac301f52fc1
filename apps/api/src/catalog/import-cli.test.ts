import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPgClient } from '../../test/build-test-app.js';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.js';
import { postgresAnswers, SCALE_OUT_DATABASE_URL } from '../../test/services.js';
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
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'c'.repeat(40) };
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

// Issue "Production runtime" point 6: the operator's import keeps working when the store is PostgreSQL and the
// media live in an S3-compatible bucket (the machine's PostgreSQL; skipped with a line when none answers).
const scaleOutSuite = 'npm run catalog:import against PostgreSQL and an S3 bucket';
const postgresUp = await postgresAnswers(SCALE_OUT_DATABASE_URL, scaleOutSuite);

describe.skipIf(!postgresUp)(scaleOutSuite, () => {
  const database = `devlearn_import_${randomBytes(5).toString('hex')}`;
  let s3: LocalS3;
  const admin = (statement: string) =>
    withPgClient(SCALE_OUT_DATABASE_URL, (client) => client.query(statement));
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('imports into the database and puts every file in the bucket, showing its progress', async () => {
    const url = new URL(SCALE_OUT_DATABASE_URL);
    url.pathname = `/${database}`;
    const env = {
      ...process.env,
      ...s3.env,
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      JWT_SECRET: 'c'.repeat(40),
    };
    const result = await run(tsx, [cli, path.join(DEFAULT_CATALOG_DIR, '02-html')], { env });
    expect(result.stdout).toContain('Importing "HTML: The Structure of the Web"');
    expect(result.stdout).toMatch(
      /Imported "HTML: The Structure of the Web" \(4 lessons\) as course [a-f0-9]{24}/,
    );

    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const lessons = await client.query<{ video_key: string }>('select video_key from lessons');
    await client.end();
    expect(lessons.rows).toHaveLength(4);
    const s3Client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: s3.env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
    });
    const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }));
    s3Client.destroy();
    const keys = (listed.Contents ?? []).map((object) => object.Key);
    for (const { video_key } of lessons.rows) expect(keys).toContain(video_key);
  });
});

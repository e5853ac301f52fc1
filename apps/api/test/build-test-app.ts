import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig, type Env } from '../src/config.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Closes the app, then drops its PostgreSQL schema or removes its data folder. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra settings as environment variables (e.g. SMTP_URL, GOOGLE_CLIENT_ID). */
  env?: Env;
  /** Direct config changes after loading (e.g. webDistDir pointing at a fake build). */
  config?: Partial<AppConfig>;
  /** A logger to capture what the server logs (tests of logging); silent by default. */
  logger?: FastifyServerOptions['logger'];
}

/** The scrypt cost (log2 N) of the test suites; production's default is 17 (config.ts). */
export const TEST_PASSWORD_HASH_COST = '14';

/** Set to run the whole suite against PostgreSQL, e.g. postgres://postgres@127.0.0.1:5432/test. */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** Runs `work` with a connected client of `url`, closing it afterwards. */
export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Test files run side by side, each in a schema of its own, in one database. Migrating looks at every schema's
// tables (Kysely's introspection resolves each table by name) and fails with "schema ... does not exist" when
// another file drops its schema meanwhile, or with "column ... does not exist" when another file drops a column
// (a migration test running a down); so a schema is made and migrated, altered, or dropped by one file at a time.
const SCHEMA_CHANGE_LOCK = 7_331_024;

/**
 * Runs `work` while no other test file makes, migrates, alters or drops a schema (see SCHEMA_CHANGE_LOCK); on
 * SQLite it just runs it. For a test that migrates by itself, or runs a migration's down and up.
 */
export function whileNoSchemaChanges<T>(work: () => Promise<T>): Promise<T> {
  return TEST_DATABASE_URL ? changingSchemas(TEST_DATABASE_URL, work) : work();
}

/**
 * Runs `work` while holding the lock on schema changes of the test database (see SCHEMA_CHANGE_LOCK), with the
 * client that holds it (for the CREATE or DROP itself).
 */
async function changingSchemas<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withPgClient(url, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_CHANGE_LOCK]);
    }
  });
}

/**
 * Builds the real app on a fresh, migrated database of its own: a SQLite file in a new temporary data folder,
 * or (with TEST_DATABASE_URL) a new PostgreSQL schema. Each call is isolated, so test files run in parallel.
 * Use `app.inject`; nothing listens on a port.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'devlearn-api-test-'));
  const schema = TEST_DATABASE_URL ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config: AppConfig = {
    ...loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-for-signing-access-tokens',
      // Behaviour, not hashing strength, is under test here: 16 MiB hashes instead of production's 128 MiB.
      PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
      APP_ORIGIN: 'http://localhost:5173',
      LOG_LEVEL: 'silent',
      MAIL_FROM: 'DevLearn <no-reply@devlearn.test>',
      DATABASE_URL: TEST_DATABASE_URL,
      ...options.env,
    }),
    ...options.config,
  };
  // Every answer of every suite is also checked against JSON.stringify: a contract schema that would drop or
  // change a field the handler returns fails the test that reads it.
  const build = async (client?: pg.Client) => {
    if (client && schema) await client.query(`CREATE SCHEMA ${schema}`);
    const built = await buildApp(config, {
      logger: options.logger ?? false,
      postgresSchema: schema,
      checkResponseSerialisation: true,
    });
    await built.ready();
    return built;
  };
  const app = TEST_DATABASE_URL ? await changingSchemas(TEST_DATABASE_URL, build) : await build();
  return {
    app,
    config,
    async close() {
      await app.close();
      if (TEST_DATABASE_URL && schema) {
        await changingSchemas(TEST_DATABASE_URL, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

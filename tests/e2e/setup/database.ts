import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The run's PostgreSQL database when E2E_DATABASE_URL names a server (any database on it, e.g.
 * postgres://postgres@127.0.0.1:5432/postgres): a fresh database is created for the run and dropped after.
 */
export interface RunDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createRunDatabase(serverUrl: string): Promise<RunDatabase> {
  const name = `devlearn_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPostgresUrl, loadConfig } from './config.js';

describe('loadConfig (D3)', () => {
  let cwd: string;
  beforeEach(async () => {
    cwd = await mkdtemp(path.join(os.tmpdir(), 'devlearn-config-'));
  });
  afterEach(async () => {
    await rm(cwd, { recursive: true, force: true });
  });

  it('defaults to port 3000, ./data, SQLite, a local origin and Google off', () => {
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.join(cwd, 'data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appOrigin).toBe('http://localhost:3000');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.google).toEqual({
      clientId: undefined,
      clientSecret: undefined,
      issuer: 'https://accounts.google.com',
    });
    expect(config.logLevel).toBe('info');
    expect(config.healthCheckReuseMs).toBe(1000);
  });

  it('builds the default origin from PORT and drops a trailing slash from APP_ORIGIN', () => {
    expect(loadConfig({ PORT: '8080' }, cwd).appOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ APP_ORIGIN: 'https://learn.example/' }, cwd).appOrigin).toBe('https://learn.example');
  });

  it('generates JWT_SECRET once into the data folder and keeps it across restarts', async () => {
    const first = loadConfig({}, cwd);
    const second = loadConfig({}, cwd);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect((await readFile(path.join(cwd, 'data', 'jwt-secret'), 'utf8')).trim()).toBe(first.jwtSecret);
    const given = 'g'.repeat(32);
    expect(loadConfig({ JWT_SECRET: given }, cwd).jwtSecret).toBe(given);
  });

  it('refuses a JWT_SECRET shorter than 32 bytes, and keeps the data folder private (issue 16.7)', async () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' }, cwd)).toThrow(/at least 32 bytes/);
    const dataDir = path.join(cwd, 'private-data');
    loadConfig({ DATA_DIR: dataDir }, cwd);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, cwd)).toThrow(/PORT/);
  });

  it('takes HEALTH_CHECK_REUSE_MS in whole milliseconds from 0 to 60000', () => {
    expect(loadConfig({ HEALTH_CHECK_REUSE_MS: '0' }, cwd).healthCheckReuseMs).toBe(0);
    for (const value of ['-1', '1.5', 'soon', '60001']) {
      expect(() => loadConfig({ HEALTH_CHECK_REUSE_MS: value }, cwd)).toThrow(/HEALTH_CHECK_REUSE_MS/);
    }
  });

  it('recognises PostgreSQL URLs only', () => {
    expect(isPostgresUrl('postgres://postgres@127.0.0.1:5432/test')).toBe(true);
    expect(isPostgresUrl('postgresql://db/app')).toBe(true);
    expect(isPostgresUrl('file:./data/devlearn.sqlite')).toBe(false);
    expect(isPostgresUrl(undefined)).toBe(false);
  });
});

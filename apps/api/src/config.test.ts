import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
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

  it('refuses a JWT_SECRET shorter than 32 bytes, and keeps the data folder private (ADR 0089)', async () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' }, cwd)).toThrow(/at least 32 bytes/);
    const dataDir = path.join(cwd, 'private-data');
    loadConfig({ DATA_DIR: dataDir }, cwd);
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
  });

  it('replaces an empty jwt-secret file with a strong one, mode 0600, and keeps it across restarts', async () => {
    const dataDir = path.join(cwd, 'data');
    await mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, 'jwt-secret');
    await writeFile(file, '\n', { mode: 0o644 });
    const config = loadConfig({}, cwd);
    expect(Buffer.byteLength(config.jwtSecret)).toBeGreaterThanOrEqual(32);
    expect((await readFile(file, 'utf8')).trim()).toBe(config.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, cwd).jwtSecret).toBe(config.jwtSecret);
    // No temporary file is left beside it.
    expect(await readdir(dataDir)).toEqual(['jwt-secret']);
  });

  it('stops the start on a short jwt-secret file, saying what to do, and leaves the file alone', async () => {
    const dataDir = path.join(cwd, 'data');
    await mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, 'jwt-secret');
    await writeFile(file, 'only-twenty-bytes-xx\n');
    expect(() => loadConfig({}, cwd)).toThrow(
      /jwt-secret holds a secret of 20 bytes; it must be at least 32/,
    );
    expect(await readFile(file, 'utf8')).toBe('only-twenty-bytes-xx\n');
    // JWT_SECRET, when set, is used instead of the file.
    expect(loadConfig({ JWT_SECRET: 'k'.repeat(32) }, cwd).jwtSecret).toBe('k'.repeat(32));
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

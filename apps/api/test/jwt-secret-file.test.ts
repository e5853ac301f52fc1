import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/auth/access-tokens.js';
import { purposeKey } from '../src/auth/purpose-keys.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { createSignedInUser } from './signed-in-user.js';

// The attack: a data folder whose jwt-secret file is empty. If the empty string were the secret, anyone could
// derive the access-token key and sign a token for any user.
describe('an empty $DATA_DIR/jwt-secret file', () => {
  let dataDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'devlearn-empty-secret-'));
    await writeFile(path.join(dataDir, 'jwt-secret'), '', { mode: 0o644 });
    testApp = await buildTestApp({ env: { DATA_DIR: dataDir, JWT_SECRET: '' } });
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('does not sign with the empty secret: a token made from it is refused with 401', async () => {
    const victim = await createSignedInUser(testApp.app);
    const forged = await createAccessTokens(purposeKey('', 'access-token')).issue(victim.id);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/self',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, success: false, data: null });
    // The server's own token for the same user still works.
    const own = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/self',
      headers: victim.headers,
    });
    expect(own.statusCode).toBe(200);
  });

  it('is replaced by a strong secret that only its owner can read', async () => {
    const file = path.join(dataDir, 'jwt-secret');
    const secret = (await readFile(file, 'utf8')).trim();
    expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(32);
    expect(secret).toBe(testApp.config.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/accounts.js';
import { buildTestApp, TEST_PASSWORD_HASH_COST } from '../../test/build-test-app.js';
import { loadConfig } from '../config.js';
import {
  DEFAULT_PASSWORD_HASH_COST,
  hashPassword,
  needsRehash,
  setPasswordHashCost,
  verifyPassword,
} from './passwords.js';

// ADR 0089: OWASP's scrypt minimum by default, and old hashes redone at the next sign-in.
describe('password hashing', () => {
  afterEach(() => setPasswordHashCost(Number(TEST_PASSWORD_HASH_COST)));

  it('uses scrypt N=2^17, r=8, p=1 unless PASSWORD_HASH_COST says otherwise', () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(17);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/devlearn-cost' }).passwordHashCost).toBe(
      17,
    );
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), PASSWORD_HASH_COST: '8' })).toThrow(
      /PASSWORD_HASH_COST/,
    );
  });

  it('makes hashes that carry their parameters and verify as typed', async () => {
    setPasswordHashCost(12);
    const stored = await hashPassword(' typed as is ');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 12), '8', '1']);
    expect(await verifyPassword(' typed as is ', stored)).toBe(true);
    expect(await verifyPassword('typed as is', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    setPasswordHashCost(13);
    expect(needsRehash(stored)).toBe(true);
  });

  it('redoes a hash of an older cost at the next sign-in', async () => {
    const testApp = await buildTestApp();
    try {
      setPasswordHashCost(10);
      const weak = await hashPassword(PASSWORD);
      setPasswordHashCost(Number(TEST_PASSWORD_HASH_COST));
      const email = 'rehash@example.com';
      await testApp.app.db
        .insertInto('users')
        .values({
          id: 'a'.repeat(24),
          username: 'rehash',
          email,
          password_hash: weak,
          google_sub: null,
          email_verified: 1,
          first_name: '',
          last_name: '',
          avatar_key: null,
          avatar_id: null,
          created_at: Date.now(),
          updated_at: Date.now(),
        })
        .execute();
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const row = await testApp.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.password_hash?.split('$')[1]).toBe(String(2 ** Number(TEST_PASSWORD_HASH_COST)));
      expect(await verifyPassword(PASSWORD, row.password_hash)).toBe(true);
    } finally {
      await testApp.close();
    }
  });
});

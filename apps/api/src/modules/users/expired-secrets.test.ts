import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';
import { pruneExpiredSecrets } from './expired-secrets.js';

describe('pruning expired secrets (ADR 0089)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('deletes expired, revoked and spent rows and keeps the live ones', async () => {
    const { db } = testApp.app;
    const user = await createSignedInUser(testApp.app);
    const now = Date.now();
    const token = (id: string, expires: number, revoked: number | null, used: number | null = null) => ({
      id,
      user_id: user.id,
      family_id: 'family',
      token_hash: `hash-${id}`,
      expires_at: expires,
      used_at: used,
      revoked_at: revoked,
      created_at: now - 1000,
    });
    await db
      .insertInto('refresh_tokens')
      .values([
        token('expired', now - 1, null),
        token('revoked', now + 60_000, now - 5),
        token('used-live', now + 60_000, null, now - 5),
        token('live', now + 60_000, null),
      ])
      .execute();
    const link = (hash: string, expires: number, used: number | null) => ({
      token_hash: hash,
      user_id: user.id,
      email: user.email,
      expires_at: expires,
      used_at: used,
    });
    await db
      .insertInto('email_verifications')
      .values([
        link('v-old', now - 1, null),
        link('v-used', now + 60_000, now),
        link('v-live', now + 60_000, null),
      ])
      .execute();
    await db
      .insertInto('password_resets')
      .values([link('r-old', now - 1, null), link('r-live', now + 60_000, null)])
      .execute();
    await db
      .insertInto('password_otps')
      .values({
        user_id: user.id,
        email: user.email,
        otp_hash: 'x',
        expires_at: now - 1,
        attempts: 0,
        sent_at: now,
      })
      .execute();

    const landing = (hash: string, expires: number, used: number | null) => ({
      access_code_hash: hash,
      refresh_code_hash: `${hash}-refresh`,
      user_id: user.id,
      family_id: `family-${hash}`,
      signed_in_at: now - 1000,
      expires_at: expires,
      used_at: used,
    });
    await db
      .insertInto('google_landings')
      .values([
        landing('g-old', now - 1, null),
        landing('g-used-live', now + 30_000, now - 5),
        landing('g-live', now + 30_000, null),
      ])
      .execute();

    expect(await pruneExpiredSecrets(db, now)).toBe(7);
    const ids = (await db.selectFrom('refresh_tokens').select('id').where('user_id', '=', user.id).execute())
      .map((row) => row.id)
      .sort();
    expect(ids).toEqual(['live', 'used-live']);
    const links = await db
      .selectFrom('email_verifications')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(links.map((row) => row.token_hash)).toEqual(['v-live']);
    const resets = await db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(resets.map((row) => row.token_hash)).toEqual(['r-live']);
    expect(await db.selectFrom('password_otps').selectAll().where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    // A spent landing code stays until it expires: a second use of it must still be recognised (ADR 0110).
    const landings = await db
      .selectFrom('google_landings')
      .select('access_code_hash')
      .where('user_id', '=', user.id)
      .orderBy('access_code_hash')
      .execute();
    expect(landings.map((row) => row.access_code_hash)).toEqual(['g-live', 'g-used-live']);
  });
});

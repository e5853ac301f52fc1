import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { multipartBody } from '../../../test/multipart.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { createUsersRepository } from '../users/users.repository.js';
import { createAvatarRepository, type AvatarRepository } from './avatar.repository.js';
import { createAvatarService } from './avatar.service.js';

// ADR 0122: avatar uploads of one user that race each other leave exactly one avatar file, the one the row
// names; the replaced one and every one the row never took are removed.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const square = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .toBuffer();

async function upload(user: SignedInUser) {
  const body = await multipartBody({
    avatar: { bytes: await square(), type: 'image/png', filename: 'a.png' },
  });
  return testApp.app.inject({
    method: 'PATCH',
    url: '/api/v1/users/update-avatar',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
}

const storedFiles = async () => new Set(await readdir(path.join(testApp.config.dataDir, 'media')));

async function avatarKeyOf(user: SignedInUser): Promise<string | null> {
  const row = await testApp.app.db
    .selectFrom('users')
    .select('avatar_key')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.avatar_key;
}

async function addedSince(before: Set<string>): Promise<string[]> {
  return [...(await storedFiles())].filter((file) => !before.has(file)).sort();
}

describe('parallel avatar uploads (ADR 0122)', () => {
  it('six parallel uploads leave exactly one avatar file, the one the row names', async () => {
    const user = await createSignedInUser(testApp.app);
    expect((await upload(user)).statusCode).toBe(200);
    const first = await avatarKeyOf(user);
    const before = await storedFiles();
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(user)));
    // The image queue takes two images of a user at once; the others are told to retry (ADR 0121).
    for (const answer of answers) expect([200, 429]).toContain(answer.statusCode);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(2);
    const kept = await avatarKeyOf(user);
    expect(kept).not.toBe(first);
    expect(await addedSince(before)).toEqual([kept]);
    expect((await storedFiles()).has(first!)).toBe(false);
  });

  it('an upload that read the old avatar and writes after another upload removes the one it replaced', async () => {
    const user = await createSignedInUser(testApp.app);
    const before = await storedFiles();
    const repository = createAvatarRepository(testApp.app.db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const avatars: AvatarRepository = {
      ...repository,
      async swap(userId, replacing, changes) {
        await gate;
        return repository.swap(userId, replacing, changes);
      },
    };
    const slow = createAvatarService({
      users: createUsersRepository(testApp.app.db),
      avatars,
      now: Date.now,
    });
    const late = slow.replace(user.id, { bytes: await square(), mimetype: 'image/png' }, testApp.app.media);
    // The slow upload has stored its file and waits to write the row; another upload goes first.
    await expect.poll(async () => (await addedSince(before)).length, { timeout: 10_000 }).toBe(1);
    expect((await upload(user)).statusCode).toBe(200);
    release();
    const lateKey = await late;
    expect(await avatarKeyOf(user)).toBe(lateKey);
    expect(await addedSince(before)).toEqual([lateKey]);
  });
});

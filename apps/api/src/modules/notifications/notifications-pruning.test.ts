import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';
import { newId } from '../../db/ids.js';
import { createNotificationsRepository, type NewNotification } from './notifications.repository.js';
import { NOTIFICATIONS_KEPT_PER_PERSON } from './notifications.service.js';

// ADR 0172: what one person's notifications can grow to is bounded.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('notification pruning (ADR 0172)', () => {
  it("keeps each person's newest notifications and takes the pruned unread ones off the count", async () => {
    const { app } = testApp;
    const repository = createNotificationsRepository(app.db);
    const [flooded, actor, quiet] = await Promise.all([
      createSignedInUser(app),
      createSignedInUser(app),
      createSignedInUser(app),
    ]);
    const extra = 7;
    const item = (userId: string, index: number): NewNotification => ({
      id: newId(),
      userId,
      kind: 'mention',
      actorId: actor.id,
      excerpt: `mention ${index}`,
      mail: false,
    });
    // Oldest first, a millisecond apart; the oldest three of the flooded person's are read.
    const start = Date.now() - 10 * 60 * 1000;
    for (let index = 0; index < NOTIFICATIONS_KEPT_PER_PERSON + extra; index += 1) {
      await repository.insertMany([item(flooded.id, index)], start + index);
    }
    await repository.insertMany([item(quiet.id, 0)], start);
    const firstThree = await app.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', flooded.id)
      .orderBy('created_at')
      .limit(3)
      .execute();
    for (const { id } of firstThree) await repository.markRead(flooded.id, id, Date.now());
    const before = await repository.unread(flooded.id);
    expect(before.unread).toBe(NOTIFICATIONS_KEPT_PER_PERSON + extra - 3);

    expect(await app.notifications.pruneNotifications()).toBe(extra);

    const kept = await app.db
      .selectFrom('notifications')
      .select(['excerpt'])
      .where('user_id', '=', flooded.id)
      .orderBy('created_at')
      .execute();
    expect(kept).toHaveLength(NOTIFICATIONS_KEPT_PER_PERSON);
    expect(kept[0]?.excerpt).toBe(`mention ${extra}`);
    expect(kept.at(-1)?.excerpt).toBe(`mention ${NOTIFICATIONS_KEPT_PER_PERSON + extra - 1}`);
    // Three read and four unread went: the count loses the four, and the bell's version moves.
    const after = await repository.unread(flooded.id);
    expect(after.unread).toBe(before.unread - (extra - 3));
    expect(after.version).toBeGreaterThan(before.version);
    // The bell agrees with the list.
    const bell = await app.inject({
      method: 'GET',
      url: '/api/v1/notifications/unread',
      headers: flooded.headers,
    });
    expect(bell.statusCode).toBe(200);
    expect(bell.json().data.unread).toBe(after.unread);
    // Someone under the bound keeps everything, and a second run has nothing to do.
    const quietCount = await app.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', quiet.id)
      .executeTakeFirstOrThrow();
    expect(Number(quietCount.n)).toBe(1);
    expect(await app.notifications.pruneNotifications()).toBe(0);
  });
});

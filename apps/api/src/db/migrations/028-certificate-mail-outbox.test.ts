import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileNoSchemaChanges, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';
import { certificateMailOutbox } from './028-certificate-mail-outbox.js';

describe('migration 028: the certificate mail outbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('leaves certificates issued before it out of the outbox: none is mailed again', async () => {
    // The table as 027 left it, with a certificate issued then (its mail went, or not, the old way).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was before 028
    const db = testApp.app.db as unknown as Kysely<any>;
    const migration = certificateMailOutbox();
    await whileNoSchemaChanges(async () => migration.down?.(db));
    const learner = await createSignedInUser(testApp.app);
    const course = await db.selectFrom('courses').select(['id', 'title']).executeTakeFirstOrThrow();
    const issuedAt = Date.now() - 10 * 60_000;
    await db
      .insertInto('certificates')
      .values({
        id: 'abcdefghijklmnopqrstuvwxyz',
        user_id: learner.id,
        course_id: course.id,
        learner_name: learner.username,
        course_title: course.title,
        issued_at: issuedAt,
      })
      .execute();

    await whileNoSchemaChanges(() => migration.up(db));

    expect(
      await db
        .selectFrom('certificates')
        .select(['mailed_at', 'mail_due_at', 'mail_attempts'])
        .where('id', '=', 'abcdefghijklmnopqrstuvwxyz')
        .executeTakeFirstOrThrow(),
    ).toEqual({ mailed_at: null, mail_due_at: null, mail_attempts: 0 });
    expect(await testApp.app.certificates.sweepMail(Date.now() + 60 * 60_000)).toBe(0);
  });
});

import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { newId } from '../ids.js';
import { mentionsAreNotLinks } from './029-mentions-are-not-links.js';

/** A mention as the renderer of ADR 0170 stored it, before 029. */
const oldMention = (username: string, written = username) =>
  `<a href="/dashboard/people/${username}" class="mention" data-mention="${username}">@${written}</a>`;
/** A mention as it is stored from 029 on (ADR 0186). */
const newMention = (username: string, written = username) =>
  `<span class="mention" data-mention="${username}">@${written}</span>`;

const OUTSIDE_LINK =
  '<a href="https://react.dev" target="_blank" rel="nofollow ugc noopener noreferrer">docs</a>';

describe('migration 029: a mention is a name, not a link', () => {
  let testApp: TestApp;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was before 029
  let db: Kysely<any>;
  let courseId: string;
  let lessonId: string;
  let reader: SignedInUser;
  beforeAll(async () => {
    testApp = await buildTestApp();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was before 029
    db = testApp.app.db as unknown as Kysely<any>;
    const lesson = await db
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select(['lessons.id as lessonId', 'courses.id as courseId'])
      .orderBy('courses.created_at')
      .executeTakeFirstOrThrow();
    ({ lessonId, courseId } = lesson);
    reader = await createSignedInUser(testApp.app);
    await enrol(reader);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function enrol(user: SignedInUser): Promise<void> {
    const enrolled = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/enrollment/${courseId}`,
      headers: user.headers,
    });
    expect(enrolled.statusCode, enrolled.body).toBeLessThan(300);
  }

  const storedHtml = async (id: string) =>
    (await db
      .selectFrom('comments')
      .select(['html', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as {
      html: string;
      updated_at: number | string;
    };

  it('rewrites the stored mention links of comments and replies into names, and nothing else', async () => {
    const migration = mentionsAreNotLinks();
    // The discussion as 028 left it (the app's own database is migrated to the newest; no comment holds a span).
    await migration.down?.(db);
    const suffix = Date.now().toString(36).slice(-6);
    const grace = `grace_${suffix}`;
    const ada = `ada.l${suffix}`;
    const at = Date.now() - 60_000;
    const row = (html: string, fields: { id?: string; parentId?: string; at?: number } = {}) => ({
      id: fields.id ?? newId(),
      lesson_id: lessonId,
      user_id: reader.id,
      body: 'as written',
      html,
      parent_id: fields.parentId ?? null,
      reply_count: 0,
      state: 'visible',
      created_at: fields.at ?? at,
      updated_at: fields.at ?? at,
    });
    const question = row(
      `<p>${oldMention(grace, grace.toUpperCase())} and <em>${oldMention(ada)}</em>, see <code>@${grace}</code> ` +
        `and ${OUTSIDE_LINK}</p>`,
      { at: at + 1 },
    );
    const reply = row(`<p>Thanks ${oldMention(grace)}!</p><ul>\n<li>${oldMention(ada)}</li>\n</ul>`, {
      parentId: question.id,
    });
    const untouched = row(`<p>No mention, <code>class="mention"</code> as text, and ${OUTSIDE_LINK}</p>`);
    // More than one page of the migration's reads, each with a mention.
    const many = Array.from({ length: 520 }, (_, index) => row(`<p>${oldMention(grace)} #${index}</p>`));
    await db.insertInto('comments').values([question, reply, untouched]).execute();
    await db.insertInto('comments').values(many).execute();

    await migration.up(db);

    expect(await storedHtml(question.id)).toEqual({
      html:
        `<p>${newMention(grace, grace.toUpperCase())} and <em>${newMention(ada)}</em>, see <code>@${grace}</code> ` +
        `and ${OUTSIDE_LINK}</p>`,
      updated_at: expect.anything(),
    });
    // The discussion's order (updated_at) is kept: the text did not change.
    expect(Number((await storedHtml(question.id)).updated_at)).toBe(at + 1);
    expect((await storedHtml(reply.id)).html).toBe(
      `<p>Thanks ${newMention(grace)}!</p><ul>\n<li>${newMention(ada)}</li>\n</ul>`,
    );
    expect((await storedHtml(untouched.id)).html).toBe(untouched.html);
    const rest = await db
      .selectFrom('comments')
      .select(['html'])
      .where(
        'id',
        'in',
        many.map((each) => each.id),
      )
      .execute();
    expect(rest).toHaveLength(520);
    expect(rest.filter((each: { html: string }) => each.html.includes('<a '))).toEqual([]);
    expect(
      await db.selectFrom('comments').select('id').where('html', 'like', '%/dashboard/people/%').execute(),
    ).toEqual([]);

    // What the API answers is what the renderer makes of the same text today.
    const graceUser = await createSignedInUser(testApp.app, { username: grace });
    await enrol(graceUser);
    const posted = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/c/comments/${lessonId}`,
      headers: reader.headers,
      payload: { comment: `Thanks @${grace}!` },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().data.html).toBe(`<p>Thanks ${newMention(grace)}!</p>`);
    const replies = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/c/comments/${question.id}/replies`,
      headers: reader.headers,
    });
    expect(replies.statusCode, replies.body).toBe(200);
    expect(replies.json().data.map((each: { html: string }) => each.html)).toEqual([
      `<p>Thanks ${newMention(grace)}!</p><ul>\n<li>${newMention(ada)}</li>\n</ul>`,
    ]);

    // Down puts the links back as they were; up again leaves the newest schema's data.
    await migration.down?.(db);
    expect((await storedHtml(question.id)).html).toBe(question.html);
    expect((await storedHtml(reply.id)).html).toBe(reply.html);
    await migration.up(db);
    expect((await storedHtml(reply.id)).html).toBe(
      `<p>Thanks ${newMention(grace)}!</p><ul>\n<li>${newMention(ada)}</li>\n</ul>`,
    );
  });
});

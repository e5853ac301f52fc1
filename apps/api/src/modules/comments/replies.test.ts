import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';

let testApp: TestApp;
let courseId: string;
let lessonId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const course = await testApp.app.db
    .selectFrom('courses')
    .select('id')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  courseId = course.id;
  const lesson = await testApp.app.db
    .selectFrom('lessons')
    .select('id')
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  lessonId = lesson.id;
});
afterAll(async () => {
  await testApp.close();
});

async function enrolledUser(username?: string): Promise<SignedInUser> {
  const user = await createSignedInUser(testApp.app, username ? { username } : {});
  await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/users/enrollment/${courseId}`,
    headers: user.headers,
  });
  return user;
}
function inject(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user: SignedInUser,
  payload?: object,
) {
  return testApp.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
}
const ask = async (user: SignedInUser, comment: string) =>
  (await inject('POST', `/c/comments/${lessonId}`, user, { comment })).json().data;
const answer = (user: SignedInUser, commentId: string, comment: string) =>
  inject('POST', `/c/comments/${commentId}/replies`, user, { comment });

describe('Markdown with code (issue 42)', () => {
  it('renders the CommonMark subset once, with the code highlighted on the server and the source kept', async () => {
    const ada = await enrolledUser();
    const source =
      'Why *twice*? See `useEffect`:\n\n```js\nconst a = 1;\n```\n\n> quoted\n\n- one\n- [docs](https://react.dev)';
    const comment = await ask(ada, source);
    expect(comment.comment).toBe(source);
    expect(comment.html).toContain('<em>twice</em>');
    expect(comment.html).toContain('<code>useEffect</code>');
    expect(comment.html).toContain(
      '<pre><code class="hljs language-js"><span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;',
    );
    expect(comment.html).toContain('<blockquote>');
    expect(comment.html).toContain(
      '<a href="https://react.dev" target="_blank" rel="nofollow ugc noopener noreferrer">docs</a>',
    );
  });

  it('never lets markup, scripts or script links through', async () => {
    const ada = await enrolledUser();
    const comment = await ask(
      ada,
      '<img src=x onerror=alert(1)> [x](javascript:alert(1)) <script>1</script>',
    );
    expect(comment.html).not.toMatch(/<img|<script|href="javascript/);
    expect(comment.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('previews what would be stored without storing it', async () => {
    const ada = await enrolledUser();
    const response = await inject('POST', '/comments/preview', ada, { comment: '**bold** `code`' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ html: '<p><strong>bold</strong> <code>code</code></p>' });
    expect((await inject('POST', '/comments/preview', ada, { comment: '  ' })).statusCode).toBe(422);
  });
});

describe('replies (issue 42)', () => {
  it('answers a comment one level deep, oldest first, counted on the comment', async () => {
    const ada = await enrolledUser();
    const grace = await enrolledUser();
    const question = await ask(ada, 'A question');
    const first = await answer(grace, question._id, 'First answer');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ parentId: question._id, replyCount: 0, state: 'visible' });
    // Answering a reply joins the same thread: still one level.
    const second = (await answer(ada, first.json().data._id, 'Thanks')).json().data;
    expect(second.parentId).toBe(question._id);

    const replies = (await inject('GET', `/c/comments/${question._id}/replies`, grace)).json().data;
    expect(replies.map((reply: { comment: string }) => reply.comment)).toEqual(['First answer', 'Thanks']);
    const threads = (await inject('GET', `/c/comments/${lessonId}`, grace)).json().data;
    const thread = threads.find((comment: { _id: string }) => comment._id === question._id);
    expect(thread.replyCount).toBe(2);
    // Top-level pages hold no replies.
    expect(threads.some((comment: { parentId: string | null }) => comment.parentId !== null)).toBe(false);
  });

  it('refuses a reply from someone not enrolled, and to an unknown comment', async () => {
    const ada = await enrolledUser();
    const question = await ask(ada, 'Anyone?');
    const visitor = await createSignedInUser(testApp.app);
    expect((await answer(visitor, question._id, 'me')).statusCode).toBe(403);
    expect((await answer(ada, '0123456789abcdef01234567', 'me')).statusCode).toBe(404);
  });

  it('keeps a deleted comment with replies readable as deleted, and lets reply owners edit and delete', async () => {
    const ada = await enrolledUser();
    const grace = await enrolledUser();
    const question = await ask(ada, 'To be deleted');
    const reply = (await answer(grace, question._id, 'An answer')).json().data;
    expect((await inject('PATCH', `/c/comments/${reply._id}`, ada, { comment: 'not mine' })).statusCode).toBe(
      403,
    );
    const edited = await inject('PATCH', `/c/comments/${reply._id}`, grace, {
      comment: 'An *edited* answer',
    });
    expect(edited.json().data.html).toBe('<p>An <em>edited</em> answer</p>');

    expect((await inject('DELETE', `/c/comments/${question._id}`, ada)).statusCode).toBe(200);
    const threads = (await inject('GET', `/c/comments/${lessonId}`, grace)).json().data;
    expect(threads.find((comment: { _id: string }) => comment._id === question._id)).toMatchObject({
      state: 'deleted',
      comment: '',
      html: '',
      replyCount: 1,
    });
    // Its last reply going takes the deleted comment with it.
    expect((await inject('DELETE', `/c/comments/${reply._id}`, grace)).statusCode).toBe(200);
    const after = (await inject('GET', `/c/comments/${lessonId}`, grace)).json().data;
    expect(after.find((comment: { _id: string }) => comment._id === question._id)).toBeUndefined();
  });
});

describe('mentions (issue 42)', () => {
  it('offers the course’s people by prefix, to someone who can see the discussion', async () => {
    const suffix = Date.now().toString(36).slice(-5);
    const ada = await enrolledUser(`ada_${suffix}`);
    await enrolledUser(`grace_${suffix}`);
    await createSignedInUser(testApp.app, { username: `gracie_${suffix}` }); // not enrolled
    const found = await inject('GET', `/c/mentions/${courseId}?q=GRACE_${suffix}`, ada);
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((person: { username: string }) => person.username)).toEqual([
      `grace_${suffix}`,
    ]);
    const outsider = await createSignedInUser(testApp.app);
    expect((await inject('GET', `/c/mentions/${courseId}?q=g`, outsider)).statusCode).toBe(403);
  });

  it('marks a mention of someone who can see the discussion as their name, not a link (ADR 0186)', async () => {
    const suffix = Date.now().toString(36).slice(-5);
    const ada = await enrolledUser(`ada_m${suffix}`);
    const grace = await enrolledUser(`grace_m${suffix}`);
    const stranger = await createSignedInUser(testApp.app, { username: `stranger_${suffix}` });
    const comment = await ask(
      ada,
      `@${grace.username} and @${stranger.username}, look: \`@${grace.username}\``,
    );
    expect(comment.html).toBe(
      `<p><span class="mention" data-mention="${grace.username}">@${grace.username}</span>` +
        ` and @${stranger.username}, look: <code>@${grace.username}</code></p>`,
    );
    // Written in other capitals it keeps them, and names the person by their username; inside a link it is text.
    const shouted = await ask(
      ada,
      `*@${grace.username.toUpperCase()}* [@${grace.username}](https://react.dev)`,
    );
    expect(shouted.html).toBe(
      `<p><em><span class="mention" data-mention="${grace.username}">@${grace.username.toUpperCase()}</span></em> ` +
        `<a href="https://react.dev" target="_blank" rel="nofollow ugc noopener noreferrer">@${grace.username}</a></p>`,
    );
  });

  it('keeps a mention typed as markup text', async () => {
    const ada = await enrolledUser();
    const comment = await ask(ada, '<span class="mention" data-mention="root">@root</span>');
    expect(comment.html).toBe('<p>&lt;span class="mention" data-mention="root"&gt;@root&lt;/span&gt;</p>');
  });
});

// The discussions part (issue 42): a lesson with 1,000 comments and 5,000 replies against one with the same
// 1,000 comments and no replies (today's discussion), the notification list and unread count with a store of
// 1M notifications (SQLite), and what rendering Markdown with code costs a comment post.
// Run: `node bench/run.mjs discussions [--quick]` (quick: 20k notifications, figures not quotable).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { newId } from '../apps/api/src/db/ids.ts';
import { renderCommentMarkdown } from '../apps/api/src/rendering/comment-markdown.ts';
import { timeRead } from './growth/timed-reads.mjs';
import { benchConfig } from './lib/bench-config.mjs';
import { describeMachine } from './lib/machine.mjs';
import { writePartResult } from './lib/results.mjs';

const quick = process.argv.includes('--quick');
const settings = benchConfig.discussions;
const size = quick ? settings.quick : settings.full;
const BATCH = 400;

/** A comment a learner writes about code: a question, a fenced JavaScript block, a link. */
const CODE_COMMENT = [
  'Why does this effect run twice in development? I expected **one** call:',
  '',
  '```js',
  'import { useEffect, useState } from "react";',
  'export function Chat({ roomId }) {',
  '  const [messages, setMessages] = useState([]);',
  '  useEffect(() => {',
  '    const connection = createConnection(roomId);',
  '    connection.on("message", (m) => setMessages((all) => [...all, m]));',
  '    connection.connect();',
  '  }, [roomId]);',
  '  return <List items={messages} />;',
  '}',
  '```',
  '',
  'See [the docs](https://react.dev/learn/synchronizing-with-effects) and `StrictMode`.',
].join('\n');
const PLAIN_COMMENT =
  'Why does this effect run twice in development? I expected one call only, not two of them.';

async function insertInBatches(db, table, rows) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

function percentiles(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
  return { samples: sorted.length, p50Ms: +at(0.5).toFixed(3), p95Ms: +at(0.95).toFixed(3) };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'devlearn-discussions-'));
// One learner posts every timed comment: no per-user limit (ADR 0172).
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', COMMENT_POST_LIMIT: '0' });
const app = await buildApp(config, { logger: false, responseCache: false });
await app.ready();
const { db } = app;
const timing = { samples: settings.samplesPerRead, minSeconds: settings.minSecondsPerRead, warmup: 20 };

try {
  // People: a reader, and the writers of comments and notifications.
  const now = Date.now();
  const users = Array.from({ length: settings.users }, (_, index) => ({
    id: newId(),
    username: `bench_${index}`,
    email: `bench_${index}@example.com`,
    password_hash: null,
    google_sub: null,
    email_verified: 1,
    first_name: '',
    last_name: '',
    avatar_key: null,
    avatar_id: null,
    created_at: now,
    updated_at: now,
  }));
  await db.transaction().execute((trx) => insertInBatches(trx, 'users', users));
  const reader = users[0];
  const headers = { authorization: `Bearer ${await app.accessTokens.issue(reader.id)}` };
  const [flatLesson, threadedLesson] = await db
    .selectFrom('lessons')
    .select(['id', 'course_id'])
    .orderBy('id')
    .limit(2)
    .execute();
  await db
    .insertInto('enrollments')
    .values({
      user_id: reader.id,
      course_id: threadedLesson.course_id,
      enrolled_at: now,
      expires_at: now + 1e11,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();

  // Two discussions of the same 1,000 top-level comments; the second also holds 5,000 replies.
  const commentRows = (lessonId) =>
    Array.from({ length: settings.comments }, (_, index) => ({
      id: newId(),
      lesson_id: lessonId,
      user_id: users[index % users.length].id,
      body: PLAIN_COMMENT,
      html: `<p>${PLAIN_COMMENT}</p>`,
      created_at: now - index * 1000,
      updated_at: now - index * 1000,
    }));
  const flat = commentRows(flatLesson.id);
  const threads = commentRows(threadedLesson.id);
  const replies = Array.from({ length: settings.replies }, (_, index) => {
    const parent = threads[index % threads.length];
    return {
      id: newId(),
      lesson_id: threadedLesson.id,
      user_id: users[(index + 1) % users.length].id,
      body: PLAIN_COMMENT,
      html: `<p>${PLAIN_COMMENT}</p>`,
      parent_id: parent.id,
      created_at: parent.created_at + 1 + index,
      updated_at: parent.created_at + 1 + index,
    };
  });
  await db.transaction().execute(async (trx) => {
    await insertInBatches(trx, 'comments', flat);
    await insertInBatches(trx, 'comments', threads);
    await insertInBatches(trx, 'comments', replies);
  });
  const perThread = Math.ceil(settings.replies / settings.comments);
  await db
    .updateTable('comments')
    .set({ reply_count: perThread })
    .where(
      'id',
      'in',
      threads.map((row) => row.id),
    )
    .execute();

  // Notifications: `size.notifications` rows over every user; the reader holds `size.readerNotifications`.
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    let rows = [];
    for (let index = 0; index < size.notifications; index += 1) {
      const mine = index < size.readerNotifications;
      rows.push({
        id: newId(),
        user_id: mine ? reader.id : users[1 + (index % (users.length - 1))].id,
        kind: index % 3 === 0 ? 'mention' : 'reply',
        actor_id: users[(index + 7) % users.length].id,
        course_id: threadedLesson.course_id,
        lesson_id: threadedLesson.id,
        comment_id: threads[index % threads.length].id,
        thread_id: threads[index % threads.length].id,
        blog_id: null,
        group_key: null,
        excerpt: PLAIN_COMMENT,
        count: 1,
        created_at: now - index,
        read_at: index % 4 === 0 ? null : now,
        mail_state: 0,
      });
      if (rows.length === BATCH) {
        await trx.insertInto('notifications').values(rows).execute();
        rows = [];
      }
    }
    if (rows.length) await trx.insertInto('notifications').values(rows).execute();
    await trx
      .insertInto('notification_counters')
      .values({ user_id: reader.id, unread: Math.ceil(size.readerNotifications / 4), version: 1 })
      .execute();
  });
  const fillSeconds = (performance.now() - started) / 1000;

  const reads = {};
  for (const [name, url] of [
    ['first page, 1,000 comments (today)', `/api/v1/c/comments/${flatLesson.id}?limit=20`],
    ['first page, 1,000 comments + 5,000 replies', `/api/v1/c/comments/${threadedLesson.id}?limit=20`],
    ['a thread’s replies', `/api/v1/c/comments/${threads[0].id}/replies`],
    ['notification list (20)', '/api/v1/notifications'],
    ['unread count', '/api/v1/notifications/unread'],
  ]) {
    reads[name] = await timeRead(app, { name, url, signedIn: true }, headers, timing);
  }

  // Markdown: the renderer alone on a comment with code, and a comment post with and without code.
  for (let index = 0; index < 200; index += 1) renderCommentMarkdown(CODE_COMMENT);
  const renders = [];
  for (let index = 0; index < settings.renderSamples; index += 1) {
    const before = performance.now();
    renderCommentMarkdown(CODE_COMMENT);
    renders.push(performance.now() - before);
  }
  const post = async (comment) => {
    const durations = [];
    for (let index = 0; index < settings.postSamples; index += 1) {
      const before = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/c/comments/${threadedLesson.id}`,
        headers,
        payload: { comment },
      });
      durations.push(performance.now() - before);
      if (response.statusCode !== 201) throw new Error(`comment post answered ${response.statusCode}`);
    }
    return percentiles(durations);
  };
  const postPlain = await post(PLAIN_COMMENT);
  const postCode = await post(CODE_COMMENT);
  const render = percentiles(renders);

  const flatP95 = reads['first page, 1,000 comments (today)'].p95Ms;
  const threadedP95 = reads['first page, 1,000 comments + 5,000 replies'].p95Ms;
  const result = {
    date: new Date().toISOString(),
    machine: describeMachine(),
    quick,
    settings: { ...settings, size, fillSeconds: +fillSeconds.toFixed(1) },
    reads,
    markdown: { render, postPlain, postCode },
    firstPageRatio: +(threadedP95 / flatP95).toFixed(2),
    meetsTargets: {
      firstPage: threadedP95 / flatP95 <= settings.targets.maxFirstPageRatio,
      notifications:
        reads['notification list (20)'].p95Ms <= settings.targets.maxNotificationP95Ms &&
        reads['unread count'].p95Ms <= settings.targets.maxNotificationP95Ms,
      markdown: render.p95Ms <= settings.targets.maxMarkdownP95Ms,
    },
  };
  writePartResult('discussions', result);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

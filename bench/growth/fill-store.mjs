import { HOT_LESSON_INDEX } from './timed-reads.mjs';
import { withoutSecondaryIndexes } from './bulk-writers.mjs';
import { blogRows, commentRows, courseRows, idFor, userActivityRows, userRows } from './synthetic-rows.mjs';

// Grows a store step by step (1k -> 100k -> 1M): each step only adds the rows the previous one lacks, in
// chunks small enough for memory and large enough for fast transactions.

const BLOG_CHUNK = 50_000;
const COURSE_CHUNK = 10_000;
const COMMENT_CHUNK = 100_000;

export function emptyCounts() {
  return { users: 0, courses: 0, blogs: 0, comments: 0 };
}

async function inChunks(from, to, chunk, insertRange) {
  for (let start = from; start < to; start += chunk) await insertRange(start, Math.min(to, start + chunk));
}

const FILLED_TABLES = [
  'users',
  'courses',
  'lessons',
  'course_search',
  'enrollments',
  'blogs',
  'blog_likes',
  'blog_like_days',
  'comments',
];

/**
 * Adds rows until the store holds the step's sizes; returns the new counts and the seconds it took
 * (index rebuilds included).
 */
export async function fillToStep(writer, counts, step, settings, now) {
  const started = performance.now();
  const next = await withoutSecondaryIndexes(writer, FILLED_TABLES, () =>
    addRows(writer, counts, step, settings, now),
  );
  // The kept table sizes (migration 005), as the app's inserts would have moved them.
  for (const table of ['blogs', 'courses']) {
    await writer.run(
      `UPDATE row_counters SET value = (SELECT COUNT(*) FROM ${table}) WHERE name = '${table}'`,
    );
  }
  // Each user's kept blog counters (migration 010), as blog inserts and like toggles would have moved them.
  await writer.run(`
    UPDATE users SET
      blog_count = (SELECT COUNT(*) FROM blogs WHERE blogs.author_id = users.id),
      liked_blog_count = (SELECT COUNT(*) FROM blog_likes WHERE blog_likes.user_id = users.id)`);
  return { counts: next, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

async function addRows(writer, counts, step, settings, now) {
  const next = { ...counts };
  if (counts.users < settings.users) {
    await writer.insert(userRows(counts.users, settings.users, now));
    next.users = settings.users;
  }
  await inChunks(counts.courses, step.courses, COURSE_CHUNK, (from, to) =>
    writer.insert(courseRows(from, to, settings.lessonsPerCourse, now)),
  );
  next.courses = Math.max(counts.courses, step.courses);
  if (counts.courses === 0) {
    await writer.insert(userActivityRows(settings.users, step.courses, settings.lessonsPerCourse, now));
  }
  const blogOptions = {
    userCount: settings.users,
    maxLikes: settings.likesPerBlogMax,
    likeWindowDays: settings.likeWindowDays,
    now,
  };
  await inChunks(counts.blogs, step.blogs, BLOG_CHUNK, (from, to) =>
    writer.insert(blogRows(from, to, blogOptions)),
  );
  next.blogs = Math.max(counts.blogs, step.blogs);
  const commentOptions = { lessonId: idFor('lesson', HOT_LESSON_INDEX), userCount: settings.users, now };
  await inChunks(counts.comments, step.hotLessonComments, COMMENT_CHUNK, (from, to) =>
    writer.insert(commentRows(from, to, commentOptions)),
  );
  next.comments = Math.max(counts.comments, step.hotLessonComments);
  return next;
}

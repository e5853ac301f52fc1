import { createHash } from 'node:crypto';
import { withCourseCard } from '../../apps/api/src/modules/courses/course-presenter.ts';
import { toSearchDocumentText } from '../../apps/api/src/modules/search/course-search.ts';

// Synthetic rows for the growth benchmark, identical on both stores: ids are 24 hex characters spread like
// random ids (an md5 of table + index), and every other value comes from a seeded generator, so a run is
// reproducible and SQLite and PostgreSQL hold the same data.

const DAY_MS = 24 * 60 * 60 * 1000;
const TOPICS = [
  'React',
  'Vue',
  'Angular',
  'Svelte',
  'Node',
  'Deno',
  'Express',
  'Fastify',
  'CSS',
  'Tailwind',
  'HTML',
  'TypeScript',
  'JavaScript',
  'Python',
  'Django',
  'Rust',
  'Go',
  'Docker',
  'Kubernetes',
  'PostgreSQL',
  'MySQL',
  'SQLite',
  'Redis',
  'GraphQL',
  'Git',
  'Linux',
  'Webpack',
  'Vite',
  'Testing',
  'Accessibility',
];
const LEVELS = ['Basics', 'in Practice', 'Deep Dive', 'Patterns', 'from Scratch', 'for Teams'];
const LESSON_WORDS = ['Setup', 'Components', 'State', 'Routing', 'Forms', 'Data', 'Errors', 'Deploy'];
const CONTENT =
  '<p>The <strong>app</strong> router splits the work by route and streams each part. </p>'.repeat(4);

export function idFor(table, index) {
  return createHash('md5').update(`${table}:${index}`).digest('hex').slice(0, 24);
}

/** mulberry32: tiny, fast and seeded, so every batch is the same on every run. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (random, list) => list[Math.floor(random() * list.length)];

export function userRows(from, to, now) {
  const users = [];
  for (let i = from; i < to; i += 1) {
    users.push({
      id: idFor('user', i),
      username: `bench_user_${i}`,
      email: `bench_user_${i}@bench.example`,
      password_hash: null,
      google_sub: null,
      email_verified: 1,
      first_name: 'Bench',
      last_name: `User ${i}`,
      phone_number: '',
      avatar_key: null,
      avatar_id: null,
      created_at: now - 400 * DAY_MS + i,
      updated_at: now - 400 * DAY_MS + i,
    });
  }
  return { users };
}

/**
 * What each learner does besides blogging, so that per-user lookups search real tables: 3 enrolments, 2
 * favourites, 2 course likes and 3 lesson likes each, among the first `courseCount` courses. User 0 (the
 * reader of the timed reads) is enrolled in course 0, the hot course.
 */
export function userActivityRows(userCount, courseCount, lessonsPerCourse, now) {
  const enrollments = [];
  const favorites = [];
  const course_likes = [];
  const lesson_likes = [];
  const courseOf = (user, k) => (user * 7 + k * 131) % courseCount;
  for (let user = 0; user < userCount; user += 1) {
    const user_id = idFor('user', user);
    for (let k = 0; k < 3; k += 1) {
      const course = courseOf(user, k);
      enrollments.push({
        user_id,
        course_id: idFor('course', course),
        enrolled_at: now - k * DAY_MS,
        expires_at: now + 300 * DAY_MS,
      });
      lesson_likes.push({
        user_id,
        lesson_id: idFor('lesson', course * lessonsPerCourse + 1 + k),
        created_at: now - k * DAY_MS,
      });
    }
    for (let k = 0; k < 2; k += 1) {
      const course_id = idFor('course', courseOf(user, k + 3));
      favorites.push({ user_id, course_id, created_at: now - k * DAY_MS });
      course_likes.push({ user_id, course_id, created_at: now - k * DAY_MS });
    }
  }
  return { enrollments, favorites, course_likes, lesson_likes };
}

/** Courses with their lessons and search documents (course popularity is a synthetic counter). */
export function courseRows(from, to, lessonsPerCourse, now) {
  const random = seeded(from + 1);
  const courses = [];
  const lessons = [];
  const course_search = [];
  for (let i = from; i < to; i += 1) {
    const topic = TOPICS[i % TOPICS.length];
    const id = idFor('course', i);
    const title = `${topic} ${pick(random, LEVELS)} ${i}`;
    const subTitle = `Learn ${topic} step by step with short videos and exercises.`;
    const about = `A hands-on ${topic} course: ${pick(random, LESSON_WORDS).toLowerCase()} and more, for web developers.`;
    const lessonTitles = [];
    const lessonIds = [];
    for (let position = 1; position <= lessonsPerCourse; position += 1) {
      const lessonTitle = `${topic} ${LESSON_WORDS[(i + position) % LESSON_WORDS.length]} ${position}`;
      lessonTitles.push(lessonTitle);
      const lessonId = idFor('lesson', i * lessonsPerCourse + position);
      lessonIds.push(lessonId);
      lessons.push({
        id: lessonId,
        course_id: id,
        position,
        title: lessonTitle,
        sub_heading: `What ${lessonTitle.toLowerCase()} is for, in a few minutes.`,
        video_key: 'benchmark-video.mp4',
        duration_seconds: 60 + Math.floor(random() * 600),
        total_likes: 0,
      });
    }
    const card = withCourseCard({
      id,
      title,
      sub_title: subTitle,
      thumbnail_key: 'benchmark-thumbnail.jpg',
      thumbnail_srcset: null,
      lesson_count: lessonsPerCourse,
      lesson_ids: lessonIds.join(','),
    });
    courses.push({
      ...card,
      about,
      total_likes: Math.floor(random() * 500),
      created_at: now - Math.floor(random() * 365 * DAY_MS),
    });
    course_search.push({
      course_id: id,
      title: toSearchDocumentText(title),
      sub_title: toSearchDocumentText(subTitle),
      about: toSearchDocumentText(about),
      lesson_titles: toSearchDocumentText(lessonTitles.join(' ')),
    });
  }
  return { courses, lessons, course_search };
}

/** Blogs over the last year, each with 0..maxLikes likes from distinct users at times after it was written. */
export function blogRows(from, to, { userCount, maxLikes, likeWindowDays, now }) {
  const random = seeded(1_000_003 + from);
  const blogs = [];
  const blog_likes = [];
  // Trending's maintained ranking (migration 004), as the like toggle would have kept it.
  const blog_like_days = [];
  const windowStart = Math.floor(now / DAY_MS) - 6;
  for (let i = from; i < to; i += 1) {
    const id = idFor('blog', i);
    const createdAt = now - Math.floor(random() * 365 * DAY_MS);
    const likes = Math.floor(random() * (maxLikes + 1));
    const firstLiker = Math.floor(random() * userCount);
    const perDay = new Map();
    for (let k = 0; k < likes; k += 1) {
      const sinceWritten = Math.min(now - createdAt, likeWindowDays * DAY_MS);
      const likedAt = now - Math.floor(random() * sinceWritten);
      blog_likes.push({
        user_id: idFor('user', (firstLiker + k * 7919) % userCount),
        blog_id: id,
        created_at: likedAt,
      });
      const day = Math.floor(likedAt / DAY_MS);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    let trendingLikes = 0;
    for (const [day, count] of perDay) {
      blog_like_days.push({ blog_id: id, day, likes: count });
      if (day >= windowStart) trendingLikes += count;
    }
    blogs.push({
      id,
      author_id: idFor('user', Math.floor(random() * userCount)),
      heading: `${pick(random, TOPICS)} notes ${i}: what I learned this week`,
      sub_heading: 'Short notes on routing, rendering and the mistakes I made on the way.',
      content: CONTENT,
      category: pick(random, TOPICS),
      image_key: 'benchmark-image.jpg',
      total_likes: likes,
      trending_likes: trendingLikes,
      created_at: createdAt,
    });
  }
  return { blogs, blog_likes, blog_like_days };
}

/** Comments on one lesson (the hot discussion), spread over the last year. */
export function commentRows(from, to, { lessonId, userCount, now }) {
  const random = seeded(2_000_003 + from);
  const comments = [];
  for (let i = from; i < to; i += 1) {
    const createdAt = now - Math.floor(random() * 365 * DAY_MS);
    comments.push({
      id: idFor('comment', i),
      lesson_id: lessonId,
      user_id: idFor('user', Math.floor(random() * userCount)),
      body: `Comment ${i}: why does the effect run twice in development?`,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  return { comments };
}

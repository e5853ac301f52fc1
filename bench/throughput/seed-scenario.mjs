import sharp from 'sharp';
import { ApiCaller, publishBlog, signUpAndLogIn } from '../lib/api-calls.mjs';

const BLOGS = 24;
const COMMENTS = 30;
const SEARCH_QUERY = 'reac';

/**
 * Fills a fresh server through its own API with a small, realistic state (the seeded catalogue, two learners,
 * an enrolment, a discussion, blogs with likes) and returns the requests a learner's pages make most.
 */
export async function seedScenario(origin, sqliteFile) {
  const visitor = new ApiCaller(origin);
  const reader = await signUpAndLogIn(visitor, sqliteFile, 'bench_reader');
  const writer = await signUpAndLogIn(visitor, sqliteFile, 'bench_writer');

  const { courses } = await visitor.call('GET', '/courses?limit=8');
  if (courses.length === 0) throw new Error('the catalogue is empty: the server did not seed its courses');
  const course = await visitor.call('GET', `/courses/${courses[0]._id}`);
  const lessonId = course.syllabus[0]._id;
  await reader.api.call('POST', `/users/enrollment/${course._id}`);
  await writer.api.call('POST', `/users/enrollment/${course._id}`);

  for (let index = 0; index < COMMENTS; index += 1) {
    const author = index % 2 === 0 ? reader : writer;
    await author.api.call('POST', `/c/comments/${lessonId}`, {
      json: { comment: `Question ${index}: why does the effect run twice in development?` },
    });
  }

  const image = await sharp({ create: { width: 480, height: 270, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer();
  const blogIds = [];
  for (let index = 0; index < BLOGS; index += 1) {
    const author = index % 2 === 0 ? reader : writer;
    const blog = await publishBlog(author.api, image, index);
    blogIds.push(blog._id);
  }
  for (const blogId of blogIds.slice(0, BLOGS / 2)) await writer.api.call('POST', `/b/likes/${blogId}`);

  const bearer = (who) => ({ authorization: `Bearer ${who.token}` });
  const json = { 'content-type': 'application/json' };
  const reads = [
    { name: 'course list (8)', method: 'GET', path: '/api/v1/courses?limit=8', headers: {} },
    { name: 'course detail', method: 'GET', path: `/api/v1/courses/${course._id}`, headers: bearer(reader) },
    {
      name: 'lesson view (enrolled)',
      method: 'GET',
      path: `/api/v1/c/syllabus/${course._id}/${lessonId}`,
      headers: bearer(reader),
    },
    {
      name: 'lesson comments',
      method: 'GET',
      path: `/api/v1/c/comments/${lessonId}`,
      headers: bearer(reader),
    },
    {
      name: 'blog list (trending, p1)',
      method: 'GET',
      path: '/api/v1/blogs?sortType=trending&page=1',
      headers: bearer(reader),
    },
    { name: 'blog detail', method: 'GET', path: `/api/v1/blogs/${blogIds[0]}`, headers: bearer(reader) },
    {
      name: 'course search',
      method: 'GET',
      path: `/api/v1/courses/query?query=${SEARCH_QUERY}`,
      headers: {},
    },
  ];
  const writes = [
    {
      name: 'blog like toggle',
      method: 'POST',
      path: `/api/v1/b/likes/${blogIds[1]}`,
      headers: bearer(reader),
    },
    {
      name: 'lesson like toggle',
      method: 'POST',
      path: `/api/v1/c/likes/${lessonId}`,
      headers: bearer(reader),
    },
    {
      name: 'course like toggle',
      method: 'POST',
      path: `/api/v1/c/likes/${course._id}`,
      headers: bearer(reader),
    },
    {
      name: 'progress save',
      method: 'PUT',
      path: `/api/v1/c/progress/${course._id}/${lessonId}`,
      headers: { ...bearer(reader), ...json },
      body: JSON.stringify({ positionSeconds: 42 }),
    },
    {
      name: 'comment post',
      method: 'POST',
      path: `/api/v1/c/comments/${lessonId}`,
      headers: { ...bearer(reader), ...json },
      body: JSON.stringify({ comment: 'Benchmark comment: the cleanup runs before the next effect.' }),
    },
    {
      name: 'enrol (idempotent)',
      method: 'POST',
      path: `/api/v1/users/enrollment/${course._id}`,
      headers: bearer(reader),
    },
  ];
  // Not targets, but where the time goes: the cheapest route through the whole plugin stack, the same
  // requests on a second server that logs every request (LOG_LEVEL=debug: a line per read too, as before ADR 0056),
  // health on a third that makes its database round trip on every call (HEALTH_CHECK_REUSE_MS=0, as before
  // ADR 0057), and the health answer from Fastify alone, with and without its one log line.
  const health = { name: 'health (stack floor)', method: 'GET', path: '/api/v1/health', headers: {} };
  const diagnostics = [
    health,
    { ...health, name: 'health, LOG_LEVEL=debug (a line per read)', server: 'everyLine' },
    { ...health, name: 'health, HEALTH_CHECK_REUSE_MS=0 (a round trip per call)', server: 'checkEveryCall' },
    // The same bytes from Fastify with one route and one log line per request: the framework's own floor.
    { ...health, name: 'health bytes from Fastify alone', server: 'fastify' },
    { ...health, name: 'health bytes from Fastify alone, no log line', server: 'fastifyUnlogged' },
    { ...reads[0], name: 'course list (8), LOG_LEVEL=debug (a line per read)', server: 'everyLine' },
  ];
  return {
    reads: reads.map((request) => ({ ...request, kind: 'read' })),
    diagnostics: diagnostics.map((request) => ({ ...request, kind: 'diagnostic' })),
    writes: writes.map((request) => ({ ...request, kind: 'write' })),
    counts: { courses: courses.length, blogs: BLOGS, comments: COMMENTS, users: 2 },
  };
}

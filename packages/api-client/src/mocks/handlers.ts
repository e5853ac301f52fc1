// One msw handler per operation of the contract, answering with the fixtures. Paths, params, bodies and
// responses are all type-checked against openapi.yaml (openapi-msw), so the mocks cannot drift from it.
// Tests override single handlers with `server.use(...)` to produce errors or other states.
import { HttpResponse, http as mediaHttp } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../schema.gen';
import {
  accessTokenFixture,
  blogsFixture,
  captionPreferenceFixture,
  captionVttFixture,
  certificateFixture,
  certificatesFixture,
  blogSummariesFixture,
  commentsFixture,
  mentionCandidatesFixture,
  moderationQueueFixture,
  notificationsFixture,
  repliesFixture,
  courseSummariesFixture,
  coursesFixture,
  lessonFixture,
  profileFixture,
  userFixture,
} from './fixtures';

/** Matches the API on any origin (jsdom, Storybook, node). */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api/v1' });

/** Wraps data in the envelope of decision D5. */
export const envelope = <T>(data: T, message = 'OK', statusCode = 200) => ({
  statusCode,
  data,
  message,
  success: true as const,
});

/** The envelope of a refusal (D5): `failure(404, 'Course not found')`. */
export const failure = (statusCode: number, message: string) => ({
  statusCode,
  data: null,
  message,
  success: false as const,
});

/** A 422 with its field errors (D6): `invalid('Validation failed', [{ field: 'email', message: '...' }])`. */
export const invalid = (message: string, errors: { field: string; message: string }[]) => ({
  ...failure(422, message),
  errors,
});

const done = (message: string) => envelope(null, message);

const findCourse = (id: string) => coursesFixture.find((course) => course._id === id);

export const handlers = [
  http.get('/health', ({ response }) =>
    response(200).json(envelope({ status: 'ok' as const, database: 'sqlite' as const })),
  ),

  // users
  http.post('/users/register', ({ response }) =>
    response(201).json(envelope(userFixture, 'Verification link sent to your email!', 201)),
  ),
  http.post('/users/login', ({ response }) =>
    response(200).json(envelope({ user: userFixture, accessToken: accessTokenFixture() }, 'Logged in')),
  ),
  http.get('/users/logout', ({ response }) => response(200).json(done('Logged out'))),
  http.get('/users/self', ({ response }) => response(200).json(envelope(userFixture))),
  http.post('/users/refresh-token', ({ response }) =>
    response(200).json(envelope({ accessToken: accessTokenFixture() }, 'Token refreshed')),
  ),
  http.post('/users/google/exchange', ({ response }) =>
    response(200).json(
      envelope({ user: userFixture, accessToken: accessTokenFixture() }, 'Signed in successfully'),
    ),
  ),
  http.get('/users/verify-email/{token}', ({ response }) =>
    response(200).json(done('Email verification successful. You can now login.')),
  ),
  http.post('/users/resend-verify-email', ({ response }) =>
    response(200).json(done('Verification link sent to your email!')),
  ),
  http.post('/users/forgot-password', ({ response }) => response(200).json(done('OTP sent to your email!'))),
  http.post('/users/verify-otp', ({ response }) =>
    response(200).json(envelope({ token: 'reset-token-0123456789abcdef' }, 'OTP verified successfully!')),
  ),
  http.post('/users/reset-password/{token}', ({ response }) =>
    response(200).json(done('Password reset successfully!')),
  ),
  // D48: the user with its new avatar, and the avatar's url and public_id beside it.
  http.patch('/users/update-avatar', ({ response }) => {
    const avatar = {
      url: '/media/avatar0000000000000000001.png',
      _id: userFixture._id,
      public_id: 'avatar0000000000000000001.png',
    };
    return response(200).json(
      envelope(
        { ...userFixture, avatar, url: avatar.url, public_id: avatar.public_id },
        'Avatar updated successfully!',
      ),
    );
  }),
  // D39: the server draws a default avatar; the mock draws a plain circle so images load in stories.
  http.get('/default-avatars/{file}', ({ response }) =>
    response.untyped(
      new Response(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#4338ca"/></svg>',
        { headers: { 'content-type': 'image/svg+xml' } },
      ),
    ),
  ),
  http.get('/users/enrollment', ({ response }) =>
    response(200).json(
      envelope({
        enrollCourses: courseSummariesFixture.slice(0, 1).map((course) => ({
          ...course,
          enrolledAt: coursesFixture[0]!.enrollment!.enrolledAt,
          expiresAt: coursesFixture[0]!.enrollment!.expiresAt,
          firstLessonId: coursesFixture[0]!.syllabus[0]!._id,
        })),
      }),
    ),
  ),
  http.post('/users/enrollment/{courseId}', ({ params, response }) => {
    const enrolledAt = new Date().toISOString();
    const expiresAt = new Date(Date.now() + 365 * 86_400_000).toISOString();
    return response(200).json(envelope({ courseId: params.courseId, enrolledAt, expiresAt }, 'Enrolled'));
  }),
  http.get('/users/favorites', ({ response }) =>
    response(200).json(envelope({ favoriteCourses: courseSummariesFixture.slice(1, 2) })),
  ),
  http.post('/users/favorites/{courseId}', ({ params, response }) =>
    response(200).json(
      envelope({
        courseId: params.courseId,
        isFavorite: true,
        favorites: [...userFixture.favorites, params.courseId],
      }),
    ),
  ),

  // profile
  http.get('/profile', ({ response }) => response(200).json(envelope(profileFixture))),
  http.patch('/profile', async ({ request, response }) => {
    const update = await request.json();
    return response(200).json(envelope({ ...profileFixture, ...update }, 'Profile updated successfully!'));
  }),

  // courses
  http.get('/courses', ({ query, response }) => {
    const limit = Number(query.get('limit') ?? 8);
    return response(200).json(
      envelope({
        courses: courseSummariesFixture.slice(0, limit),
        totalCourses: courseSummariesFixture.length,
      }),
    );
  }),
  http.get('/courses/query', ({ query, response }) => {
    const text = (query.get('query') ?? '').toLowerCase();
    const courses = courseSummariesFixture.filter((course) => course.title.toLowerCase().includes(text));
    return response(200).json(envelope({ courses, totalCourses: courses.length }));
  }),
  http.get('/courses/{courseId}', ({ params, response }) => {
    const course = findCourse(params.courseId);
    if (!course) {
      return response(404).json(failure(404, 'Course not found'));
    }
    return response(200).json(envelope(course));
  }),
  http.get('/c/syllabus/{courseId}/{lessonId}', ({ params, response }) => {
    const course = findCourse(params.courseId);
    const index = course?.syllabus.findIndex((lesson) => lesson._id === params.lessonId) ?? -1;
    if (!course || index < 0) {
      return response(404).json(failure(404, 'Lesson not found'));
    }
    return response(200).json(envelope(lessonFixture(course, index)));
  }),

  // likes
  http.post('/c/likes/{id}', ({ response }) =>
    response(200).json(envelope({ likeStatus: true, totalLikes: 4 })),
  ),
  http.post('/b/likes/{blogId}', ({ response }) =>
    response(200).json(envelope({ likeStatus: true, totalLikes: 9 }, 'Blog liked')),
  ),
  http.get('/b/likes/self', ({ response }) =>
    response(200).json(envelope({ blogs: blogSummariesFixture.filter((b) => b.isUserLiked), totalBlogs: 1 })),
  ),

  // comments
  // blog drafts (D33): none saved; a save answers with what was sent
  http.get('/blogs/draft', ({ response }) => response(200).json(envelope(null))),
  http.put('/blogs/draft', async ({ request, response }) =>
    response(200).json(
      envelope({ ...(await request.json()), updatedAt: new Date().toISOString() }, 'Draft saved'),
    ),
  ),
  http.delete('/blogs/draft', ({ response }) => response(200).json(envelope(null, 'Draft deleted'))),

  // progress (D32): a learner who has not started; tests and stories override with their own state
  http.get('/c/progress/{courseId}', ({ params, response }) => {
    const course = findCourse(params.courseId);
    if (!course) return response(404).json(failure(404, 'Course not found'));
    return response(200).json(
      envelope({
        courseId: course._id,
        totalLessons: course.syllabus.length,
        completedLessons: 0,
        resumeLessonId: course.syllabus[0]?._id ?? null,
        certificate: null,
        lessons: [],
      }),
    );
  }),
  http.put('/c/progress/{courseId}/{lessonId}', async ({ params, request, response }) => {
    const body = await request.json();
    return response(200).json(
      envelope(
        {
          lessonId: params.lessonId,
          positionSeconds: Math.floor(body.positionSeconds ?? 0),
          completed: body.completed ?? false,
          updatedAt: new Date().toISOString(),
          issuedCertificate: null,
        },
        'Progress saved',
      ),
    );
  }),
  http.get('/users/progress', ({ response }) => response(200).json(envelope({ courses: [] }))),

  // captions (D52): the learner's remembered choice; a save answers with what was sent
  http.get('/users/caption-preference', ({ response }) =>
    response(200).json(envelope(captionPreferenceFixture)),
  ),
  http.put('/users/caption-preference', async ({ request, response }) =>
    response(200).json(envelope(await request.json(), 'Caption preference saved')),
  ),
  // The WebVTT files behind the fixtures' caption links (`/media/cap<language>....vtt`), outside /api/v1.
  mediaHttp.get('*/media/:file', ({ params }) => {
    const file = String(params.file);
    const language = /^cap([a-z]{2})[0-9a-f]+\.vtt$/.exec(file)?.[1];
    const vtt = language ? captionVttFixture[language] : undefined;
    if (!vtt) return undefined;
    return new HttpResponse(vtt, { headers: { 'content-type': 'text/vtt; charset=utf-8' } });
  }),

  // certificates (D51): the fixtures' ids verify, any other id is unknown
  http.get('/users/certificates', ({ response }) =>
    response(200).json(envelope({ certificates: certificatesFixture })),
  ),
  http.get('/certificates/{certificateId}', ({ params, response }) => {
    const found = certificatesFixture.find((c) => c.id === params.certificateId);
    if (!found) return response(404).json(failure(404, 'Certificate not found'));
    const { id, learnerName, courseTitle, issuedAt } = found;
    return response(200).json(envelope({ id, learnerName, courseTitle, issuedAt }));
  }),
  http.get('/certificates/{certificateId}/pdf', ({ params, response }) => {
    if (params.certificateId !== certificateFixture.id) {
      return response(404).json(failure(404, 'Certificate not found'));
    }
    return response.untyped(
      new HttpResponse('%PDF-1.7\n%%EOF\n', { headers: { 'content-type': 'application/pdf' } }),
    );
  }),

  http.get('/c/comments/{id}', ({ response }) => response(200).json(envelope(commentsFixture))),
  http.post('/c/comments/{id}', async ({ params, request, response }) => {
    const { comment } = await request.json();
    const now = new Date().toISOString();
    const created = {
      _id: '0000000000000000000003ff',
      lessonId: params.id,
      comment,
      html: `<p>${comment.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
      parentId: null,
      replyCount: 0,
      state: 'visible' as const,
      createdAt: now,
      updatedAt: now,
      owner: {
        _id: userFixture._id,
        username: userFixture.username,
        avatar: { url: userFixture.avatar.url },
      },
    };
    return response(201).json(envelope(created, 'Comment added', 201));
  }),
  http.get('/c/comments/{id}/replies', ({ params, response }) =>
    response(200).json(envelope(repliesFixture.filter((reply) => reply.parentId === params.id))),
  ),
  http.post('/c/comments/{id}/replies', async ({ params, request, response }) => {
    const { comment } = await request.json();
    const now = new Date().toISOString();
    const created = {
      ...repliesFixture[0]!,
      _id: '0000000000000000000003fe',
      parentId: params.id,
      comment,
      html: `<p>${comment.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
      createdAt: now,
      updatedAt: now,
      owner: {
        _id: userFixture._id,
        username: userFixture.username,
        avatar: { url: userFixture.avatar.url },
      },
    };
    return response(201).json(envelope(created, 'Reply added successfully', 201));
  }),
  http.post('/comments/preview', async ({ request, response }) => {
    const { comment } = await request.json();
    const html = `<p>${comment.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;
    return response(200).json(envelope({ html }, 'Preview rendered'));
  }),
  http.get('/c/mentions/{courseId}', ({ query, response }) => {
    const prefix = (query.get('q') ?? '').toLowerCase();
    return response(200).json(
      envelope(mentionCandidatesFixture.filter((person) => person.username.startsWith(prefix))),
    );
  }),

  // notifications
  http.get('/notifications', ({ response }) =>
    response(200).json(
      envelope({
        notifications: notificationsFixture,
        unread: notificationsFixture.filter((item) => !item.read).length,
        nextCursor: null,
      }),
    ),
  ),
  http.get('/notifications/unread', ({ response }) =>
    response(200).json(envelope({ unread: notificationsFixture.filter((item) => !item.read).length })),
  ),
  http.post('/notifications/{notificationId}/read', ({ params, response }) =>
    response(200).json(
      envelope({
        unread: notificationsFixture.filter((item) => !item.read && item._id !== params.notificationId)
          .length,
      }),
    ),
  ),
  http.post('/notifications/read-all', ({ response }) => response(200).json(envelope({ unread: 0 }))),
  http.post('/unsubscribe/{token}', ({ response }) =>
    response(200).json(done('You will no longer get mail about replies and mentions')),
  ),

  // moderation
  http.post('/reports', ({ response }) =>
    response(201).json(envelope(null, 'Report sent successfully', 201)),
  ),
  http.get('/moderation/reports', ({ response }) => response(200).json(envelope(moderationQueueFixture))),
  http.patch('/moderation/{targetType}/{targetId}', async ({ params, request, response }) => {
    const { action } = await request.json();
    const item =
      moderationQueueFixture.items.find((entry) => entry.targetId === params.targetId) ??
      moderationQueueFixture.items[0]!;
    const state = action === 'hide' ? 'hidden' : action === 'restore' ? 'visible' : item.state;
    return response(200).json(envelope({ ...item, state, openReports: 0 }, 'Done'));
  }),
  http.patch('/c/comments/{id}', async ({ params, request, response }) => {
    const { comment } = await request.json();
    const original = commentsFixture.find((c) => c._id === params.id) ?? commentsFixture[0]!;
    return response(200).json(
      envelope(
        {
          ...original,
          comment,
          html: `<p>${comment.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
          updatedAt: new Date().toISOString(),
        },
        'Comment updated',
      ),
    );
  }),
  http.delete('/c/comments/{id}', ({ response }) => response(200).json(done('Comment deleted'))),

  // blogs
  http.get('/blogs', ({ query, response }) => {
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 6);
    const blogs = blogSummariesFixture.slice((page - 1) * limit, page * limit);
    return response(200).json(envelope({ blogs, totalBlogs: blogSummariesFixture.length }));
  }),
  http.post('/blogs', ({ response }) =>
    response(201).json(envelope(blogsFixture[0]!, 'Blog created successfully!', 201)),
  ),
  http.get('/blogs/self/blogs', ({ response }) => {
    const own = blogSummariesFixture.filter((blog) => blog.author._id === userFixture._id);
    return response(200).json(envelope({ blogs: own.slice(0, 6), totalBlogs: own.length }));
  }),
  http.get('/blogs/{blogId}', ({ params, response }) => {
    const blog = blogsFixture.find((b) => b._id === params.blogId);
    if (!blog) return response(404).json(failure(404, 'Blog not found'));
    return response(200).json(envelope(blog));
  }),
  http.patch('/blogs/{blogId}', ({ params, response }) => {
    const blog = blogsFixture.find((candidate) => candidate._id === params.blogId) ?? blogsFixture[0]!;
    return response(200).json(envelope(blog, 'Blog updated successfully!'));
  }),
  http.delete('/blogs/{blogId}', ({ response }) => response(200).json(done('Blog deleted successfully'))),
];

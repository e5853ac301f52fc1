import { HttpResponse, http as mswHttp } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, toUserMessage } from '../src';
import { coursesFixture, failure, http, invalid, userFixture } from '../src/mocks';
import { server } from './setup';

const BASE = 'http://localhost/api/v1';

function clientWith(token: string | null = 'stored-token', onAuthFailure = vi.fn()) {
  const { fetchClient } = createApiClient({ baseUrl: BASE, getToken: () => token, onAuthFailure });
  return { fetchClient, onAuthFailure };
}

describe('one call of each tag through the typed client', () => {
  it('users: login returns the user and an access token', async () => {
    const { fetchClient } = clientWith(null);
    const { data } = await fetchClient.POST('/users/login', {
      body: { email: 'ada@example.com', password: 'correct-horse' },
    });
    expect(data?.data.user.username).toBe(userFixture.username);
    expect(data?.data.accessToken.split('.')).toHaveLength(3);
  });

  it('profile: reads the profile', async () => {
    const { fetchClient } = clientWith();
    const { data } = await fetchClient.GET('/profile');
    expect(data?.data).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '0123456789',
      emailNotifications: true,
    });
  });

  it('courses: lists courses with the page size it asked for', async () => {
    const { fetchClient } = clientWith();
    const { data } = await fetchClient.GET('/courses', { params: { query: { page: 1, limit: 2 } } });
    expect(data?.data.courses.map((course) => course.title)).toEqual(
      coursesFixture.slice(0, 2).map((course) => course.title),
    );
  });

  it('comments: posts a comment and gets it back with its owner', async () => {
    const { fetchClient } = clientWith();
    const lessonId = coursesFixture[0]!.syllabus[0]!._id;
    const { data } = await fetchClient.POST('/c/comments/{id}', {
      params: { path: { id: lessonId } },
      body: { comment: 'Great lesson' },
    });
    expect(data?.data).toMatchObject({
      comment: 'Great lesson',
      lessonId,
      owner: { username: 'ada_lovelace' },
    });
  });

  it('likes: toggling a blog like reports the new like status', async () => {
    const { fetchClient } = clientWith();
    const { data } = await fetchClient.POST('/b/likes/{blogId}', {
      params: { path: { blogId: '000000000000000000000400' } },
    });
    expect(data?.data.likeStatus).toBe(true);
  });

  it('blogs: lists a page of blogs with the total', async () => {
    const { fetchClient } = clientWith();
    const { data } = await fetchClient.GET('/blogs', {
      params: { query: { page: 2, limit: 6, sortType: 'latest' } },
    });
    expect(data?.data.blogs).toHaveLength(2);
    expect(data?.data.totalBlogs).toBe(8);
  });
});

describe('request rules of spec section 7', () => {
  it('sends the stored token as a bearer header and includes credentials', async () => {
    let seen: Request | undefined;
    server.use(
      mswHttp.get(`${BASE}/users/self`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ statusCode: 200, data: userFixture, message: 'OK', success: true });
      }),
    );
    await clientWith('abc.def.ghi').fetchClient.GET('/users/self');
    expect(seen?.headers.get('authorization')).toBe('Bearer abc.def.ghi');
    expect(seen?.credentials).toBe('include');
  });

  it('sends no authorization header when no token is stored', async () => {
    let header: string | null = 'unset';
    server.use(
      mswHttp.get(`${BASE}/courses`, ({ request }) => {
        header = request.headers.get('authorization');
        return HttpResponse.json({
          statusCode: 200,
          data: { courses: [], totalCourses: 0 },
          message: 'OK',
          success: true,
        });
      }),
    );
    await clientWith(null).fetchClient.GET('/courses');
    expect(header).toBeNull();
  });

  it('gives up on a call that takes longer than the timeout', async () => {
    server.use(mswHttp.get(`${BASE}/courses`, () => new Promise<never>(() => {})));
    const { fetchClient } = createApiClient({ baseUrl: BASE, getToken: () => null, timeoutMs: 50 });
    const error = await fetchClient.GET('/courses').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(toUserMessage(error)).toBe('Something went wrong');
  });
});

describe('error middleware of spec section 8', () => {
  it('a 401 on a call with a token rejects and hands control to onAuthFailure', async () => {
    server.use(http.get('/users/self', ({ response }) => response(401).json(failure(401, 'Token expired'))));
    const { fetchClient, onAuthFailure } = clientWith('expired');
    const error = await fetchClient.GET('/users/self').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(onAuthFailure).toHaveBeenCalledOnce();
  });

  it('a 403 on a call with a token is a refused action, not a sign-out (D31)', async () => {
    server.use(
      http.delete('/blogs/{blogId}', ({ response }) =>
        response(403).json(failure(403, 'Only the author can delete this blog')),
      ),
    );
    const { fetchClient, onAuthFailure } = clientWith('token');
    const error = await fetchClient
      .DELETE('/blogs/{blogId}', { params: { path: { blogId: '000000000000000000000401' } } })
      .catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Only the author can delete this blog');
    expect((error as ApiError).isAuthFailure).toBe(false);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('a 401 from the login form (no token) is an error but not a sign-out', async () => {
    server.use(
      http.post('/users/login', ({ response }) =>
        response(401).json(failure(401, 'Invalid email or password')),
      ),
    );
    const { fetchClient, onAuthFailure } = clientWith(null);
    const error = await fetchClient
      .POST('/users/login', { body: { email: 'ada@example.com', password: 'wrong-password' } })
      .catch((e: unknown) => e);
    expect(toUserMessage(error)).toBe('Invalid email or password');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('a 422 yields the first field message', async () => {
    server.use(
      http.post('/users/register', ({ response }) =>
        response(422).json(
          invalid('Validation failed', [
            { field: 'username', message: 'Username must be at least 4 characters long' },
            { field: 'email', message: 'Email is invalid' },
          ]),
        ),
      ),
    );
    const error = await clientWith(null)
      .fetchClient.POST('/users/register', { body: { username: 'ab', email: 'x', password: 'short' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Username must be at least 4 characters long');
    expect((error as ApiError).fieldErrors.map((e) => e.field)).toEqual(['username', 'email']);
  });

  it('another error yields the server message', async () => {
    server.use(
      http.post('/users/enrollment/{courseId}', ({ response }) =>
        response(404).json(failure(404, 'Course not found')),
      ),
    );
    const error = await clientWith()
      .fetchClient.POST('/users/enrollment/{courseId}', {
        params: { path: { courseId: '0000000000000000000000ff' } },
      })
      .catch((e: unknown) => e);
    expect(toUserMessage(error)).toBe('Course not found');
  });

  it("an error without a message yields 'Something went wrong'", async () => {
    server.use(mswHttp.get(`${BASE}/profile`, () => new HttpResponse('upstream exploded', { status: 502 })));
    const error = await clientWith()
      .fetchClient.GET('/profile')
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(502);
    expect(toUserMessage(error)).toBe('Something went wrong');
  });

  it('a 200 whose envelope says success: false still counts as a failure', async () => {
    server.use(mswHttp.get(`${BASE}/profile`, () => HttpResponse.json(failure(200, 'Profile is locked'))));
    const error = await clientWith()
      .fetchClient.GET('/profile')
      .catch((e: unknown) => e);
    expect(toUserMessage(error)).toBe('Profile is locked');
  });

  it('a network failure rejects with the fallback message', async () => {
    server.use(mswHttp.get(`${BASE}/courses`, () => HttpResponse.error()));
    const error = await clientWith()
      .fetchClient.GET('/courses')
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(toUserMessage(error)).toBe('Something went wrong');
  });
});

describe('silent renewal (D30)', () => {
  /** A comment endpoint that accepts only `fresh`, recording each call's token and body. */
  function commentsAcceptOnly(fresh: string) {
    const calls: { auth: string | null; body: unknown }[] = [];
    server.use(
      http.post('/c/comments/{id}', async ({ request, response }) => {
        const auth = request.headers.get('Authorization');
        calls.push({ auth, body: await request.json() });
        if (auth !== `Bearer ${fresh}`) {
          return response(401).json(failure(401, 'jwt expired'));
        }
        return response.untyped(
          HttpResponse.json({ statusCode: 201, data: null, message: 'Comment added', success: true }),
        );
      }),
    );
    return calls;
  }

  const lesson = { params: { path: { id: '000000000000000000000200' } } };

  it('a 401 renews the session once and sends the same call again, body intact, with the new token', async () => {
    const calls = commentsAcceptOnly('fresh-token');
    const refreshSession = vi.fn(() => Promise.resolve('fresh-token'));
    const onAuthFailure = vi.fn();
    const { fetchClient } = createApiClient({
      baseUrl: BASE,
      getToken: () => 'expired-token',
      refreshSession,
      onAuthFailure,
    });
    await fetchClient.POST('/c/comments/{id}', { ...lesson, body: { comment: 'An hour of writing' } });
    expect(refreshSession).toHaveBeenCalledOnce();
    expect(refreshSession).toHaveBeenCalledWith('expired-token');
    expect(calls).toEqual([
      { auth: 'Bearer expired-token', body: { comment: 'An hour of writing' } },
      { auth: 'Bearer fresh-token', body: { comment: 'An hour of writing' } },
    ]);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('a 401 that survives the renewal hands control to onAuthFailure, after one retry only', async () => {
    const calls = commentsAcceptOnly('the-server-wants-another');
    const refreshSession = vi.fn(() => Promise.resolve('fresh-token'));
    const onAuthFailure = vi.fn();
    const { fetchClient } = createApiClient({
      baseUrl: BASE,
      getToken: () => 'expired-token',
      refreshSession,
      onAuthFailure,
    });
    const error = await fetchClient
      .POST('/c/comments/{id}', { ...lesson, body: { comment: 'Kept' } })
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(calls).toHaveLength(2);
    expect(refreshSession).toHaveBeenCalledOnce();
    expect(onAuthFailure).toHaveBeenCalledOnce();
  });

  it('a renewal that fails sends nothing again and hands control to onAuthFailure', async () => {
    const calls = commentsAcceptOnly('fresh-token');
    const onAuthFailure = vi.fn();
    const { fetchClient } = createApiClient({
      baseUrl: BASE,
      getToken: () => 'expired-token',
      refreshSession: () => Promise.resolve(null),
      onAuthFailure,
    });
    await fetchClient.POST('/c/comments/{id}', { ...lesson, body: { comment: 'x' } }).catch(() => undefined);
    expect(calls).toHaveLength(1);
    expect(onAuthFailure).toHaveBeenCalledOnce();
  });

  it('a call without a token is never renewed (the sign-in form answers for itself)', async () => {
    server.use(
      http.post('/users/login', ({ response }) =>
        response(401).json(failure(401, 'Invalid email or password')),
      ),
    );
    const refreshSession = vi.fn(() => Promise.resolve('fresh-token'));
    const { fetchClient } = createApiClient({ baseUrl: BASE, getToken: () => null, refreshSession });
    await fetchClient
      .POST('/users/login', { body: { email: 'ada@example.com', password: 'wrong-password' } })
      .catch(() => undefined);
    expect(refreshSession).not.toHaveBeenCalled();
  });
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalApiUrl } from '../src/http/spec-paths.js';
import { buildTestApp, type TestApp } from './build-test-app.js';

// D37 and D5: every answer under /api/ has the envelope, refusals made before a route runs included, and the
// spec's trailing slashes and spaces reach the route they mean. D40: `Bearer null` is no token, and field
// errors are written message first.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const refusal = (status: number) => ({
  statusCode: status,
  data: null,
  message: expect.any(String),
  success: false,
});

describe('paths as the spec writes them (D37)', () => {
  it('ignores trailing slashes and spaces after the last segment, keeping the query', async () => {
    const canonical = await testApp.app.inject({ url: '/api/v1/courses?page=1&limit=2' });
    expect(canonical.statusCode).toBe(200);
    for (const url of [
      '/api/v1/courses/?page=1&limit=2',
      '/api/v1/courses%20?page=1&limit=2',
      '/api/v1/courses/%20?page=1&limit=2',
      '/api/v1/courses//?page=1&limit=2',
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual(canonical.json());
    }
  });

  it('rewrites only paths under /api/v1, and never the query', () => {
    expect(canonicalApiUrl('/api/v1/blogs/?page=1&sortType=latest%20')).toBe(
      '/api/v1/blogs?page=1&sortType=latest%20',
    );
    expect(canonicalApiUrl('/api/v1/c/syllabus/a/b%20')).toBe('/api/v1/c/syllabus/a/b');
    expect(canonicalApiUrl('/api/v1/')).toBe('/api/v1');
    expect(canonicalApiUrl('/api/docs/')).toBe('/api/docs/');
    expect(canonicalApiUrl('/dashboard/courses/')).toBe('/dashboard/courses/');
    expect(canonicalApiUrl('/media/0123456789abcdef01234567.jpg%20')).toBe(
      '/media/0123456789abcdef01234567.jpg%20',
    );
    expect(canonicalApiUrl('/apis/x/')).toBe('/apis/x/');
  });
});

describe('refusals before routing carry the envelope (D37)', () => {
  it('answers an unknown route with 404', async () => {
    const response = await testApp.app.inject({ url: '/api/v1/nothing/here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal(404));
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/api/v1/courses/' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toEqual(refusal(405));
    const comments = await testApp.app.inject({ method: 'PUT', url: `/api/v1/c/comments/${'a'.repeat(24)}` });
    expect(comments.statusCode).toBe(405);
    expect(comments.headers.allow).toBe('GET, HEAD, POST, PATCH, DELETE');
  });

  it('answers a malformed URL with 400 and an over-long path segment with 414', async () => {
    const bad = await testApp.app.inject({ url: '/api/v1/courses/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refusal(400));
    const long = await testApp.app.inject({ url: `/api/v1/courses/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual(refusal(414));
  });

  it('answers a body that is not JSON with 422 and an oversize one with 413', async () => {
    const broken = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject(refusal(422));
    const large = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'ada@example.com', password: 'x'.repeat(400 * 1024) },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual(refusal(413));
  });

  describe('through a real socket, where the HTTP parser refuses', () => {
    let port = 0;
    beforeAll(async () => {
      await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      const address = testApp.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    /** Sends raw bytes, returns the raw answer once the server closes the connection. */
    function raw(request: string): Promise<string> {
      return new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('error', () => resolve(answer));
        socket.on('close', () => resolve(answer));
        socket.on('connect', () => socket.end(request));
        setTimeout(() => reject(new Error('no answer')), 5000).unref();
      });
    }

    function parse(answer: string) {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) };
    }

    it('answers a URL over the header limit with 431', async () => {
      const answer = parse(
        await raw(`GET /api/v1/courses?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
      );
      expect(answer.status).toBe(431);
      expect(answer.head).toMatch(/content-type: application\/json; charset=utf-8/i);
      expect(answer.body).toEqual(refusal(431));
    });

    it('answers headers over the limit with 431', async () => {
      const answer = parse(
        await raw(`GET /api/v1/courses HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`),
      );
      expect(answer.status).toBe(431);
      expect(answer.body).toEqual(refusal(431));
    });

    it('answers a malformed request with 400', async () => {
      const answer = parse(await raw('NOT A REQUEST\r\n\r\n'));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(refusal(400));
    });
  });
});

describe('D40', () => {
  it.each(['Bearer null', 'Bearer undefined', 'Bearer ', 'Bearer'])(
    'treats "%s" as no token: public reads answer as to a visitor, private ones ask to sign in',
    async (authorization) => {
      const courses = await testApp.app.inject({ url: '/api/v1/courses', headers: { authorization } });
      expect(courses.statusCode).toBe(200);
      const course = courses.json().data.courses[0];
      const detail = await testApp.app.inject({
        url: `/api/v1/courses/${course._id}`,
        headers: { authorization },
      });
      expect(detail.json().data).toMatchObject({ isEnrolled: false, isUserLiked: false });
      const search = await testApp.app.inject({
        url: '/api/v1/courses/query?query=react',
        headers: { authorization },
      });
      expect(search.statusCode).toBe(200);
      const self = await testApp.app.inject({ url: '/api/v1/users/self', headers: { authorization } });
      expect(self.statusCode).toBe(401);
      expect(self.json().message).toBe('Please sign in to continue');
    },
  );

  it('still refuses a token that is sent and wrong', async () => {
    const response = await testApp.app.inject({
      url: '/api/v1/courses',
      headers: { authorization: 'Bearer nullish.not.valid' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('writes each field error message first', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/verify-otp',
      payload: { email: 'ada@example.com', otp: '12' },
    });
    expect(response.statusCode).toBe(422);
    const [first] = response.json().errors;
    expect(Object.keys(first)).toEqual(['message', 'field']);
    expect(Object.values(first)[0]).toBe('OTP must be exactly 6 digits long');
    expect(response.body).toContain(
      '"errors":[{"message":"OTP must be exactly 6 digits long","field":"otp"}]',
    );
  });
});

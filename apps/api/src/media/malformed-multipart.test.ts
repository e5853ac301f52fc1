import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipartBody } from '../../test/multipart.js';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.js';
import { listOperations, readOpenApiDocument } from '../contract/openapi-document.js';
import { image, multipart, validBlogFields } from '../modules/blogs/blog-test-fixtures.js';

// Every multipart operation of the contract, sent a body that is not a whole form (no boundary, a wrong one,
// the wrong content type, cut short, closed mid-way): each answers a 4xx in the envelope, never a 500, and
// stores nothing.

interface LogLine {
  level: number;
  msg: string;
}

let testApp: TestApp;
let author: SignedInUser;
let blogId: string;
const lines: LogLine[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  testApp = await buildTestApp({ logger: { level: 'info', stream: sink } });
  author = await createSignedInUser(testApp.app);
  const form = await multipart(await validBlogFields());
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/blogs',
    headers: { ...author.headers, ...form.headers },
    payload: form.payload,
  });
  expect(created.statusCode).toBe(201);
  blogId = created.json().data._id;
});
afterAll(async () => {
  await testApp.close();
});

/** The operations whose request body is multipart/form-data, read from the contract. */
function multipartOperations() {
  const document = readOpenApiDocument();
  return listOperations(document).filter((operation) => {
    const body = (document.paths[operation.path]?.[operation.method] as { requestBody?: unknown })
      ?.requestBody as { content?: Record<string, unknown> } | undefined;
    return body?.content !== undefined && 'multipart/form-data' in body.content;
  });
}

/** A whole, valid form for each multipart operation, and its URL. */
const targets: Record<string, () => Promise<{ url: string; fields: Parameters<typeof multipartBody>[0] }>> = {
  createBlog: async () => ({ url: '/api/v1/blogs', fields: await blogFields() }),
  updateBlog: async () => ({ url: `/api/v1/blogs/${blogId}`, fields: await blogFields() }),
  updateAvatar: async () => ({
    url: '/api/v1/users/update-avatar',
    fields: { avatar: { bytes: await image(200, 200, 'png'), type: 'image/png', filename: 'avatar.png' } },
  }),
};

async function blogFields(): Promise<Parameters<typeof multipartBody>[0]> {
  const { blogImage, ...text } = await validBlogFields({
    blogImage: { bytes: await image(800, 400), type: 'image/jpeg', name: 'cover.jpg' },
  });
  const file = blogImage as { bytes: Buffer; type: string; name: string };
  return { ...text, blogImage: { bytes: file.bytes, type: file.type, filename: file.name } };
}

/** A malformed request: its content type (none when undefined) and body, made from a whole, valid form. */
type Shape = (form: { payload: Buffer; contentType: string; boundary: string }) => {
  contentType: string | undefined;
  payload: Buffer | string;
};

const shapes: Record<string, Shape> = {
  'multipart without a boundary': ({ payload }) => ({ contentType: 'multipart/form-data', payload }),
  'an empty boundary': ({ payload }) => ({ contentType: 'multipart/form-data; boundary=', payload }),
  'a boundary the body does not use': ({ payload }) => ({
    contentType: 'multipart/form-data; boundary=not-the-one-in-the-body',
    payload,
  }),
  'no content type': ({ payload }) => ({ contentType: undefined, payload }),
  'a JSON content type': () => ({ contentType: 'application/json', payload: '{"heading":"x"}' }),
  'a text content type': ({ payload }) => ({ contentType: 'text/plain', payload }),
  'a urlencoded form': () => ({ contentType: 'application/x-www-form-urlencoded', payload: 'heading=x' }),
  'a body cut in half': ({ payload, contentType }) => ({
    contentType,
    payload: payload.subarray(0, Math.floor(payload.length / 2)),
  }),
  'a body cut before its closing boundary': ({ payload, contentType, boundary }) => ({
    contentType,
    payload: payload.subarray(0, payload.lastIndexOf(`--${boundary}--`)),
  }),
  'a body cut inside the first part headers': ({ payload, contentType }) => ({
    contentType,
    payload: payload.subarray(0, 60),
  }),
  'a body that is not multipart at all': ({ contentType }) => ({ contentType, payload: 'garbage, no parts' }),
};

async function storedFiles(): Promise<string[]> {
  return (await readdir(path.join(testApp.config.dataDir, 'media'))).sort();
}

describe('malformed multipart bodies (every upload operation)', () => {
  it('the contract has exactly the multipart operations this table covers', () => {
    expect(
      multipartOperations()
        .map((operation) => operation.operationId)
        .sort(),
    ).toEqual(Object.keys(targets).sort());
  });

  for (const operation of multipartOperations()) {
    for (const [shapeName, shape] of Object.entries(shapes)) {
      it(`${operation.operationId}: ${shapeName} answers a 4xx in the envelope and stores nothing`, async () => {
        const before = await storedFiles();
        const target = await targets[operation.operationId]!();
        const whole = await multipartBody(target.fields);
        const boundary = /boundary=(.+)$/.exec(whole.headers['content-type'])![1]!;
        const sent = shape({ payload: whole.payload, contentType: whole.headers['content-type'], boundary });
        const response = await testApp.app.inject({
          method: operation.method.toUpperCase() as 'POST' | 'PATCH',
          url: target.url,
          headers: { ...author.headers, ...(sent.contentType ? { 'content-type': sent.contentType } : {}) },
          payload: sent.payload,
        });
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.json()).toMatchObject({
          statusCode: response.statusCode,
          data: null,
          success: false,
          message: expect.any(String),
        });
        expect(response.body).not.toMatch(/Boundary not found|Unexpected end of form|at .*\.js:\d+/);
        expect(await storedFiles()).toEqual(before);
      });
    }

    it(`${operation.operationId}: a connection closed mid-body is refused as a client error, not a 500`, async () => {
      const target = await targets[operation.operationId]!();
      const whole = await multipartBody(target.fields);
      const before = await storedFiles();
      // A connection that closes mid-body needs a real socket (inject cannot close one).
      if (!testApp.app.server.listening) await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = testApp.app.server.address() as net.AddressInfo;
      lines.length = 0;
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `${operation.method.toUpperCase()} ${target.url} HTTP/1.1\r\nhost: 127.0.0.1\r\n` +
          `authorization: ${author.headers.authorization}\r\ncontent-type: ${whole.headers['content-type']}\r\n` +
          `content-length: ${whole.payload.length}\r\n\r\n`,
      );
      socket.write(whole.payload.subarray(0, Math.floor(whole.payload.length / 2)));
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      // The client is gone, so no answer arrives: the server's log says how the request ended.
      await expect
        .poll(() => lines.some((line) => line.msg === 'multipart body refused'), { timeout: 5_000 })
        .toBe(true);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(await storedFiles()).toEqual(before);
    });
  }
});

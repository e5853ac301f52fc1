import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.js';
import { decodeImageSrcset } from '../../media/image-srcset.js';
import { image, multipart, validBlogFields } from './blog-test-fixtures.js';
import { createBlogsRepository, type BlogsRepository } from './blogs.repository.js';
import { createBlogsService } from './blogs.service.js';

// ADR 0122: edits of one blog that race each other leave exactly one image set in the store, the one the row
// names; the replaced set and every set the row never took are removed.

let testApp: TestApp;
let author: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  author = await createSignedInUser(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

// 700 px wide: each set is the image and its 320 and 640 px widths.
const cover = () => image(700, 350);

async function send(method: 'POST' | 'PATCH' | 'DELETE', url: string, withImage: boolean) {
  if (method === 'DELETE') return testApp.app.inject({ method, url, headers: author.headers });
  const fields = await validBlogFields(
    withImage ? { blogImage: { bytes: await cover(), type: 'image/jpeg', name: 'cover.jpg' } } : {},
  );
  if (!withImage) delete (fields as Record<string, unknown>).blogImage;
  const body = await multipart(fields);
  return testApp.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...author.headers, ...body.headers },
  });
}

const storedFiles = async () => new Set(await readdir(path.join(testApp.config.dataDir, 'media')));

/** Every file of a blog's image as its row names them. */
async function rowSet(blogId: string): Promise<string[]> {
  const row = await testApp.app.db
    .selectFrom('blogs')
    .select(['image_key', 'image_srcset'])
    .where('id', '=', blogId)
    .executeTakeFirstOrThrow();
  // The stored widths include the image itself.
  return [
    ...new Set([row.image_key, ...decodeImageSrcset(row.image_srcset).map((width) => width.key)]),
  ].sort();
}

async function publish(): Promise<{ blogId: string; set: string[] }> {
  const response = await send('POST', '/api/v1/blogs', true);
  expect(response.statusCode).toBe(201);
  const blogId = response.json().data._id as string;
  const set = await rowSet(blogId);
  expect(set).toHaveLength(3);
  return { blogId, set };
}

/** The files added to the store since `before`. */
async function addedSince(before: Set<string>): Promise<string[]> {
  return [...(await storedFiles())].filter((file) => !before.has(file)).sort();
}

describe('parallel edits of one blog (ADR 0122)', () => {
  it('six parallel edits with new images leave exactly one image set, the one the row names', async () => {
    const { blogId, set: original } = await publish();
    const before = await storedFiles();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send('PATCH', `/api/v1/blogs/${blogId}`, true)),
    );
    // The image queue takes two images of a user at once; the others are told to retry (ADR 0121).
    for (const answer of answers) expect([200, 429]).toContain(answer.statusCode);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(2);

    const kept = await rowSet(blogId);
    expect(kept).not.toEqual(original);
    expect(await addedSince(before)).toEqual(kept);
    const stored = await storedFiles();
    for (const file of original) expect(stored.has(file)).toBe(false);
    const shown = await testApp.app.inject({ url: `/api/v1/blogs/${blogId}`, headers: author.headers });
    const row = await testApp.app.db
      .selectFrom('blogs')
      .select('image_key')
      .where('id', '=', blogId)
      .executeTakeFirstOrThrow();
    expect(shown.json().data.blogImage.url).toBe(`/media/${row.image_key}`);
  });

  // The interleavings below are forced: the repository of a second service holds one call until the other
  // write has finished.
  function gatedService(held: 'text-update' | 'image-update' | 'delete') {
    const repository = createBlogsRepository(testApp.app.db, testApp.app.dbDialect);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const blogs: BlogsRepository = {
      ...repository,
      async update(blogId, text, image) {
        if ((image ? 'image-update' : 'text-update') === held) await gate;
        return repository.update(blogId, text, image);
      },
      async delete(blogId) {
        if (held === 'delete') await gate;
        return repository.delete(blogId);
      },
    };
    const service = createBlogsService({
      blogs,
      media: testApp.app.media,
      imageUploads: testApp.app.accountLimiters.blogImages,
      now: Date.now,
    });
    return { service, release };
  }

  const textEdit = {
    heading: 'Edited heading',
    subHeading: 'Edited sub-heading',
    content: '<p>Edited</p>',
    blogCategory: 'Edits',
  };
  const imageEdit = async () => ({
    ...textEdit,
    image: { bytes: await cover(), mimetype: 'image/jpeg' },
  });

  it('a text edit that read the old image and writes after an image edit keeps the new image', async () => {
    const { blogId, set: original } = await publish();
    const before = await storedFiles();
    const slow = gatedService('text-update');
    const textOnly = slow.service.update(blogId, author.id, textEdit);
    await testApp.app.blogs.update(blogId, author.id, await imageEdit());
    slow.release();
    await textOnly;
    const kept = await rowSet(blogId);
    expect(kept).not.toEqual(original);
    expect(await addedSince(before)).toEqual(kept);
  });

  it('an image edit that loses to a delete removes its new image', async () => {
    const { blogId } = await publish();
    const before = await storedFiles();
    const slow = gatedService('image-update');
    const edit = slow.service.update(blogId, author.id, await imageEdit()).catch((error: unknown) => error);
    // The edit has stored its new image and waits to write the row; the delete goes first.
    await expect.poll(async () => (await addedSince(before)).length, { timeout: 10_000 }).toBe(3);
    await testApp.app.blogs.delete(blogId, author.id);
    slow.release();
    expect(await edit).toMatchObject({ statusCode: 404 });
    const stored = await storedFiles();
    expect([...before].filter((file) => !stored.has(file))).toHaveLength(3);
    expect(await addedSince(before)).toEqual([]);
  });

  it('a delete that read the blog before an image edit removes the new image, not only the old', async () => {
    const { blogId } = await publish();
    const before = await storedFiles();
    const slow = gatedService('delete');
    const removal = slow.service.delete(blogId, author.id);
    await testApp.app.blogs.update(blogId, author.id, await imageEdit());
    slow.release();
    await removal;
    expect(await addedSince(before)).toEqual([]);
  });
});

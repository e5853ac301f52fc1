import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.js';
import { COURSE_SUMMARY_COLUMNS, withCourseCard } from '../modules/courses/course-presenter.js';

// ADR 0078: the catalogue's thumbnails are stored at several widths on import, and every answer that
// carries a thumbnail lists them in `srcset`, on the store the suite runs against.

let testApp: TestApp;
let learner: SignedInUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  learner = await createSignedInUser(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

interface Thumbnail {
  url: string;
  srcset?: string;
}

const getData = async (url: string, headers: Record<string, string> = {}) => {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** `srcset` as [url, width] pairs, in its order. */
function candidatesOf(srcset: string): Array<[string, number]> {
  return srcset.split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ');
    expect(descriptor).toMatch(/^\d+w$/);
    return [url as string, Number.parseInt(descriptor as string, 10)];
  });
}

describe('course thumbnails at several widths', () => {
  it('stores the seeded thumbnails at 320, 640, 960 and 1280 px, 16:9, each served as a JPEG', async () => {
    const { courses } = await getData('/courses?limit=100');
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses as Array<{ thumbnail: Thumbnail }>) {
      const { url, srcset } = course.thumbnail;
      expect(srcset).toBeDefined();
      const candidates = candidatesOf(srcset as string);
      expect(candidates.map(([, width]) => width)).toEqual([320, 640, 960, 1280]);
      // The spec's `url` is still the 640 px thumbnail, and one of the candidates.
      expect(candidates).toContainEqual([url, 640]);
      for (const [candidateUrl, width] of candidates) {
        const served = await testApp.app.inject({ method: 'GET', url: candidateUrl });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/jpeg');
        const metadata = await sharp(served.rawPayload).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', width, (width * 9) / 16]);
      }
    }
  });

  it('gives the same srcset on the course page, in search, enrolments and favourites', async () => {
    const { courses } = await getData('/courses?limit=1');
    const listed = courses[0] as { _id: string; title: string; thumbnail: Thumbnail };
    const course = await getData(`/courses/${listed._id}`, learner.headers);
    expect(course.thumbnail).toEqual(listed.thumbnail);

    const word = listed.title.split(/\W+/)[0] as string;
    const found = await getData(`/courses/query?query=${encodeURIComponent(word)}`);
    expect(found.courses.find((c: { _id: string }) => c._id === listed._id)?.thumbnail).toEqual(
      listed.thumbnail,
    );

    const enrol = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/enrollment/${listed._id}`,
      headers: learner.headers,
    });
    expect(enrol.statusCode, enrol.body).toBeLessThan(300);
    const favour = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/users/favorites/${listed._id}`,
      headers: learner.headers,
    });
    expect(favour.statusCode, favour.body).toBeLessThan(300);
    const enrolments = JSON.stringify(await getData('/users/enrollment', learner.headers));
    const favourites = JSON.stringify(await getData('/users/favorites', learner.headers));
    expect(enrolments).toContain(JSON.stringify(listed.thumbnail.srcset));
    expect(favourites).toContain(JSON.stringify(listed.thumbnail.srcset));
  });

  it('answers a course imported before the widths existed with its url alone', async () => {
    const { courses } = await getData('/courses?limit=1');
    const listed = courses[0] as { _id: string; thumbnail: Thumbnail };
    // Its columns and its card together, as every writer of courses keeps them.
    const stored = await testApp.app.db
      .selectFrom('courses')
      .select(COURSE_SUMMARY_COLUMNS)
      .where('id', '=', listed._id)
      .executeTakeFirstOrThrow();
    await testApp.app.db
      .updateTable('courses')
      .set(withCourseCard({ ...stored, thumbnail_srcset: null }))
      .where('id', '=', listed._id)
      .execute();
    // A write straight to the store retires the kept answers itself (ADR 0131).
    await testApp.app.responseCache?.retire(['courses']);
    const course = await getData(`/courses/${listed._id}`, learner.headers);
    expect(course.thumbnail).toEqual({ url: listed.thumbnail.url });
    const again = await getData('/courses?limit=1');
    expect(again.courses[0].thumbnail).toEqual({ url: listed.thumbnail.url });
  });
});

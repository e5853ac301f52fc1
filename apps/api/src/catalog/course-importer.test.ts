import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { CourseAlreadyExistsError, importCourseFolder, type ImportProgress } from './course-importer.js';
import { DEFAULT_CATALOG_DIR } from './default-catalog.js';
import { seedDefaultCatalog } from './seed-default-catalog.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** A copy of the Git course folder with its own title (and optionally a broken thumbnail). */
async function courseFolder(title: string, options: { brokenThumbnail?: boolean } = {}): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'course-folder-'));
  await cp(path.join(DEFAULT_CATALOG_DIR, '05-git'), folder, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8'));
  manifest.title = title;
  manifest.lessons[0].title = 'Rebasing without tears';
  await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
  if (options.brokenThumbnail) await writeFile(path.join(folder, 'thumbnail.svg'), '<svg this is not svg');
  return folder;
}

const mediaFiles = async () => (await readdir(testApp.app.media.root)).sort();
const deps = () => ({ db: testApp.app.db, media: testApp.app.media });

describe('importCourseFolder', () => {
  it('imports a folder as a course with its lessons, media and search entry, reporting progress', async () => {
    const progress: ImportProgress[] = [];
    const imported = await importCourseFolder(deps(), await courseFolder('Git in Depth'), (step) =>
      progress.push(step),
    );

    expect(imported.lessonIds).toHaveLength(3);
    expect(progress.at(-1)).toMatchObject({ course: 'Git in Depth', done: 5, total: 5 });
    const course = await testApp.app.inject({ url: `/api/v1/courses/${imported.courseId}` });
    expect(course.json().data).toMatchObject({ title: 'Git in Depth', lessonCount: 3 });
    expect(course.json().data.syllabus[0]).toMatchObject({
      title: 'Rebasing without tears',
      durationSeconds: 6,
    });
    const thumbnail = await testApp.app.inject({ url: course.json().data.thumbnail.url });
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const search = await testApp.app.inject({ url: '/api/v1/courses/query?query=rebas' });
    expect(search.json().data.courses.map((found: { _id: string }) => found._id)).toEqual([
      imported.courseId,
    ]);
  });

  it("stores each lesson's caption files under their own keys, in the manifest's order (D52)", async () => {
    const imported = await importCourseFolder(deps(), await courseFolder('Git with Captions'));
    const rows = await testApp.app.db
      .selectFrom('lesson_captions')
      .select(['lesson_id', 'language', 'label', 'media_key', 'position'])
      .where('lesson_id', 'in', imported.lessonIds)
      .orderBy('lesson_id')
      .orderBy('position')
      .execute();
    expect(rows).toHaveLength(imported.lessonIds.length * 2);
    const first = rows.filter((row) => row.lesson_id === imported.lessonIds[0]);
    expect(first.map((row) => [row.language, row.label, row.position])).toEqual([
      ['en', 'English', 1],
      ['fr', 'Français', 2],
    ]);
    for (const row of rows) expect(row.media_key).toMatch(/^[a-f0-9]{24}\.vtt$/);
    const stored = await readFile(path.join(testApp.app.media.root, first[0]!.media_key), 'utf8');
    expect(stored).toBe(
      await readFile(path.join(DEFAULT_CATALOG_DIR, '05-git/captions/01-first-repository.en.vtt'), 'utf8'),
    );
  });

  it('refuses a course whose title already exists and leaves no files behind', async () => {
    const before = await mediaFiles();
    await expect(
      importCourseFolder(deps(), await courseFolder('Git: Version Control for Everyone')),
    ).rejects.toThrow(CourseAlreadyExistsError);
    expect(await mediaFiles()).toEqual(before);
  });

  it('removes the files it copied when the import fails half way', async () => {
    const before = await mediaFiles();
    await expect(
      importCourseFolder(deps(), await courseFolder('Broken Thumbnail Course', { brokenThumbnail: true })),
    ).rejects.toThrow();
    expect(await mediaFiles()).toEqual(before);
    const row = await testApp.app.db
      .selectFrom('courses')
      .select('id')
      .where('title', '=', 'Broken Thumbnail Course')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('seedDefaultCatalog', () => {
  it('seeds the six landing topics on a fresh start and does nothing once courses exist', async () => {
    const seeded = await testApp.app.db
      .selectFrom('courses')
      .select('title')
      .orderBy('created_at')
      .limit(6)
      .execute();
    expect(seeded.map((course) => course.title.split(':')[0])).toEqual([
      'React.js',
      'HTML',
      'Node.js',
      'Next.js',
      'Git',
      'My SQL',
    ]);
    expect(await seedDefaultCatalog(deps())).toEqual([]);
  });
});

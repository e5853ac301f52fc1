import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CourseManifestError, readCourseFolder } from './course-manifest.js';
import { DEFAULT_CATALOG_DIR, listDefaultCourseFolders } from './default-catalog.js';

const reactFolder = path.join(DEFAULT_CATALOG_DIR, '01-react');

async function folderWith(manifest: unknown): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'course-'));
  await cp(path.join(reactFolder, 'videos'), path.join(folder, 'videos'), { recursive: true });
  await cp(path.join(reactFolder, 'thumbnail.svg'), path.join(folder, 'thumbnail.svg'));
  await writeFile(
    path.join(folder, 'manifest.json'),
    typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
  );
  return folder;
}

async function problemsOf(folder: string): Promise<string[]> {
  const error = await readCourseFolder(folder).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CourseManifestError);
  return (error as CourseManifestError).problems;
}

const validLesson = { title: 'One', subHeading: 'First', video: 'videos/01-first-component.mp4' };
const valid = { title: 'T', subTitle: 'S', about: 'A', thumbnail: 'thumbnail.svg', lessons: [validLesson] };

describe('the default catalogue', () => {
  it('holds the six landing topics in carousel order, each with at least three lessons and real videos', async () => {
    const folders = await listDefaultCourseFolders();
    const courses = await Promise.all(folders.map((folder) => readCourseFolder(folder)));
    expect(courses.map((course) => course.title.split(':')[0])).toEqual([
      'React.js',
      'HTML',
      'Node.js',
      'Next.js',
      'Git',
      'My SQL',
    ]);
    for (const course of courses) {
      expect(course.lessons.length).toBeGreaterThanOrEqual(3);
      for (const lesson of course.lessons) expect(lesson.durationSeconds).toBeGreaterThan(0);
    }
  });
});

describe('readCourseFolder', () => {
  it('reads a valid folder and measures each MP4', async () => {
    const course = await readCourseFolder(await folderWith(valid));
    expect(course.title).toBe('T');
    expect(course.lessons[0]).toMatchObject({ title: 'One', videoExtension: 'mp4', durationSeconds: 6 });
  });

  it('reports a missing manifest and invalid JSON clearly', async () => {
    expect(await problemsOf(await mkdtemp(path.join(tmpdir(), 'empty-')))).toEqual([
      'cannot read manifest.json: file not found',
    ]);
    const [problem] = await problemsOf(await folderWith('{ "title": '));
    expect(problem).toMatch(/^cannot read manifest.json: .*JSON/);
  });

  it('lists every problem of a bad manifest at once, naming the field', async () => {
    const problems = await problemsOf(
      await folderWith({
        title: '',
        about: 'x'.repeat(5001),
        thumbnail: 'cover.gif',
        lessons: [{ title: 'Ok', video: 'videos/missing.mp4' }, { video: '../../etc/passwd.mp4' }, 'nope'],
      }),
    );
    expect(problems).toEqual([
      'title must be a non-empty string',
      'subTitle must be a non-empty string',
      'about must be at most 5000 characters',
      'thumbnail must be one of .svg, .png, .jpg, .jpeg (got "cover.gif")',
      'lessons[0].video: file not found: videos/missing.mp4',
      'lessons[1].title must be a non-empty string',
      'lessons[1].video must be a path inside the course folder (got "../../etc/passwd.mp4")',
      'lessons[2] must be an object',
    ]);
  });

  it('refuses a course without lessons and a bad duration', async () => {
    expect(await problemsOf(await folderWith({ ...valid, lessons: [] }))).toEqual([
      'lessons must be a non-empty array',
    ]);
    expect(
      await problemsOf(await folderWith({ ...valid, lessons: [{ ...validLesson, durationSeconds: -1 }] })),
    ).toEqual(['lessons[0].durationSeconds must be a whole number of seconds']);
  });

  it('says what each rule of the schema wants, in the words of docs/course-manifest.md', async () => {
    const lessons = Array.from({ length: 201 }, () => validLesson);
    expect(await problemsOf(await folderWith({ ...valid, title: 42, lessons }))).toEqual([
      'title must be a non-empty string',
      'lessons must hold at most 200 entries',
    ]);
    expect(
      await problemsOf(
        await folderWith({
          ...valid,
          subTitle: '   ',
          lessons: [{ ...validLesson, subHeading: 7, video: 'videos/01.avi', durationSeconds: 1.5 }],
        }),
      ),
    ).toEqual([
      'subTitle must be a non-empty string',
      'lessons[0].subHeading must be a string',
      'lessons[0].video must be one of .mp4, .webm (got "videos/01.avi")',
      'lessons[0].durationSeconds must be a whole number of seconds',
    ]);
    expect(await problemsOf(await folderWith({ ...valid, lessons: 'all of them' }))).toEqual([
      'lessons must be a non-empty array',
    ]);
  });

  it('takes a file extension in any case and trims the texts', async () => {
    const folder = await folderWith({ ...valid, title: '  Spaced  ', thumbnail: 'COVER.SVG' });
    await cp(path.join(reactFolder, 'thumbnail.svg'), path.join(folder, 'COVER.SVG'));
    const course = await readCourseFolder(folder);
    expect(course.title).toBe('Spaced');
    expect(course.thumbnailPath).toBe(path.join(folder, 'COVER.SVG'));
  });

  it('needs a duration for a video it cannot measure', async () => {
    const folder = await folderWith({ ...valid, lessons: [{ ...validLesson, video: 'videos/clip.webm' }] });
    await writeFile(path.join(folder, 'videos', 'clip.webm'), 'webm bytes');
    expect(await problemsOf(folder)).toEqual([
      'lessons[0].durationSeconds is required: the duration of clip.webm cannot be read',
    ]);
  });
});

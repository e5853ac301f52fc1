import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_CAPTION_BYTES } from '../media/media-limits.js';
import { CourseManifestError, readCourseFolder } from './course-manifest.js';
import { DEFAULT_CATALOG_DIR, listDefaultCourseFolders } from './default-catalog.js';
import { checkWebVtt } from './webvtt.js';

// D52: a lesson's captions in the manifest, checked like the rest of it (schema, then the files themselves).

const reactFolder = path.join(DEFAULT_CATALOG_DIR, '01-react');
const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n\n00:02.000 --> 00:04.500\nWorld\n';

async function folderWith(captions: unknown, files: Record<string, string> = {}): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'course-captions-'));
  await cp(path.join(reactFolder, 'videos'), path.join(folder, 'videos'), { recursive: true });
  await cp(path.join(reactFolder, 'thumbnail.svg'), path.join(folder, 'thumbnail.svg'));
  await mkdir(path.join(folder, 'captions'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(folder, name), text);
  const lesson = { title: 'One', video: 'videos/01-first-component.mp4', captions };
  const manifest = { title: 'T', subTitle: 'S', about: 'A', thumbnail: 'thumbnail.svg', lessons: [lesson] };
  await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
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

describe('lesson captions in the manifest', () => {
  it('reads each track with its language, label and file, in order', async () => {
    const folder = await folderWith(
      [
        { language: 'en', label: 'English', file: 'captions/one.en.vtt' },
        { language: 'pt-BR', label: 'Português', file: 'captions/one.pt.vtt' },
      ],
      { 'captions/one.en.vtt': VTT, 'captions/one.pt.vtt': VTT },
    );
    const course = await readCourseFolder(folder);
    expect(course.lessons[0]!.captions).toEqual([
      { language: 'en', label: 'English', path: path.join(folder, 'captions/one.en.vtt') },
      { language: 'pt-BR', label: 'Português', path: path.join(folder, 'captions/one.pt.vtt') },
    ]);
  });

  it('lists every problem of the tracks, field by field', async () => {
    const folder = await folderWith(
      [
        { language: 'English', label: '', file: 'captions/one.srt' },
        { language: 'en', label: 'English', file: 'captions/missing.vtt' },
        { language: 'en', label: 'Again', file: 'captions/bad.vtt' },
        { language: 'fr', label: 'Français', file: '../outside.vtt' },
        { language: 'de', label: 'Deutsch', file: 'captions/de.vtt', extra: true },
      ],
      { 'captions/bad.vtt': 'Hello\n' },
    );
    expect(await problemsOf(folder)).toEqual([
      'lessons[0].captions[0].language must be a language tag such as en, fr or pt-BR',
      'lessons[0].captions[0].label must be a non-empty string',
      'lessons[0].captions[0].file must be a .vtt file (got "captions/one.srt")',
      'lessons[0].captions[1].file: file not found: captions/missing.vtt',
      'lessons[0].captions[2].language must be another language than the tracks before (en twice)',
      'lessons[0].captions[2].file must start with the line WEBVTT (bad.vtt)',
      'lessons[0].captions[3].file must be a path inside the course folder (got "../outside.vtt")',
      'lessons[0].captions[4] takes only language, label and file',
    ]);
  });

  it('refuses a caption file over the size limit', async () => {
    const big = `WEBVTT\n\n00:00.000 --> 00:01.000\n${'a'.repeat(MAX_CAPTION_BYTES)}\n`;
    const folder = await folderWith([{ language: 'en', label: 'English', file: 'captions/big.vtt' }], {
      'captions/big.vtt': big,
    });
    expect(await problemsOf(folder)).toEqual([
      'lessons[0].captions[0].file must be at most 512 KB (big.vtt is larger)',
    ]);
  });

  it('gives every lesson of the default catalogue English and French captions that parse', async () => {
    const courses = await Promise.all((await listDefaultCourseFolders()).map((f) => readCourseFolder(f)));
    for (const course of courses) {
      for (const lesson of course.lessons) {
        expect(lesson.captions.map((track) => track.language)).toEqual(['en', 'fr']);
      }
    }
  });
});

describe('checkWebVtt', () => {
  it('counts the cues of a valid file, with hours, settings and a BOM', () => {
    expect(checkWebVtt(VTT)).toEqual({ cues: 2 });
    expect(
      checkWebVtt('\uFEFFWEBVTT - title\r\n\r\n01:00:00.000 --> 01:00:01.000 align:start\r\nHi\r\n'),
    ).toEqual({
      cues: 1,
    });
  });

  it('says what is wrong with a broken file', () => {
    expect(checkWebVtt('WEBVTTX\n')).toEqual({ problem: 'must start with the line WEBVTT' });
    expect(checkWebVtt('WEBVTT\n\n00:00.000 -> 00:01.000\nHi\n')).toEqual({ problem: 'holds no cues' });
    expect(checkWebVtt('WEBVTT\n\n0:00.000 --> 00:01.000\nHi\n')).toEqual({
      problem: 'has a cue timing it cannot read on line 3',
    });
    expect(checkWebVtt('WEBVTT\n\n00:02.000 --> 00:01.000\nHi\n')).toEqual({
      problem: 'has a cue that ends before it starts on line 3',
    });
  });
});

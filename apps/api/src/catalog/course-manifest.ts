import { access, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import manifestSchema from './course-manifest.schema.json' with { type: 'json' };
import { MAX_CAPTION_BYTES } from '../media/media-limits.js';
import { readMp4DurationSeconds } from './mp4-duration.js';
import { checkWebVtt } from './webvtt.js';

/**
 * A course folder: `manifest.json` plus the files it names, all inside the folder. The manifest's rules and
 * their messages are the JSON Schema beside this file (course-manifest.schema.json, documented for course
 * authors in docs/course-manifest.md, ADR 0127); what a schema cannot say (the files are inside the folder and
 * there, an MP4's duration) is checked here.
 */
export interface CourseFolder {
  folder: string;
  title: string;
  subTitle: string;
  about: string;
  thumbnailPath: string;
  lessons: Array<{
    title: string;
    subHeading: string;
    videoPath: string;
    videoExtension: 'mp4' | 'webm';
    durationSeconds: number;
    /** The lesson's WebVTT captions (D52), in the manifest's order; checked, one per language. */
    captions: Array<{ language: string; label: string; path: string }>;
  }>;
}

/** Every problem found in one manifest, so an operator fixes them all in one go. */
export class CourseManifestError extends Error {
  constructor(
    readonly manifestPath: string,
    readonly problems: string[],
  ) {
    super(
      `${manifestPath} is not a valid course manifest:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'CourseManifestError';
  }
}

/** What the schema lets through. */
interface Manifest {
  title: string;
  subTitle: string;
  about: string;
  thumbnail: string;
  lessons: Array<{
    title: string;
    subHeading?: string;
    video: string;
    durationSeconds?: number;
    captions?: Array<{ language: string; label: string; file: string }>;
  }>;
}

const ajv = new Ajv2020({ allErrors: true, verbose: true });
// The schema's messages for course authors: documentation to ajv, read back when a rule fails.
ajv.addKeyword('x-messages');
const validateManifest = ajv.compile<Manifest>(manifestSchema);

type Messages = Partial<Record<string, string>>;
type SchemaNode = { properties?: Record<string, { 'x-messages'?: Messages }>; 'x-messages'?: Messages };

/** A field as an author reads it: `lessons[1].video`. */
interface Problem {
  field: string;
  /** The field's place in the manifest (`lessons[1].video` -> [4, 1, 2]), so problems read top to bottom. */
  order: number[];
  message: string;
}

const COURSE_FIELDS = Object.keys(manifestSchema.properties);
const LESSON_FIELDS = Object.keys(manifestSchema.$defs.lesson.properties);
const CAPTION_FIELDS = Object.keys(manifestSchema.$defs.caption.properties);

function problemAt(segments: string[], message: string, separator = ' '): Problem {
  const [courseField = '', index, lessonField, captionIndex, captionField] = segments;
  // `lessons[1].captions[0].file`: names joined by dots, array indexes in brackets.
  const field = segments.reduce(
    (text, segment) =>
      /^\d+$/.test(segment) ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment,
    '',
  );
  const order = [
    COURSE_FIELDS.indexOf(courseField),
    Number(index ?? -1),
    LESSON_FIELDS.indexOf(lessonField ?? ''),
    Number(captionIndex ?? -1),
    CAPTION_FIELDS.indexOf(captionField ?? ''),
  ];
  return { field, order, message: `${field}${separator}${message}` };
}

function schemaProblem(error: ErrorObject): Problem {
  const segments = error.instancePath.split('/').slice(1);
  const node = error.parentSchema as SchemaNode | undefined;
  let messages = node?.['x-messages'];
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty);
    segments.push(missing);
    messages = node?.properties?.[missing]?.['x-messages'];
  }
  const message = messages?.[error.keyword] ?? error.message ?? 'is invalid';
  // A wrong kind of file says what it got: `thumbnail must be one of .svg, ... (got "cover.gif")`, and so does a
  // caption file that is not `.vtt`.
  const got =
    error.keyword === 'pattern' && /one of|a \.vtt file/.test(message)
      ? ` (got ${JSON.stringify(error.data)})`
      : '';
  return problemAt(segments, `${message}${got}`);
}

export async function readCourseFolder(folder: string): Promise<CourseFolder> {
  const root = path.resolve(folder);
  const manifestPath = path.join(root, 'manifest.json');

  const raw = await readManifest(manifestPath);
  const problems: Problem[] = [];
  const valid = validateManifest(raw);
  if (!valid) {
    for (const error of validateManifest.errors ?? []) {
      const problem = schemaProblem(error);
      // One problem per field: an empty title breaks one rule as far as its author is concerned.
      if (!problems.some((known) => known.field === problem.field)) problems.push(problem);
    }
  }
  const fieldIsValid = (segments: string[]) => {
    const { field } = problemAt(segments, '');
    return !problems.some(
      (known) =>
        known.field === field || field.startsWith(`${known.field}[`) || field.startsWith(`${known.field}.`),
    );
  };

  // A file named by the manifest (the schema has checked its kind): inside the folder, and there.
  const file = async (value: unknown, segments: string[]): Promise<string> => {
    if (typeof value !== 'string' || !fieldIsValid(segments)) return '';
    const resolved = path.resolve(root, value);
    if (path.isAbsolute(value) || !resolved.startsWith(root + path.sep)) {
      problems.push(problemAt(segments, `must be a path inside the course folder (got "${value}")`));
      return '';
    }
    try {
      await access(resolved);
    } catch {
      problems.push(problemAt(segments, `file not found: ${value}`, ': '));
      return '';
    }
    return resolved;
  };

  const thumbnailPath = await file(raw.thumbnail, ['thumbnail']);
  const lessons: CourseFolder['lessons'] = [];
  const rawLessons = Array.isArray(raw.lessons) ? raw.lessons : [];
  for (const [index, lesson] of rawLessons.entries()) {
    if (!isRecord(lesson)) continue;
    const at = ['lessons', String(index)];
    const videoPath = await file(lesson.video, [...at, 'video']);
    const videoExtension = path.extname(videoPath).toLowerCase() === '.webm' ? 'webm' : 'mp4';
    let durationSeconds = typeof lesson.durationSeconds === 'number' ? lesson.durationSeconds : 0;
    if (lesson.durationSeconds === undefined && videoPath) {
      const measured = videoExtension === 'mp4' ? await readMp4DurationSeconds(videoPath) : null;
      if (measured === null) {
        const reason = `is required: the duration of ${path.basename(videoPath)} cannot be read`;
        problems.push(problemAt([...at, 'durationSeconds'], reason));
      }
      durationSeconds = measured ?? 0;
    }
    const captions: CourseFolder['lessons'][number]['captions'] = [];
    const rawCaptions = Array.isArray(lesson.captions) ? lesson.captions : [];
    const languages = new Set<string>();
    for (const [captionIndex, caption] of rawCaptions.entries()) {
      if (!isRecord(caption)) continue;
      const captionAt = [...at, 'captions', String(captionIndex)];
      const language = String(caption.language ?? '');
      if (languages.has(language) && fieldIsValid([...captionAt, 'language'])) {
        problems.push(
          problemAt(
            [...captionAt, 'language'],
            `must be another language than the tracks before (${language} twice)`,
          ),
        );
      }
      languages.add(language);
      const captionPath = await file(caption.file, [...captionAt, 'file']);
      if (captionPath) {
        const problem = await captionFileProblem(captionPath);
        if (problem) problems.push(problemAt([...captionAt, 'file'], problem));
      }
      captions.push({ language, label: String(caption.label ?? '').trim(), path: captionPath });
    }
    lessons.push({
      title: String(lesson.title ?? '').trim(),
      subHeading: String(lesson.subHeading ?? '').trim(),
      videoPath,
      videoExtension,
      durationSeconds,
      captions,
    });
  }

  if (!valid || problems.length > 0) {
    problems.sort((a, b) => compareOrder(a.order, b.order));
    throw new CourseManifestError(
      manifestPath,
      problems.map((problem) => problem.message),
    );
  }
  return {
    folder: root,
    title: raw.title.trim(),
    subTitle: raw.subTitle.trim(),
    about: raw.about.trim(),
    thumbnailPath,
    lessons,
  };
}

/** Why a caption file cannot be served as it is (too large, not WebVTT), or null. */
async function captionFileProblem(captionPath: string): Promise<string | null> {
  const { size } = await stat(captionPath);
  if (size > MAX_CAPTION_BYTES)
    return `must be at most ${MAX_CAPTION_BYTES / 1024} KB (${path.basename(captionPath)} is larger)`;
  const checked = checkWebVtt(await readFile(captionPath, 'utf8'));
  return 'problem' in checked ? `${checked.problem} (${path.basename(captionPath)})` : null;
}

async function readManifest(manifestPath: string): Promise<Record<string, unknown>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(manifestPath, 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
    throw new CourseManifestError(manifestPath, [`cannot read manifest.json: ${reason}`]);
  }
  if (!isRecord(raw)) throw new CourseManifestError(manifestPath, ['the manifest must be a JSON object']);
  return raw;
}

function compareOrder(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? -1) - (b[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

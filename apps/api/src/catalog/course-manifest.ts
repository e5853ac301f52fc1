import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readMp4DurationSeconds } from './mp4-duration.js';

/**
 * A course folder: `manifest.json` plus the files it names, all inside the folder.
 *
 *   {
 *     "title": "React.js: Components, Hooks and State",
 *     "subTitle": "One sentence for cards and lists.",
 *     "about": "A paragraph for the course page.",
 *     "thumbnail": "thumbnail.svg",                       // .svg, .png or .jpg; rendered to a 640x360 JPEG
 *     "lessons": [
 *       { "title": "Your first component", "subHeading": "One sentence.", "video": "videos/01.mp4",
 *         "durationSeconds": 42 }                          // optional for .mp4 (read from the file)
 *     ]
 *   }
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

const MANIFEST_LIMITS = {
  title: 150,
  subTitle: 300,
  about: 5000,
  lessonTitle: 150,
  lessonSubHeading: 500,
  lessons: 200,
} as const;

const THUMBNAIL_EXTENSIONS = new Set(['.svg', '.png', '.jpg', '.jpeg']);
const VIDEO_EXTENSIONS = new Set(['.mp4', '.webm']);

export async function readCourseFolder(folder: string): Promise<CourseFolder> {
  const root = path.resolve(folder);
  const manifestPath = path.join(root, 'manifest.json');
  const problems: string[] = [];

  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(manifestPath, 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
    throw new CourseManifestError(manifestPath, [`cannot read manifest.json: ${reason}`]);
  }
  if (!isRecord(raw)) throw new CourseManifestError(manifestPath, ['the manifest must be a JSON object']);

  const text = (value: unknown, name: string, max: number, required = true): string => {
    if (typeof value !== 'string' || (required && value.trim() === '')) {
      problems.push(`${name} must be a non-empty string`);
      return '';
    }
    if (value.trim().length > max) problems.push(`${name} must be at most ${max} characters`);
    return value.trim();
  };
  // A file named by the manifest: relative, inside the folder, of an allowed kind, and present.
  const file = async (value: unknown, name: string, extensions: Set<string>): Promise<string> => {
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${name} must name a file in the course folder`);
      return '';
    }
    const resolved = path.resolve(root, value);
    if (path.isAbsolute(value) || !resolved.startsWith(root + path.sep)) {
      problems.push(`${name} must be a path inside the course folder (got "${value}")`);
      return '';
    }
    const extension = path.extname(resolved).toLowerCase();
    if (!extensions.has(extension)) {
      problems.push(`${name} must be one of ${[...extensions].join(', ')} (got "${value}")`);
      return '';
    }
    try {
      await access(resolved);
    } catch {
      problems.push(`${name}: file not found: ${value}`);
      return '';
    }
    return resolved;
  };

  const title = text(raw.title, 'title', MANIFEST_LIMITS.title);
  const subTitle = text(raw.subTitle, 'subTitle', MANIFEST_LIMITS.subTitle);
  const about = text(raw.about, 'about', MANIFEST_LIMITS.about);
  const thumbnailPath = await file(raw.thumbnail, 'thumbnail', THUMBNAIL_EXTENSIONS);

  const lessons: CourseFolder['lessons'] = [];
  if (!Array.isArray(raw.lessons) || raw.lessons.length === 0) {
    problems.push('lessons must be a non-empty array');
  } else if (raw.lessons.length > MANIFEST_LIMITS.lessons) {
    problems.push(`lessons must hold at most ${MANIFEST_LIMITS.lessons} entries`);
  } else {
    for (const [index, lesson] of raw.lessons.entries()) {
      const at = `lessons[${index}]`;
      if (!isRecord(lesson)) {
        problems.push(`${at} must be an object`);
        continue;
      }
      const videoPath = await file(lesson.video, `${at}.video`, VIDEO_EXTENSIONS);
      const videoExtension = path.extname(videoPath).slice(1).toLowerCase() === 'webm' ? 'webm' : 'mp4';
      lessons.push({
        title: text(lesson.title, `${at}.title`, MANIFEST_LIMITS.lessonTitle),
        subHeading: text(
          lesson.subHeading ?? '',
          `${at}.subHeading`,
          MANIFEST_LIMITS.lessonSubHeading,
          false,
        ),
        videoPath,
        videoExtension,
        durationSeconds: await durationOf(lesson.durationSeconds, videoPath, videoExtension, at, problems),
      });
    }
  }

  if (problems.length > 0) throw new CourseManifestError(manifestPath, problems);
  return { folder: root, title, subTitle, about, thumbnailPath, lessons };
}

async function durationOf(
  given: unknown,
  videoPath: string,
  extension: 'mp4' | 'webm',
  at: string,
  problems: string[],
): Promise<number> {
  if (given !== undefined) {
    if (typeof given === 'number' && Number.isInteger(given) && given >= 0) return given;
    problems.push(`${at}.durationSeconds must be a whole number of seconds`);
    return 0;
  }
  if (!videoPath) return 0;
  const measured = extension === 'mp4' ? await readMp4DurationSeconds(videoPath) : null;
  if (measured === null) {
    problems.push(
      `${at}.durationSeconds is required: the duration of ${path.basename(videoPath)} cannot be read`,
    );
    return 0;
  }
  return measured;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

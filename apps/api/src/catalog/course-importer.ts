import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { encodeImageSrcset, storeWidths } from '../media/image-srcset.js';
import type { MediaStore } from '../media/media-store.js';
import { createCatalogRepository } from './catalog-repository.js';
import { readCourseFolder, type CourseFolder } from './course-manifest.js';
import { renderCourseThumbnail, renderCourseThumbnailWidths, THUMBNAIL_SIZE } from './course-thumbnail.js';

export interface CatalogDeps {
  db: Kysely<Database>;
  media: MediaStore;
  now?: () => number;
}

/** What the importer is doing, for a progress bar: `done` of `total` steps (one per file, one for the rows). */
export interface ImportProgress {
  course: string;
  step: string;
  done: number;
  total: number;
}

export class CourseAlreadyExistsError extends Error {
  constructor(readonly title: string) {
    super(`A course titled "${title}" already exists; nothing was imported.`);
    this.name = 'CourseAlreadyExistsError';
  }
}

export interface ImportedCourse {
  courseId: string;
  title: string;
  lessonIds: string[];
}

/**
 * Imports one course folder: checks the manifest, copies the videos, their captions and the rendered thumbnail (640 px, and
 * the other widths of its `srcset`) into the media store under random keys, then writes the course, its
 * lessons and its search document in one transaction. On any failure the copied files are removed again, so a
 * failed import leaves nothing behind.
 */
export async function importCourseFolder(
  deps: CatalogDeps,
  folder: string,
  onProgress: (progress: ImportProgress) => void = () => {},
): Promise<ImportedCourse> {
  const course = await readCourseFolder(folder);
  return importCourse(deps, course, onProgress);
}

export async function importCourse(
  deps: CatalogDeps,
  course: CourseFolder,
  onProgress: (progress: ImportProgress) => void = () => {},
  createdAt: number = (deps.now ?? Date.now)(),
): Promise<ImportedCourse> {
  const repository = createCatalogRepository(deps.db);
  if (await repository.courseTitleExists(course.title)) throw new CourseAlreadyExistsError(course.title);

  const total = course.lessons.length + 2;
  let done = 0;
  const report = (step: string) => onProgress({ course: course.title, step, done, total });
  const stored: string[] = [];

  try {
    report('thumbnail');
    const thumbnailKey = await deps.media.save(await renderCourseThumbnail(course.thumbnailPath), 'jpg');
    stored.push(thumbnailKey);
    const otherWidths = await storeWidths(
      deps.media,
      await renderCourseThumbnailWidths(course.thumbnailPath),
      'jpg',
    );
    stored.push(...otherWidths.map((width) => width.key));
    const thumbnailSrcset = encodeImageSrcset([
      { key: thumbnailKey, width: THUMBNAIL_SIZE.width },
      ...otherWidths,
    ]);
    done += 1;

    const lessons = [];
    for (const lesson of course.lessons) {
      report(lesson.title);
      const videoKey = await deps.media.importFile(lesson.videoPath, lesson.videoExtension);
      stored.push(videoKey);
      const captions = [];
      for (const caption of lesson.captions) {
        const mediaKey = await deps.media.importFile(caption.path, 'vtt');
        stored.push(mediaKey);
        captions.push({ language: caption.language, label: caption.label, mediaKey });
      }
      lessons.push({ ...lesson, videoKey, captions });
      done += 1;
    }

    report('saving');
    const { courseId, lessonIds } = await repository.insertCourse({
      title: course.title,
      subTitle: course.subTitle,
      about: course.about,
      thumbnailKey,
      thumbnailSrcset,
      createdAt,
      lessons,
    });
    done += 1;
    report('done');
    return { courseId, title: course.title, lessonIds };
  } catch (error) {
    await Promise.all(stored.map((key) => deps.media.remove(key)));
    throw error;
  }
}

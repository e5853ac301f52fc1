import type { ViewerParts } from '../http/response-cache.js';
import { blogsViewerParts } from './blogs/blogs.handlers.js';
import { commentsViewerParts } from './comments/comments.handlers.js';
import { coursesViewerParts } from './courses/courses.handlers.js';
import { lessonsViewerParts } from './lessons/lessons.handlers.js';

/**
 * The viewer part of every read the contract keeps with `viewer: overlay` (ADR 0136), from the modules that
 * answer them. The response cache refuses to start when one is missing.
 */
export const allViewerParts: ViewerParts = {
  ...coursesViewerParts,
  ...lessonsViewerParts,
  ...commentsViewerParts,
  ...blogsViewerParts,
};

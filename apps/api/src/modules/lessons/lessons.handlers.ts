import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import type { ViewerParts } from '../../http/response-cache.js';
import { ok } from '../../http/envelope.js';

export const lessonsHandlers: HandlersOf<'getLesson'> = {
  async getLesson(request) {
    const { id } = requireUser(request);
    const { courseId, lessonId } = request.params;
    return ok(await request.server.lessons.get(courseId, lessonId, id), 'Lesson fetched successfully');
  },
};

/**
 * The viewer's part of a kept lesson answer (ADR 0136): one answer for the enrolled (with the signed links) and
 * one for the others, each with the viewer's own like.
 */
export const lessonsViewerParts: ViewerParts = {
  async getLesson(request) {
    const { id } = requireUser(request);
    const { courseId, lessonId } = request.params as { courseId: string; lessonId: string };
    const viewer = await request.server.lessons.viewerOf(courseId, lessonId, id);
    return {
      variant: viewer.isEnrolled ? 'enrolled' : '',
      fields: { isUserLiked: String(viewer.isUserLiked) },
    };
  },
};

import type { HandlersOf } from '../../contract/handler-types.js';
import type { ViewerParts } from '../../http/response-cache.js';
import { ok } from '../../http/envelope.js';
import { COURSE_PAGE_SIZE } from './course-limits.js';
import { sendCourseList } from './course-list-answer.js';

export const coursesHandlers: HandlersOf<'listCourses' | 'searchCourses' | 'getCourse'> = {
  // The two lists of course cards are sent as kept, each card already JSON (course-list-answer.ts).
  async listCourses(request, reply) {
    const { page = 1, limit = COURSE_PAGE_SIZE.default } = request.query;
    const list = await request.server.courses.list(page, limit);
    return sendCourseList(reply, list, 'Courses fetched successfully');
  },
  async searchCourses(request, reply) {
    const list = await request.server.courses.search(request.query.query);
    return sendCourseList(reply, list, 'Search results fetched successfully');
  },
  async getCourse(request) {
    return ok(
      await request.server.courses.get(request.params.courseId, request.user?.id),
      'Course fetched successfully',
    );
  },
};

/**
 * The viewer's part of a kept course answer (x-cache `viewer: overlay`, ADR 0136): every viewer shares one
 * answer of the course and gets their own flags and enrolment from three key look-ups.
 */
export const coursesViewerParts: ViewerParts = {
  async getCourse(request) {
    const { courseId } = request.params as { courseId: string };
    const viewer = await request.server.courses.viewerOf(courseId, request.user?.id);
    return {
      variant: '',
      fields: {
        isUserLiked: String(viewer.isUserLiked),
        isEnrolled: String(viewer.isEnrolled),
        isFavorite: String(viewer.isFavorite),
        enrollment: JSON.stringify(viewer.enrollment),
      },
    };
  },
};

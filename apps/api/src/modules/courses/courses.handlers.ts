import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';
import { COURSE_PAGE_SIZE } from './course-limits.js';

export const coursesHandlers: HandlersOf<'listCourses' | 'searchCourses' | 'getCourse'> = {
  async listCourses(request) {
    const { page = 1, limit = COURSE_PAGE_SIZE.default } = request.query;
    return ok(await request.server.courses.list(page, limit), 'Courses fetched successfully');
  },
  async searchCourses(request) {
    return ok(
      await request.server.courses.search(request.query.query),
      'Search results fetched successfully',
    );
  },
  async getCourse(request) {
    return ok(
      await request.server.courses.get(request.params.courseId, request.user?.id),
      'Course fetched successfully',
    );
  },
};

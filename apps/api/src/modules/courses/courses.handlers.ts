import type { HandlersOf } from '../../contract/handler-types.js';
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

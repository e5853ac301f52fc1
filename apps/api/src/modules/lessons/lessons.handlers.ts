import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';

export const lessonsHandlers: HandlersOf<'getLesson'> = {
  async getLesson(request) {
    const { id } = requireUser(request);
    const { courseId, lessonId } = request.params;
    return ok(await request.server.lessons.get(courseId, lessonId, id), 'Lesson fetched successfully');
  },
};

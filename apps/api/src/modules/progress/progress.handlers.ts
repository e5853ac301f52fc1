import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';

export const progressHandlers: HandlersOf<'getCourseProgress' | 'saveLessonProgress' | 'listCourseProgress'> =
  {
    async getCourseProgress(request) {
      const { id } = requireUser(request);
      return ok(
        await request.server.progress.ofCourse(id, request.params.courseId),
        'Progress fetched successfully',
      );
    },
    async saveLessonProgress(request) {
      const { id } = requireUser(request);
      const { courseId, lessonId } = request.params;
      return ok(await request.server.progress.save(id, courseId, lessonId, request.body), 'Progress saved');
    },
    async listCourseProgress(request) {
      const { id } = requireUser(request);
      return ok(await request.server.progress.ofEnrolledCourses(id), 'Progress fetched successfully');
    },
  };

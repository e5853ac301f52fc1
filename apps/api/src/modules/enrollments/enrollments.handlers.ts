import { requireUser } from '../../auth/request-user.js';
import type { HandlersOf } from '../../contract/handler-types.js';
import { ok } from '../../http/envelope.js';

export const enrollmentsHandlers: HandlersOf<'listEnrollments' | 'enrollInCourse'> = {
  async listEnrollments(request) {
    const { id } = requireUser(request);
    return ok(await request.server.enrollments.list(id), 'Enrollments fetched successfully');
  },
  async enrollInCourse(request) {
    const { id } = requireUser(request);
    return ok(await request.server.enrollments.enroll(id, request.params.courseId), 'Enrolled successfully');
  },
};

import { $api } from '../../../lib/apiClient';

/** GET /users/enrollment: active enrolments, newest first ('Continue Learning', 'My Enrollments'). */
export const enrollmentsQueryOptions = () =>
  $api.queryOptions(
    'get',
    '/users/enrollment',
    {},
    { select: (r) => r.data.enrollCourses, meta: { report: 'toast' } },
  );

import type { components } from '@devlearn/api-client/contract';
import { toIsoDate } from '../courses/course-presenter.js';

export function toEnrollment(row: {
  course_id: string;
  enrolled_at: number;
  expires_at: number;
}): components['schemas']['Enrollment'] {
  return {
    courseId: row.course_id,
    enrolledAt: toIsoDate(row.enrolled_at),
    expiresAt: toIsoDate(row.expires_at),
  };
}

export { accessUntilLabel, CourseProgress, progressLabel } from './CourseProgress';
export type { CourseProgressProps, CourseProgressValue } from './CourseProgress';

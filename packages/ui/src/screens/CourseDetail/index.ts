export { CourseDetail } from './CourseDetail';
export type { CourseDetailCourse, CourseDetailProgress, CourseDetailProps } from './CourseDetail';

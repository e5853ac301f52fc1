export { CourseDetail } from './CourseDetail';
export type { CourseDetailProps, CourseDetailCourse } from './CourseDetail';

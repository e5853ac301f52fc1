export { CourseListRow } from './CourseListRow';
export type { CourseListRowProps, CourseListRowCourse } from './CourseListRow';

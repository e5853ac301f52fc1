export { CourseList } from './CourseList';
export type { CourseListProps } from './CourseList';

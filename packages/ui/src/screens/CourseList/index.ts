export { CourseList } from './CourseList';
export type { CourseListProps } from './CourseList';
export { courseListTitle } from '../../lib/courseListTitle';

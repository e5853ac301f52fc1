export { CourseCard, lessonCountLabel } from './CourseCard';
export type { CourseCardProps, CourseCardCourse } from './CourseCard';

export { CoursesHome } from './CoursesHome';
export type { CoursesHomeProps } from './CoursesHome';

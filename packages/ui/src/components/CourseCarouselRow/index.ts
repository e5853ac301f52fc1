export { CourseCarouselRow } from './CourseCarouselRow';
export type { CourseCarouselRowProps } from './CourseCarouselRow';

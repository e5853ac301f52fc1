export { formatDuration, Syllabus } from './Syllabus';
export type { SyllabusProps, SyllabusLesson } from './Syllabus';

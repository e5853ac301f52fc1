export { LessonView } from './LessonView';
export type { LessonViewProps, LessonViewCourse, LessonViewLesson, LessonViewDiscussion } from './LessonView';

export { LessonTabs } from './LessonTabs';
export type { LessonTabsProps, LessonTab } from './LessonTabs';

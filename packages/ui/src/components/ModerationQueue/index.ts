export { ModerationQueue } from './ModerationQueue';
export type { ModerationAction, ModerationQueueItem, ModerationQueueProps } from './ModerationQueue';

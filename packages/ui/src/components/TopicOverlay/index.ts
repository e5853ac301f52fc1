export { TopicOverlay } from './TopicOverlay';
export type { TopicOverlayProps } from './TopicOverlay';

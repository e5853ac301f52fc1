export { LikeToggle } from './LikeToggle';
export type { LikeToggleProps } from './LikeToggle';

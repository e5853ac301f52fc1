export { FavoriteToggle } from './FavoriteToggle';
export type { FavoriteToggleProps } from './FavoriteToggle';

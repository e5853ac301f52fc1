export { BlogGrid } from './BlogGrid';
export type { BlogGridProps } from './BlogGrid';

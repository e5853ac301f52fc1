export { Profile } from './Profile';
export type { ProfileProps } from './Profile';

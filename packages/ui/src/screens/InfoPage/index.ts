export { InfoPage } from './InfoPage';
export type { InfoPageProps } from './InfoPage';

export { InfoPage } from './InfoPage';
export type { InfoPageProps } from './InfoPage';
export { infoPages } from '../../content/infoPages';
export type { InfoPageContent, InfoPageSlug } from '../../content/infoPages';

export { BlogTabs } from './BlogTabs';
export type { BlogTabsProps, BlogTab } from './BlogTabs';

export { BlogDetail } from './BlogDetail';
export type { BlogDetailProps } from './BlogDetail';

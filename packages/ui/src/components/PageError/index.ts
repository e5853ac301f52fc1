export { PAGE_ERROR_TEXT, PageError } from './PageError';
export type { PageErrorProps } from './PageError';

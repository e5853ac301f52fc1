export { NOT_FOUND_TEXT, NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';

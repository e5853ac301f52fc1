export { SearchBox, SEARCH_BLANK_MESSAGE } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';

import { rules } from '@devlearn/api-client/rules';

/** Page sizes of spec section 9: the dashboard shows 8 courses, the full list asks for up to 100. */
export const COURSE_PAGE_SIZE = { default: 8, max: 100 } as const;

/** At most this many search results; the search list has no paging. */
export const SEARCH_RESULT_LIMIT = 100;

export const SEARCH_QUERY_REQUIRED_MESSAGE = rules.searchCourses.query.messages.required;

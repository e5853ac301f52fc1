/**
 * The search tiers as the store holds them (ADRs 0017, 0018; made by migration 014, which keeps its own frozen
 * copy): a course's tier is the first of these field sets that holds every word of the query, best first, and on
 * SQLite tier n is the FTS5 index `course_search_tier{n}`, whose row is the course's ranking key.
 */
export const SEARCH_TIERS = [
  ['title'],
  ['title', 'lesson_titles'],
  ['title', 'lesson_titles', 'sub_title'],
  ['title', 'lesson_titles', 'sub_title', 'about'],
] as const;

export const searchTierTable = (tier: number) => `course_search_tier${tier + 1}`;

/** The search row a ranking key points at (its low 32 bits). */
export const SEARCH_ROW_OF_KEY = 4294967295;

import { MISSING_COMMENT_DATE_MS } from './product';

/** The order of the comment list: 'recent' (newest first, the initial order) or 'oldest'. */
export type CommentSortOrder = 'recent' | 'oldest';

/** Anything with an optional `updatedAt` date string, as comments have. */
export interface Dated {
  updatedAt?: string | null;
}

function timeOf(item: Dated): number {
  if (!item.updatedAt) return MISSING_COMMENT_DATE_MS;
  const time = new Date(item.updatedAt).getTime();
  return Number.isNaN(time) ? MISSING_COMMENT_DATE_MS : time;
}

/**
 * Returns a new array of comments sorted by `updatedAt`; a comment without one counts as dated 1970.
 * The sort is stable, so comments with equal dates keep their order.
 */
export function sortComments<T extends Dated>(comments: readonly T[], order: CommentSortOrder): T[] {
  const direction = order === 'recent' ? -1 : 1;
  return [...comments].sort((a, b) => direction * (timeOf(a) - timeOf(b)));
}

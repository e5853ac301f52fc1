import type { components } from '@devlearn/api-client/contract';
import { responsiveImage } from '../../media/image-srcset.js';
import { toIsoDate } from '../courses/course-presenter.js';
import type { BlogSummaryRow } from './blogs.repository.js';

type BlogSummary = components['schemas']['BlogSummary'];
type Blog = components['schemas']['Blog'];

/** A blog in a list: the stored plain-text excerpt as `content` (D38), the author without email (ADR 0045). */
export function toBlogSummary(row: BlogSummaryRow): BlogSummary {
  return {
    _id: row.id,
    heading: row.heading,
    subHeading: row.sub_heading,
    content: row.excerpt,
    blogCategory: row.category,
    blogImage: responsiveImage(row.image_key, row.image_srcset),
    createdAt: toIsoDate(row.created_at),
    author: { _id: row.author_id, username: row.author_username },
    totalLikes: Number(row.total_likes),
    // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
    isUserLiked: Boolean(Number(row.is_liked)),
  };
}

/**
 * A blog on its own page: the full HTML and the author's email, as the spec's blog page shows them. A blog a
 * moderator hid keeps its HTML for its author only (issue 42).
 */
export function toBlog(
  row: BlogSummaryRow & { content: string; author_email: string; state: 'visible' | 'hidden' },
  viewerId: string,
): Blog {
  const summary = toBlogSummary(row);
  return {
    ...summary,
    content: row.state === 'hidden' && row.author_id !== viewerId ? '' : row.content,
    author: { ...summary.author, email: row.author_email },
    state: row.state,
  };
}

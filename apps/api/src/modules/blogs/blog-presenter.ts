import type { components } from '@devlearn/api-client/contract';
import { publicMediaUrl } from '../../media/media-url.js';
import { toIsoDate } from '../courses/course-presenter.js';
import type { BlogSummaryRow } from './blogs.repository.js';

type BlogSummary = components['schemas']['BlogSummary'];
type Blog = components['schemas']['Blog'];

export function toBlogSummary(row: BlogSummaryRow): BlogSummary {
  return {
    _id: row.id,
    heading: row.heading,
    subHeading: row.sub_heading,
    blogCategory: row.category,
    blogImage: { url: publicMediaUrl(row.image_key) },
    createdAt: toIsoDate(row.created_at),
    author: { _id: row.author_id, username: row.author_username, email: row.author_email },
    totalLikes: Number(row.total_likes),
    // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
    isUserLiked: Boolean(Number(row.is_liked)),
  };
}

export function toBlog(row: BlogSummaryRow & { content: string }): Blog {
  return { ...toBlogSummary(row), content: row.content };
}

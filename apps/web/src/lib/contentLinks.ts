import type { Schemas } from '@devlearn/api-client';
import { paths } from './paths';

/**
 * Where a notification or a reported item leads (issue 42): a comment on its lesson page with its thread open
 * (`?thread=`) and scrolled to (`#comment-<id>`), or a blog.
 */
export function contentHref(target: Schemas['MentionTarget']): string {
  if (target.type === 'blog') return target.blogId ? paths.dashboard.blog.getHref(target.blogId) : '#';
  if (!target.courseId || !target.lessonId) return '#';
  const lesson = paths.dashboard.lesson.getHref(target.courseId, target.lessonId);
  const thread = target.threadId ? `?thread=${encodeURIComponent(target.threadId)}` : '';
  return `${lesson}${thread}${target.commentId ? `#comment-${target.commentId}` : ''}`;
}

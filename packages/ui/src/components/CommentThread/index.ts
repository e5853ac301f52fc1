export { CommentThread } from './CommentThread';
export type { CommentThreadProps } from './CommentThread';
export type { ThreadComment } from './CommentItem';

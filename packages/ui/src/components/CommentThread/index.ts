export { CommentThread } from './CommentThread';
export type { CommentThreadProps } from './CommentThread';
export { commentAnchorId } from './CommentItem';
export type { ThreadComment } from './CommentItem';

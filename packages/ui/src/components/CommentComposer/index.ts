export { CommentComposer } from './CommentComposer';
export type { CommentComposerProps } from './CommentComposer';

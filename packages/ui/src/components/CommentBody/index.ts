export { CommentBody } from './CommentBody';
export type { CommentBodyProps } from './CommentBody';
export { highlightedCodeClass } from './codeTheme';

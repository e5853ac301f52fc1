export { HIDDEN_NOTICE_TEXT, HiddenNotice } from './HiddenNotice';
export type { HiddenNoticeKind, HiddenNoticeProps } from './HiddenNotice';

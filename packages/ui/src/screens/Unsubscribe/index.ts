export { UNSUBSCRIBE_INVALID_LINK, Unsubscribe } from './Unsubscribe';
export type { UnsubscribeProps } from './Unsubscribe';

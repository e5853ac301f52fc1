export { NotificationList, notificationText } from './NotificationList';
export type { NotificationKind, NotificationListItem, NotificationListProps } from './NotificationList';

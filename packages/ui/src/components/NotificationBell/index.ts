export { NotificationBell, notificationBellLabel } from './NotificationBell';
export type { NotificationBellProps } from './NotificationBell';

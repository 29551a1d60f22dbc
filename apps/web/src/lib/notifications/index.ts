export {
  DEFAULT_NOTIFICATION_TIMEOUT_MS,
  notificationCodeText,
  notify,
  useNotificationStore,
  type Notification,
  type NotificationColor,
  type NotificationPayload,
} from './notification-store';
export { NotificationsHost } from './notifications-host';

export { NotificationPopover, type NotificationPopoverProps } from './NotificationPopover';
export { getNotificationEmoji, formatNotificationTime, countUnread, type AppNotification } from './notifications';

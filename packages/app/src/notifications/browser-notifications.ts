import { NOTIFICATION_TOAST_DURATION_MS, type BrowserNotificationPermission } from '@pawpal/ui';

/* Browser (system) notifications: only after the user pressed Enable and granted permission. */

function api(): typeof Notification | undefined {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;
}

export function browserNotificationPermission(): BrowserNotificationPermission {
  const NotificationApi = api();
  return NotificationApi ? NotificationApi.permission : 'unsupported';
}

/** Asks for permission (the Enable button); failures are logged and change nothing. */
export async function requestBrowserNotificationPermission(): Promise<BrowserNotificationPermission> {
  const NotificationApi = api();
  if (!NotificationApi) return 'unsupported';
  try {
    return await NotificationApi.requestPermission();
  } catch (error) {
    console.error('Could not ask for notification permission', error);
    return NotificationApi.permission;
  }
}

/** Shows a system notification for NOTIFICATION_TOAST_DURATION_MS; failures are logged. */
export function showBrowserNotification(title: string, body: string, onClick?: () => void): boolean {
  const NotificationApi = api();
  if (!NotificationApi || NotificationApi.permission !== 'granted') return false;
  try {
    const notification = new NotificationApi(title, { body, icon: '/favicon.svg' });
    if (onClick) {
      notification.onclick = () => {
        window.focus();
        onClick();
        notification.close();
      };
    }
    setTimeout(() => notification.close(), NOTIFICATION_TOAST_DURATION_MS);
    return true;
  } catch (error) {
    console.error('Could not show a browser notification', error);
    return false;
  }
}

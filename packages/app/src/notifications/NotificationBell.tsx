import { NotificationPopover } from '@pawpal/ui';
import { useNotifications } from './NotificationsProvider';

/** The bell in the top navigation, wired to the signed-in user's notifications. */
export function NotificationBell() {
  const context = useNotifications();
  if (!context) return null;
  return (
    <NotificationPopover
      notifications={context.notifications}
      soundsEnabled={context.soundsEnabled}
      onSoundsEnabledChange={context.setSoundsEnabled}
      browserPermission={context.browserPermission}
      onEnableBrowserNotifications={() => void context.enableBrowserNotifications()}
      onClearAll={context.clearAll}
      onMarkAllRead={context.markAllRead}
      onSelect={context.select}
    />
  );
}

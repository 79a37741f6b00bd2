import * as React from 'react';
import { Bell, BellOff, Check } from 'lucide-react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { CountBadge, formatCount } from '../badge';
import { Button } from '../button';
import type { BrowserNotificationPermission } from '../constants';
import { cn } from '../lib/cn';
import { Popover, PopoverContent, PopoverTrigger } from '../popover';
import { ScrollArea } from '../scroll-area';
import { countUnread, formatNotificationTime, getNotificationEmoji, type AppNotification } from './notifications';

export interface NotificationPopoverProps {
  notifications: AppNotification[];
  /** Defaults to the number of unread notifications in the list. */
  unreadCount?: number;
  soundsEnabled: boolean;
  onSoundsEnabledChange: (enabled: boolean) => void;
  browserPermission: BrowserNotificationPermission;
  onEnableBrowserNotifications: () => void;
  onClearAll: () => void;
  onMarkAllRead: () => void;
  /** A notification was clicked (the app navigates to its chat or booking). */
  onSelect: (notification: AppNotification) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Class names for the panel. */
  contentClassName?: string;
  className?: string;
}

/** The bell with an unread count, opening the notification list and its settings. */
export function NotificationPopover({
  notifications, unreadCount, soundsEnabled, onSoundsEnabledChange, browserPermission, onEnableBrowserNotifications,
  onClearAll, onMarkAllRead, onSelect, open: openProp, defaultOpen = false, onOpenChange, contentClassName, className,
}: NotificationPopoverProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = React.useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const unread = unreadCount ?? countUnread(notifications);
  const titleId = React.useId();
  const soundsId = React.useId();

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          // Says what the badge shows ("99+"), so the visible text stays part of the name.
          aria-label={`Notifications, ${formatCount(unread) || 0} unread`}
          data-slot="notification-bell"
          className={cn('relative', className)}
        >
          <Bell aria-hidden="true" />
          <CountBadge count={unread} aria-hidden="true" className="absolute -right-0.5 -top-0.5 h-4 min-w-4 px-1 text-[10px]" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-labelledby={titleId}
        data-slot="notification-popover"
        className={cn('flex w-[22rem] max-w-[calc(100vw-1rem)] flex-col p-0', contentClassName)}
      >
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <div>
            <h2 id={titleId} className="text-sm font-semibold">
              Notifications
            </h2>
            <p className="text-xs text-muted-foreground">{unread > 0 ? `${unread} unread` : 'All caught up'}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={onMarkAllRead} disabled={unread === 0}>
            <Check aria-hidden="true" />
            Mark all read
          </Button>
        </div>

        {notifications.length === 0 ? (
          <div data-slot="notification-empty" className="flex flex-col items-center gap-2 px-4 py-8 text-center">
            <BellOff aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-sm font-medium">No notifications yet</p>
            <p className="text-xs text-muted-foreground">Booking updates and new messages will show up here.</p>
          </div>
        ) : (
          <ScrollArea viewportLabel="Notification list" viewportClassName="max-h-80 [&>div]:block!" className="flex flex-col">
            <ul className="divide-y divide-border">
              {notifications.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem
                    notification={notification}
                    onSelect={() => {
                      onSelect(notification);
                      setOpen(false);
                    }}
                  />
                </li>
              ))}
            </ul>
          </ScrollArea>
        )}

        <div data-slot="notification-settings" className="flex flex-col gap-3 border-t border-border px-4 py-3">
          <div className="flex items-center justify-between gap-3">
            <label htmlFor={soundsId} className="text-sm">
              Notification sounds
            </label>
            <SwitchPrimitive.Root
              id={soundsId}
              checked={soundsEnabled}
              onCheckedChange={onSoundsEnabledChange}
              data-slot="notification-sounds-switch"
              className={cn(
                'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
                'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-popover',
                'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
              )}
            >
              <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
            </SwitchPrimitive.Root>
          </div>
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm">Browser notifications</span>
            <BrowserPermission permission={browserPermission} onEnable={onEnableBrowserNotifications} />
          </div>
          <Button variant="outline" size="sm" onClick={onClearAll} disabled={notifications.length === 0} className="w-full">
            Clear All
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}

function NotificationItem({ notification, onSelect }: { notification: AppNotification; onSelect: () => void }) {
  const time = formatNotificationTime(notification.timestamp);
  const date = new Date(notification.timestamp);
  return (
    <button
      type="button"
      onClick={onSelect}
      data-slot="notification-item"
      data-read={notification.read}
      data-type={notification.type}
      className={cn(
        'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors outline-none hover:bg-accent hover:text-accent-foreground',
        'focus-visible:bg-accent focus-visible:text-accent-foreground',
        !notification.read && 'bg-muted',
      )}
    >
      <span aria-hidden="true" className="mt-0.5 text-lg leading-none">
        {getNotificationEmoji(notification)}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-sm', notification.read ? 'font-medium' : 'font-semibold')}>{notification.title}</span>
          {time ? (
            <time dateTime={date.toISOString()} className="shrink-0 text-xs text-muted-foreground">
              {time}
            </time>
          ) : null}
        </span>
        <span className="line-clamp-2 text-sm text-muted-foreground">{notification.message}</span>
      </span>
      {notification.read ? null : (
        <>
          <span aria-hidden="true" data-slot="unread-dot" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
          <span className="sr-only">Unread</span>
        </>
      )}
    </button>
  );
}

const PERMISSION_TEXT: Record<Exclude<BrowserNotificationPermission, 'default'>, string> = {
  granted: 'Enabled',
  denied: 'Blocked in browser settings',
  unsupported: 'Not supported in this browser',
};

function BrowserPermission({ permission, onEnable }: { permission: BrowserNotificationPermission; onEnable: () => void }) {
  if (permission === 'default') {
    return (
      <Button variant="outline" size="sm" onClick={onEnable} aria-label="Enable browser notifications">
        Enable
      </Button>
    );
  }
  return (
    <span data-slot="browser-permission" data-permission={permission} className="flex items-center gap-1 text-right text-xs text-muted-foreground">
      {permission === 'granted' ? <Check aria-hidden="true" className="size-3.5" /> : null}
      {PERMISSION_TEXT[permission]}
    </span>
  );
}

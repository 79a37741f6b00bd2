'use client';

import * as React from 'react';
import {
  Bell,
  BellOff,
  CalendarPlus,
  CalendarX,
  Check,
  CircleCheck,
  CircleX,
  CreditCard,
  MessageCircle,
  PartyPopper,
  type LucideIcon,
} from 'lucide-react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { CountBadge, formatCount } from '../badge';
import { Button } from '../button';
import type { BrowserNotificationPermission, NotificationType } from '../constants';
import { cn } from '../lib/cn';
import { Popover, PopoverContent, PopoverTrigger } from '../popover';
import { ScrollArea } from '../scroll-area';
import { countUnread, formatNotificationTime, type AppNotification } from './notifications';

/**
 * The icon of each notification type, drawn as SVG (lucide) so it looks the same on every
 * machine: emoji depend on an installed colour-emoji font and render as empty boxes without one.
 * Anything else shows the bell.
 */
export const NOTIFICATION_ICONS: Record<NotificationType, LucideIcon> = {
  booking_created: CalendarPlus,
  booking_approved: CircleCheck,
  booking_declined: CircleX,
  payment_confirmed: CreditCard,
  booking_completed: PartyPopper,
  booking_cancelled: CalendarX,
  new_message: MessageCircle,
};

/** The notification's own symbol (text) when it has one, else its type's icon, else the bell. */
function NotificationIcon({ notification }: { notification: Pick<AppNotification, 'type' | 'symbol'> }) {
  if (notification.symbol) return <>{notification.symbol}</>;
  const Icon = (NOTIFICATION_ICONS as Record<string, LucideIcon>)[notification.type] ?? Bell;
  return <Icon data-icon={Icon === Bell ? 'bell' : notification.type} className="pp:size-5" />;
}

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

/**
 * The bell with an unread count, opening the notification list and its settings.
 *
 * Keyboard: the bell opens the panel and moves focus into it; Escape closes it and focus returns
 * to the bell. Screen readers: the bell is named with the unread count; the panel is a `dialog`
 * named Notifications.
 */
export function NotificationPopover({
  notifications,
  unreadCount,
  soundsEnabled,
  onSoundsEnabledChange,
  browserPermission,
  onEnableBrowserNotifications,
  onClearAll,
  onMarkAllRead,
  onSelect,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  contentClassName,
  className,
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
          className={cn('pp:relative', className)}
        >
          <Bell aria-hidden="true" />
          <CountBadge
            count={unread}
            aria-hidden="true"
            className="pp:absolute pp:-right-0.5 pp:-top-0.5 pp:h-4 pp:min-w-4 pp:px-1 pp:text-[10px]"
          />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-labelledby={titleId}
        data-slot="notification-popover"
        className={cn('pp:flex pp:w-[22rem] pp:max-w-[calc(100vw-1rem)] pp:flex-col pp:p-0', contentClassName)}
      >
        <div
          data-slot="notification-header"
          className="pp:flex pp:items-center pp:justify-between pp:gap-2 pp:border-b pp:border-border pp:px-4 pp:py-3"
        >
          <div data-slot="notification-heading">
            <h2 id={titleId} data-slot="notification-title" className="pp:text-sm pp:font-semibold">
              Notifications
            </h2>
            <p data-slot="notification-summary" className="pp:text-xs pp:text-muted-foreground">
              {unread > 0 ? `${unread} unread` : 'All caught up'}
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={onMarkAllRead} disabled={unread === 0}>
            <Check aria-hidden="true" />
            Mark all read
          </Button>
        </div>

        {notifications.length === 0 ? (
          <div data-slot="notification-empty" className="pp:flex pp:flex-col pp:items-center pp:gap-2 pp:px-4 pp:py-8 pp:text-center">
            <BellOff aria-hidden="true" className="pp:size-8 pp:text-muted-foreground" />
            <p data-slot="notification-empty-title" className="pp:text-sm pp:font-medium">
              No notifications yet
            </p>
            <p data-slot="notification-empty-message" className="pp:text-xs pp:text-muted-foreground">
              Booking updates and new messages will show up here.
            </p>
          </div>
        ) : (
          <ScrollArea viewportLabel="Notification list" viewportClassName="pp:max-h-80 pp:[&>div]:block!" className="pp:flex pp:flex-col">
            <ul data-slot="notification-list" className="pp:divide-y pp:divide-border">
              {notifications.map((notification) => (
                <li key={notification.id} data-slot="notification-list-item">
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

        <div data-slot="notification-settings" className="pp:flex pp:flex-col pp:gap-3 pp:border-t pp:border-border pp:px-4 pp:py-3">
          <div data-slot="notification-setting" className="pp:flex pp:items-center pp:justify-between pp:gap-3">
            <label htmlFor={soundsId} data-slot="notification-setting-label" className="pp:text-sm">
              Notification sounds
            </label>
            <SwitchPrimitive.Root
              id={soundsId}
              checked={soundsEnabled}
              onCheckedChange={onSoundsEnabledChange}
              data-slot="notification-sounds-switch"
              className={cn(
                'pp:peer pp:inline-flex pp:h-6 pp:w-11 pp:shrink-0 pp:cursor-pointer pp:items-center pp:rounded-full pp:border-2 pp:border-transparent pp:transition-colors',
                'pp:outline-none pp:focus-visible:ring-2 pp:focus-visible:ring-ring pp:focus-visible:ring-offset-2 pp:focus-visible:ring-offset-popover',
                'pp:data-[state=checked]:bg-primary pp:data-[state=unchecked]:bg-input',
              )}
            >
              <SwitchPrimitive.Thumb
                data-slot="notification-sounds-switch-thumb"
                className="pp:pointer-events-none pp:block pp:size-5 pp:rounded-full pp:bg-background pp:shadow-sm pp:transition-transform pp:data-[state=checked]:translate-x-5 pp:data-[state=unchecked]:translate-x-0"
              />
            </SwitchPrimitive.Root>
          </div>
          <div data-slot="notification-setting" className="pp:flex pp:items-center pp:justify-between pp:gap-3">
            <span data-slot="notification-setting-label" className="pp:text-sm">
              Browser notifications
            </span>
            <BrowserPermission permission={browserPermission} onEnable={onEnableBrowserNotifications} />
          </div>
          <Button variant="outline" size="sm" onClick={onClearAll} disabled={notifications.length === 0} className="pp:w-full">
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
        'pp:flex pp:w-full pp:items-start pp:gap-3 pp:px-4 pp:py-3 pp:text-left pp:transition-colors pp:outline-none pp:hover:bg-accent pp:hover:text-accent-foreground',
        'pp:focus-visible:bg-accent pp:focus-visible:text-accent-foreground',
        !notification.read && 'pp:bg-muted',
      )}
    >
      <span data-slot="notification-item-icon" aria-hidden="true" className="pp:mt-0.5 pp:text-lg pp:leading-none">
        <NotificationIcon notification={notification} />
      </span>
      <span data-slot="notification-item-body" className="pp:flex pp:min-w-0 pp:flex-1 pp:flex-col pp:gap-0.5">
        <span data-slot="notification-item-header" className="pp:flex pp:items-baseline pp:justify-between pp:gap-2">
          <span
            data-slot="notification-item-title"
            className={cn('pp:truncate pp:text-sm', notification.read ? 'pp:font-medium' : 'pp:font-semibold')}
          >
            {notification.title}
          </span>
          {time ? (
            <time
              data-slot="notification-item-time"
              dateTime={date.toISOString()}
              className="pp:shrink-0 pp:text-xs pp:text-muted-foreground"
            >
              {time}
            </time>
          ) : null}
        </span>
        <span data-slot="notification-item-message" className="pp:line-clamp-2 pp:text-sm pp:text-muted-foreground">
          {notification.message}
        </span>
      </span>
      {notification.read ? null : (
        <>
          <span aria-hidden="true" data-slot="unread-dot" className="pp:mt-1.5 pp:size-2 pp:shrink-0 pp:rounded-full pp:bg-primary" />
          <span data-slot="notification-item-unread" className="pp:sr-only">
            Unread
          </span>
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
    <span
      data-slot="browser-permission"
      data-permission={permission}
      className="pp:flex pp:items-center pp:gap-1 pp:text-right pp:text-xs pp:text-muted-foreground"
    >
      {permission === 'granted' ? <Check aria-hidden="true" className="pp:size-3.5" /> : null}
      {PERMISSION_TEXT[permission]}
    </span>
  );
}

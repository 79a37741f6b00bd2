import { ROUTES, apiPaths, isBookingNotification, paths, type ServerMessage } from '@pawpal/contract';
import { notificationToast, type AppNotification, type BrowserNotificationPermission } from '@pawpal/ui';
import * as React from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isCareDataKey, isCareUpdateKey } from '../data/care-keys';
import { isMessagesKeyOf, markChannelRead } from '../data/chat';
import { PENDING_COUNT_KEY, UNREAD_COUNT_KEY } from '../data/counts';
import { useLiveMessages } from '../live/LiveProvider';
import { activityTargetOf, bookingActivityKey, channelActivityKey, createDebouncer, writeActivity } from './activity';
import { browserNotificationPermission, requestBrowserNotificationPermission, showBrowserNotification } from './browser-notifications';
import { notificationFromLive, notificationHref, notificationsReducer, type NotificationTarget } from './notification-list';
import { loadNotificationPreferences, saveNotificationPreferences } from './preferences';
import { playNotificationTone } from './sounds';

/** SWR keys that booking events make stale (lists, details, the sitter's summary). */
export function isBookingDataKey(key: unknown): boolean {
  return (
    typeof key === 'string' &&
    key !== PENDING_COUNT_KEY &&
    (key.startsWith(apiPaths.bookings()) || key.startsWith(apiPaths.mySitterSummary()))
  );
}

/** Where the SWR keys of chat data start: channels, messages, the unread count. */
const CHAT_KEY_PREFIXES = [apiPaths.chatChannels(), apiPaths.chatMessages(''), apiPaths.chatUnreadCount()];

/** SWR keys of chat data (channels, messages, the unread count). */
export function isChatDataKey(key: unknown): boolean {
  return typeof key === 'string' && CHAT_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export interface NotificationsContextValue {
  notifications: AppNotification[];
  soundsEnabled: boolean;
  setSoundsEnabled: (enabled: boolean) => void;
  browserPermission: BrowserNotificationPermission;
  enableBrowserNotifications: () => Promise<void>;
  markAllRead: () => void;
  clearAll: () => void;
  /** A notification was clicked: it becomes read and the app goes to its chat or booking. */
  select: (notification: AppNotification) => void;
}

const NotificationsContext = React.createContext<NotificationsContextValue | null>(null);

/** The route's channel (/chat/{id}) or booking (/booking?id={id}), if any. */
export function targetOfLocation(pathname: string, search: string): NotificationTarget | null {
  const chat = matchPath(ROUTES.chat, pathname);
  if (chat?.params.channelId) return { channelId: chat.params.channelId };
  if (matchPath(paths.booking(), pathname)) {
    const bookingId = new URLSearchParams(search).get('id');
    if (bookingId) return { bookingId };
  }
  return null;
}

function sameTarget(a: NotificationTarget | null, b: NotificationTarget): boolean {
  if (!a) return false;
  return 'channelId' in a ? 'channelId' in b && a.channelId === b.channelId : 'bookingId' in b && a.bookingId === b.bookingId;
}

function isPageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

export interface NotificationsProviderProps {
  /** The signed-in user (their own messages never notify them); null when signed out. */
  userId: string | null;
  children: React.ReactNode;
}

/**
 * The signed-in user's notifications: built from live events, with sounds, toasts and browser
 * notifications; marked read or cleared when their channel or booking is looked at (also in other
 * tabs); and the counts and data those events make stale are revalidated.
 */
export function NotificationsProvider({ userId, children }: NotificationsProviderProps) {
  const [notifications, dispatch] = React.useReducer(notificationsReducer, []);
  const [soundsEnabled, setSoundsState] = React.useState(() => loadNotificationPreferences().soundsEnabled);
  // Read for a signed-in user only: a visitor's server-rendered page hydrates this provider, and
  // reading Notification.permission there cost 30-40 ms of the hydration task at a phone's 4x CPU
  // slowdown (docs/benchmarks.md, sixth pass). Signing in reads it then.
  const [browserPermission, setBrowserPermission] = React.useState<BrowserNotificationPermission>(() =>
    userId ? browserNotificationPermission() : 'default',
  );
  React.useEffect(() => {
    if (userId) setBrowserPermission(browserNotificationPermission());
  }, [userId]);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const currentTarget = React.useMemo(() => targetOfLocation(pathname, search), [pathname, search]);
  const currentTargetRef = React.useRef(currentTarget);
  currentTargetRef.current = currentTarget;

  const markReadOnServer = React.useMemo(
    () =>
      createDebouncer((channelId) => {
        void markChannelRead(channelId).then((answer) => {
          // The answer carries the new total: the badge takes it without asking again.
          if (answer) void mutate(UNREAD_COUNT_KEY, answer.unreadCount, { revalidate: false });
          void mutate(apiPaths.chatChannels());
          void mutate(apiPaths.chatChannel(channelId));
        });
      }),
    [mutate],
  );
  React.useEffect(() => () => markReadOnServer.cancelAll(), [markReadOnServer]);

  /** Looked at (route opened) or cleared (window focus): local state, activity time, server. */
  const settle = React.useCallback(
    (target: NotificationTarget, how: 'markTargetRead' | 'clearTarget') => {
      dispatch({ type: how, target });
      if ('channelId' in target) {
        writeActivity(channelActivityKey(target.channelId));
        markReadOnServer.schedule(target.channelId);
      } else {
        writeActivity(bookingActivityKey(target.bookingId));
      }
    },
    [markReadOnServer],
  );

  // Opening a channel or booking marks its notifications read.
  React.useEffect(() => {
    if (userId && currentTarget) settle(currentTarget, 'markTargetRead');
  }, [userId, currentTarget, settle]);

  // Window focus on /chat/{id} or /booking?id= clears that channel's or booking's notifications.
  React.useEffect(() => {
    if (!userId) return undefined;
    const onFocus = () => {
      const target = currentTargetRef.current;
      if (target) settle(target, 'clearTarget');
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [userId, settle]);

  // Another tab cleared a channel or booking: clear ours too (no second server call).
  React.useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const target = activityTargetOf(event.key);
      if (target && event.newValue !== null) dispatch({ type: 'clearTarget', target });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const soundsRef = React.useRef(soundsEnabled);
  soundsRef.current = soundsEnabled;

  const announce = React.useCallback(
    (notification: AppNotification) => {
      if (soundsRef.current) playNotificationTone(notification.type);
      const title = `${notification.symbol ?? ''} ${notification.title}`.trim();
      if (isPageVisible()) notificationToast({ title, description: notification.message });
      if (!isPageVisible() || !document.hasFocus()) {
        const href = notificationHref(notification);
        showBrowserNotification(notification.title, notification.message, href ? () => navigate(href) : undefined);
      }
    },
    [navigate],
  );

  // The first `ready` of a page needs nothing; a later one is a reconnect, and whatever was
  // pushed while the socket was down is fetched again.
  const readyCount = React.useRef(0);

  useLiveMessages((message: ServerMessage) => {
    if (message.type === 'ready') {
      readyCount.current += 1;
      if (readyCount.current > 1) {
        void mutate(isChatDataKey);
        void mutate(PENDING_COUNT_KEY);
        void mutate(isBookingDataKey);
        void mutate(isCareDataKey);
      }
      return;
    }
    // Something happened during a stay (a check-in or out, a missed visit, an incident): whoever
    // looks at the booking, the Today screen, the incident or the admin queue sees it without a reload.
    if (message.type === 'care_update') {
      // Read defensively, as every message: only its type was checked when it arrived.
      if (typeof message.bookingId !== 'string') return;
      const about = { bookingId: message.bookingId, incidentId: typeof message.incidentId === 'string' ? message.incidentId : null };
      void mutate((key) => isCareUpdateKey(about, key));
      return;
    }
    if (message.type === 'counts') {
      if (typeof message.unreadMessages === 'number') void mutate(UNREAD_COUNT_KEY, message.unreadMessages, { revalidate: false });
      if (typeof message.pendingBookings === 'number') void mutate(PENDING_COUNT_KEY, message.pendingBookings, { revalidate: false });
      return;
    }
    // The badges' counts are not read again here: the server sends `counts` after every message and
    // every booking event (docs/live.md), and the 5 s and 10 s polls cover a socket that missed one.
    if (message.type === 'new_message' && typeof message.channelId === 'string') {
      const channelId = message.channelId;
      void mutate(apiPaths.chatChannels());
      void mutate(apiPaths.chatChannel(channelId));
      void mutate((key) => isMessagesKeyOf(channelId, key));
      if (message.senderId === userId) return;
    } else if (isBookingNotification(message)) {
      void mutate(isBookingDataKey);
    }
    const notification = notificationFromLive(message);
    if (!notification) return;
    const target: NotificationTarget | null = notification.channelId
      ? { channelId: notification.channelId }
      : notification.bookingId !== undefined
        ? { bookingId: String(notification.bookingId) }
        : null;
    // Already looking at it: it arrives read, and the server is told.
    if (target && isPageVisible() && sameTarget(currentTargetRef.current, target)) {
      dispatch({ type: 'add', notification: { ...notification, read: true } });
      settle(target, 'markTargetRead');
      return;
    }
    dispatch({ type: 'add', notification });
    announce(notification);
  });

  const setSoundsEnabled = React.useCallback((enabled: boolean) => {
    setSoundsState(enabled);
    saveNotificationPreferences({ soundsEnabled: enabled });
  }, []);

  const enableBrowserNotifications = React.useCallback(async () => {
    setBrowserPermission(await requestBrowserNotificationPermission());
  }, []);

  // Marking everything read includes the conversations behind the unread message notifications: the
  // server is told (as when a channel is opened), so the Messages badge's count drops too.
  const notificationsRef = React.useRef(notifications);
  notificationsRef.current = notifications;
  const markAllRead = React.useCallback(() => {
    const channels = new Set(
      notificationsRef.current
        .filter((notification) => !notification.read && notification.channelId)
        .map((notification) => notification.channelId!),
    );
    dispatch({ type: 'markAllRead' });
    for (const channelId of channels) {
      writeActivity(channelActivityKey(channelId));
      markReadOnServer.schedule(channelId);
    }
  }, [markReadOnServer]);

  const select = React.useCallback(
    (notification: AppNotification) => {
      dispatch({ type: 'markRead', id: notification.id });
      const href = notificationHref(notification);
      if (href) navigate(href);
    },
    [navigate],
  );

  const value = React.useMemo<NotificationsContextValue>(
    () => ({
      notifications,
      soundsEnabled,
      setSoundsEnabled,
      browserPermission,
      enableBrowserNotifications,
      markAllRead,
      clearAll: () => dispatch({ type: 'clearAll' }),
      select,
    }),
    [notifications, soundsEnabled, setSoundsEnabled, browserPermission, enableBrowserNotifications, markAllRead, select],
  );

  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

/** The notifications of the signed-in user; null outside the provider (signed out). */
export function useNotifications(): NotificationsContextValue | null {
  return React.useContext(NotificationsContext);
}

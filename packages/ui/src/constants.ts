/**
 * The design system's behaviour constants from the spec (section 9), in one place: timings,
 * limits and variant lists. Code, stories and tests import these; never repeat the numbers.
 * Product content (site map, support contact, footer year, booking statuses, app-only limits)
 * belongs to the app or @pawpal/contract, not here.
 */

/** Toasts: one at a time; a new one replaces the old. */
export const TOAST_LIMIT = 1;
/** Default display time of a toast (ms). */
export const TOAST_DURATION_MS = 5000;
/** Display time of notification toasts and browser notifications (ms). */
export const NOTIFICATION_TOAST_DURATION_MS = 4000;
/** A dismissed toast is removed from state this long after it closes (ms). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Swipe right dismisses past this distance (Radix compares strictly greater-than). */
export const SWIPE_THRESHOLD_PX = 50;
/** The hotkey that moves focus to the toast region. */
export const TOAST_HOTKEY = ['F8'] as const;

/** Tooltip open delay and skip delay (ms). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Scroll-area scrollbar hide delay (ms). */
export const SCROLL_AREA_HIDE_DELAY_MS = 600;

/** Count badges show the number up to this, and `99+` above it. */
export const BADGE_COUNT_MAX = 99;

/** Local storage key of the saved theme. */
export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Notification types and their emoji; anything else shows the bell. */
export const NOTIFICATION_EMOJI = {
  booking_created: '📅',
  booking_approved: '✅',
  booking_declined: '❌',
  payment_confirmed: '💳',
  booking_completed: '🎉',
  booking_cancelled: '🚫',
  new_message: '💬',
} as const;
export type NotificationType = keyof typeof NOTIFICATION_EMOJI;
export const DEFAULT_NOTIFICATION_EMOJI = '🔔';
/** Notification times are shown in this format (Unicode pattern: "9:30 AM"), produced with Intl. */
export const NOTIFICATION_TIME_FORMAT = 'h:mm a';

export const BUTTON_VARIANTS = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
export const BUTTON_SIZES = ['default', 'sm', 'lg', 'icon'] as const;
export const BADGE_VARIANTS = [
  'default',
  'secondary',
  'destructive',
  'outline',
  'success',
  'warning',
  'info',
  'pink',
  'orange',
  'teal',
  'indigo',
] as const;

/** Browser notification permission as the notification popover shows it. */
export const BROWSER_NOTIFICATION_PERMISSIONS = ['default', 'granted', 'denied', 'unsupported'] as const;
export type BrowserNotificationPermission = (typeof BROWSER_NOTIFICATION_PERMISSIONS)[number];

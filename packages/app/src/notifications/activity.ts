/*
 * Activity timestamps in local storage: clearing a channel's or a booking's
 * notifications writes `channel_activity_{channelId}` / `booking_activity_{bookingId}` (ms).
 * Other tabs hear the write as a `storage` event and clear theirs too.
 */

/** Mark-read calls for a channel are debounced by this much. */
export const MARK_READ_DEBOUNCE_MS = 300;

export const CHANNEL_ACTIVITY_PREFIX = 'channel_activity_';
export const BOOKING_ACTIVITY_PREFIX = 'booking_activity_';

export function channelActivityKey(channelId: string): string {
  return `${CHANNEL_ACTIVITY_PREFIX}${channelId}`;
}

export function bookingActivityKey(bookingId: string): string {
  return `${BOOKING_ACTIVITY_PREFIX}${bookingId}`;
}

export function writeActivity(key: string, now: number = Date.now()): void {
  try {
    localStorage.setItem(key, String(now));
  } catch (error) {
    console.error('Could not save activity time', error);
  }
}

/** Which channel or booking a storage key is about; null for any other key. */
export function activityTargetOf(key: string | null): { channelId: string } | { bookingId: string } | null {
  if (key?.startsWith(CHANNEL_ACTIVITY_PREFIX) && key.length > CHANNEL_ACTIVITY_PREFIX.length) {
    return { channelId: key.slice(CHANNEL_ACTIVITY_PREFIX.length) };
  }
  if (key?.startsWith(BOOKING_ACTIVITY_PREFIX) && key.length > BOOKING_ACTIVITY_PREFIX.length) {
    return { bookingId: key.slice(BOOKING_ACTIVITY_PREFIX.length) };
  }
  return null;
}

/** Runs `run(id)` once, MARK_READ_DEBOUNCE_MS after the last `schedule(id)` for that id. */
export function createDebouncer(run: (id: string) => void, delayMs: number = MARK_READ_DEBOUNCE_MS) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    schedule(id: string) {
      clearTimeout(timers.get(id));
      timers.set(
        id,
        setTimeout(() => {
          timers.delete(id);
          run(id);
        }, delayMs),
      );
    },
    cancelAll() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}

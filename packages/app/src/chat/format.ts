import { format, isSameDay, isSameYear, isValid } from 'date-fns';

/** A message's time: "9:30 AM" today, "10 Mar, 9:30 AM" this year, "10 Mar 2024, 9:30 AM" before. */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (!isValid(date)) return '';
  if (isSameDay(date, now)) return format(date, 'h:mm a');
  if (isSameYear(date, now)) return format(date, 'd MMM, h:mm a');
  return format(date, 'd MMM yyyy, h:mm a');
}

/** The channel list's short time: "9:30 AM" today, else "10 Mar" (or "10 Mar 2024"). */
export function formatChannelTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (!isValid(date)) return '';
  if (isSameDay(date, now)) return format(date, 'h:mm a');
  return format(date, isSameYear(date, now) ? 'd MMM' : 'd MMM yyyy');
}

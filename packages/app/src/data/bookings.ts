import {
  apiPaths,
  type Booking,
  type BookingListResponse,
  type BookingListSide,
  type BookingStatus,
  type CancellationPreviewReason,
} from '@pawpal/contract';
import useSWR from 'swr';

/*
 * Bookings (docs/api-contract.md, "Bookings"; the shapes are @pawpal/contract's). The client
 * never sends a price: the API quotes. What a person may do with a booking is the API's
 * `actions`, on the list rows as on the booking itself.
 */

/** What the API's refund reason codes mean to a person. */
export const REFUND_REASON_LABELS: Record<CancellationPreviewReason, string> = {
  before_cutoff: 'Cancelled before the cut-off: a full refund.',
  after_cutoff: 'Cancelled after the cut-off: half of the amount paid comes back.',
  cancelled_by_sitter: 'Cancelled by the sitter: a full refund.',
  not_paid: 'Nothing has been charged yet, so there is nothing to refund.',
};

/** The reason's text; a reason the app does not know (or '' when none was recorded) is shown as sent. */
export function refundReasonText(reason: string): string {
  return Object.hasOwn(REFUND_REASON_LABELS, reason) ? REFUND_REASON_LABELS[reason as CancellationPreviewReason] : reason;
}

export function useBooking(bookingId: string | null | undefined) {
  return useSWR<Booking, Error>(bookingId ? apiPaths.booking(bookingId) : null);
}

export function useBookings(as: BookingListSide, enabled = true) {
  return useSWR<BookingListResponse, Error>(enabled ? apiPaths.bookings({ as }) : null);
}

/** Every cached key a booking change can touch: the booking, the lists, the counts, the sitter summary and calendars. */
export function isBookingRelatedKey(key: unknown): boolean {
  return (
    typeof key === 'string' &&
    (key.startsWith(apiPaths.bookings()) || key === apiPaths.mySitterSummary() || key.includes('/availability'))
  );
}

/* ── Showing times in the booking's zone ────────────────────────────────── */

/** "Sat 10 Jan 2026, 9:00 am AWST": an instant in the sitter's zone, with its abbreviation. */
export function formatInZone(iso: string, timeZone: string, options: { time?: boolean } = {}): string {
  const { time = true } = options;
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(time ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
  }).format(new Date(iso));
}

/** The zone's short name at that instant ("AWST", "AEDT"). */
export function zoneAbbreviation(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "Sat, 10 Jan 2026, 9:00 am – Mon, 12 Jan 2026, 10:00 am AWST". */
export function formatStay(startsAt: string, endsAt: string, timeZone: string): string {
  const dateTime = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const timeOnly = new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit' });
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const endText = dayOf.format(start) === dayOf.format(end) ? timeOnly.format(end) : dateTime.format(end);
  return `${dateTime.format(start)} – ${endText} ${zoneAbbreviation(endsAt, timeZone)}`;
}

/** Which tab of the bookings screen a status belongs to. */
export type BookingGroup = 'requests' | 'upcoming' | 'past' | 'cancelled';

export function bookingGroup(status: BookingStatus): BookingGroup {
  switch (status) {
    case 'requested':
      return 'requests';
    case 'accepted':
    case 'paid':
    case 'in_progress':
      return 'upcoming';
    case 'completed':
      return 'past';
    case 'declined':
    case 'expired':
    case 'cancelled':
      return 'cancelled';
    default:
      return status satisfies never;
  }
}

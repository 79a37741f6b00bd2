import {
  apiPaths,
  type Booking,
  type BookingAction,
  type BookingListResponse,
  type BookingListSide,
  type BookingStatus,
  type BookingSummary,
  type CancellationPreviewReason,
  type CreateBookingInput,
  type Quote,
} from '@pawpal/contract';
import { useMemo } from 'react';
import useSWR, { useSWRConfig, type Cache, type ScopedMutator } from 'swr';
import { type Attempt } from './attempt';
import { sendJson } from './mutation';

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
    typeof key === 'string' && (key.startsWith(apiPaths.bookings()) || key === apiPaths.mySitterSummary() || key.includes('/availability'))
  );
}

/** A cached booking list (GET /api/bookings, with or without a query): its rows are summaries of bookings. */
function isBookingListKey(key: unknown): boolean {
  return typeof key === 'string' && (key === apiPaths.bookings() || key.startsWith(`${apiPaths.bookings()}?`));
}

/** The list row of a booking: the summary's fields only, so a row never carries the whole booking. */
function summaryOf(booking: Booking): BookingSummary {
  const { id, status, service, startsAt, endsAt, timeZone, totalCents, petNames, owner, sitter, viewerRole, actions } = booking;
  return { id, status, service, startsAt, endsAt, timeZone, totalCents, petNames, owner, sitter, viewerRole, actions };
}

/**
 * Puts the booking a write answered into the cache. Every booking write (request, accept, decline,
 * complete, cancel, pay) answers with the booking as the writer now sees it, `actions` included, so
 * the booking and its row in each cached list take that answer without being read again. What the
 * answer does not carry (the pending count, the sitter's summary and calendars, a refund preview) is
 * read again, and so are the lists after a new request: where its row goes is the server's order.
 */
export async function storeBooking(
  { mutate, cache }: { mutate: ScopedMutator; cache: Cache },
  booking: Booking,
  { created = false }: { created?: boolean } = {},
): Promise<void> {
  const bookingKey = apiPaths.booking(booking.id);
  const row = summaryOf(booking);
  const rereads = (key: unknown) => isBookingRelatedKey(key) && key !== bookingKey && (created || !isBookingListKey(key));
  await Promise.all([
    mutate(bookingKey, booking, { revalidate: false }),
    // Only lists that hold data: writing into one that failed would clear its error.
    created
      ? undefined
      : mutate(
          (key) => isBookingListKey(key) && cache.get(key as string)?.data !== undefined,
          (list: BookingListResponse | undefined) =>
            list && { ...list, bookings: list.bookings.map((entry) => (entry.id === booking.id ? row : entry)) },
          { revalidate: false },
        ),
    mutate(rereads),
  ]);
}

/** POST /api/bookings/quote: the server's price for a request; nothing is stored. */
export function requestQuote(input: CreateBookingInput): Promise<Quote> {
  return sendJson<Quote>('POST', apiPaths.bookingQuote(), input);
}

/** The actions that are a POST to /api/bookings/{id}/{action}. */
export type BookingWriteAction = Extract<BookingAction, 'accept' | 'decline' | 'complete' | 'cancel'>;

/**
 * The booking writes of the owner's and the sitter's screens; each resolves with the booking the API
 * answered, already in the cache (storeBooking), and throws the API's message (ApiError).
 */
export function useBookingWrites() {
  const { mutate, cache } = useSWRConfig();
  return useMemo(
    () => ({
      /** POST /api/bookings: the request, sent once per attempt (a retry of the same request keeps its key, attempt.ts). */
      async request(input: CreateBookingInput, attempt: Attempt): Promise<Booking> {
        const booking = await sendJson<Booking>('POST', apiPaths.bookings(), input, { idempotencyKey: attempt.keyFor(input) });
        attempt.succeeded();
        await storeBooking({ mutate, cache }, booking, { created: true });
        return booking;
      },
      /**
       * Accept, decline (with `{ reason }`), complete or cancel. `onAnswered` runs as soon as the API
       * said yes, before the cache is updated (a dialog closes at once).
       */
      async act(bookingId: string, action: BookingWriteAction, body?: unknown, onAnswered?: (booking: Booking) => void): Promise<Booking> {
        const booking = await sendJson<Booking>('POST', apiPaths.bookingAction(bookingId, action), body);
        onAnswered?.(booking);
        await storeBooking({ mutate, cache }, booking);
        return booking;
      },
      /** A booking a payment answered with (or one read while waiting for Stripe's webhook): into the cache. */
      stored(booking: Booking): Promise<void> {
        return storeBooking({ mutate, cache }, booking);
      },
    }),
    [mutate, cache],
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

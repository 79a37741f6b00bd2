import type { BookingStatus } from '@pawpal/ui';
import useSWR from 'swr';
import type { CancellationPolicy, ServiceType } from './sitters';

/* Bookings (docs/api-contract.md, "Bookings"). The client never sends a price: the API quotes. */

export interface BookingRequestInput {
  sitterId: string;
  service: ServiceType;
  /** YYYY-MM-DD in the sitter's time zone. */
  startDate: string;
  endDate: string;
  /** HH:mm, for visits and walks. */
  startTime?: string;
  endTime?: string;
  petIds: string[];
}

export interface Quote {
  service: ServiceType;
  units: number;
  unitLabel: string;
  unitPriceCents: number;
  subtotalCents: number;
  bookingFeeCents: number;
  bookingFeeGstCents: number;
  totalCents: number;
  cancellationPolicy: CancellationPolicy;
  cancellationSummary: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

export interface BookingParty {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

export interface BookingSummary {
  id: string;
  status: BookingStatus;
  service: ServiceType;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  totalCents: number;
  petNames: string[];
  owner: BookingParty;
  sitter: BookingParty & { userId: string; suburb: string };
}

export const BOOKING_ACTIONS = ['accept', 'decline', 'cancel', 'pay', 'complete', 'review', 'message'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
export type ViewerRole = 'owner' | 'sitter' | 'admin';

export interface Booking extends BookingSummary {
  pets: { id: string; name: string; species: string }[];
  message: string | null;
  price: Quote & { commissionCents?: number; sitterPayoutCents?: number };
  viewerRole: ViewerRole;
  actions: BookingAction[];
  respondBy?: string;
  payBy?: string;
  refund?: { refundCents: number; reason: string };
  createdAt: string;
}

export interface CancellationPreview {
  refundCents: number;
  fraction: number;
  reason: string;
  fullRefundUntil: string | null;
}

/** What the API's refund reason codes mean to a person. */
export const REFUND_REASON_LABELS: Record<string, string> = {
  before_cutoff: 'Cancelled before the cut-off: a full refund.',
  after_cutoff: 'Cancelled after the cut-off: half of the amount paid comes back.',
  cancelled_by_sitter: 'Cancelled by the sitter: a full refund.',
  not_paid: 'Nothing has been charged yet, so there is nothing to refund.',
};

export function refundReasonText(reason: string): string {
  return REFUND_REASON_LABELS[reason] ?? reason;
}

export function bookingKey(bookingId: string): string {
  return `/api/bookings/${encodeURIComponent(bookingId)}`;
}

export function bookingsKey(as: 'owner' | 'sitter'): string {
  return `/api/bookings?as=${as}`;
}

export function cancellationKey(bookingId: string): string {
  return `${bookingKey(bookingId)}/cancellation`;
}

export function useBooking(bookingId: string | null | undefined) {
  return useSWR<Booking, Error>(bookingId ? bookingKey(bookingId) : null);
}

export function useBookings(as: 'owner' | 'sitter', enabled = true) {
  return useSWR<{ bookings: BookingSummary[] }, Error>(enabled ? bookingsKey(as) : null);
}

/** Every cached key a booking change can touch: the booking, the lists, the counts and the sitter summary. */
export function isBookingRelatedKey(key: unknown): boolean {
  return (
    typeof key === 'string' &&
    (key.startsWith('/api/bookings') || key === '/api/sitters/me/summary' || key.includes('/availability'))
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

/*
 * Changes to a booking: either side proposes new dates, pets, service or handover times; the other
 * side accepts or declines; the price is recomputed and the difference charged or refunded
 * (docs/bookings.md, "Changes to a booking").
 */
import { type Quote } from './bookings.js';
import { type ServiceType } from './sitters.js';

/** Hours the other side has to answer a proposed change (or until the booking starts, if sooner). */
export const CHANGE_RESPONSE_HOURS = 72;

/** Hours the owner has to pay a higher price once the change is accepted (or until the start, if sooner). */
export const CHANGE_PAYMENT_WINDOW_HOURS = 48;

/** Longest message with a proposed change. */
export const CHANGE_MESSAGE_MAX_LENGTH = 1000;

/** Most changes GET /api/bookings/:id/changes returns (newest first). */
export const CHANGES_PER_BOOKING_MAX = 50;

/** Who proposed a change. */
export const CHANGE_PROPOSERS = ['owner', 'sitter'] as const;
export type ChangeProposer = (typeof CHANGE_PROPOSERS)[number];

/**
 * A change's life: `pending` (waiting for the other side), `awaiting_payment` (accepted, the
 * owner pays the difference), then `applied`, `declined`, `withdrawn` or `lapsed` (unanswered by
 * `respondBy`, or unpaid by `payBy`).
 */
export const BOOKING_CHANGE_STATUSES = ['pending', 'awaiting_payment', 'applied', 'declined', 'withdrawn', 'lapsed'] as const;
export type BookingChangeStatus = (typeof BOOKING_CHANGE_STATUSES)[number];

/** The statuses in which a change is still open (at most one per booking). */
export const OPEN_CHANGE_STATUSES: readonly BookingChangeStatus[] = ['pending', 'awaiting_payment'];

/** POST /api/bookings/:id/changes: what to change (at least one field) and a message. */
export interface ProposeChangeInput {
  startDate?: string;
  endDate?: string;
  petIds?: string[];
  service?: ServiceType;
  dropOffTime?: string;
  pickUpTime?: string;
  message: string;
}

/** The fields a change asked for (only those given). */
export type BookingChangeFields = Omit<ProposeChangeInput, 'message'>;

/** One side of a change: the booking's price and stay before or after it. */
export interface BookingChangeSide extends Quote {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  petIds: string[];
}

/** The price before and after; deltaCents > 0 is charged to the owner, < 0 is owed back (refundCents says how much). */
export interface BookingChangeQuote {
  before: BookingChangeSide;
  after: BookingChangeSide;
  deltaCents: number;
}

export interface BookingChange {
  id: string;
  bookingId: string;
  proposedBy: ChangeProposer;
  changes: BookingChangeFields;
  message: string;
  quote: BookingChangeQuote;
  /** When the other side must have answered (ISO). */
  respondBy: string;
  status: BookingChangeStatus;
  /** When an accepted higher price must be paid (ISO), else null. */
  payBy: string | null;
  /** What a lower price refunded the owner, once applied on a paid booking; null otherwise. */
  refundCents: number | null;
  createdAt: string;
  decidedAt: string | null;
}

/** GET /api/bookings/:id/changes. */
export interface BookingChangesResponse {
  changes: BookingChange[];
}

/** The notice kinds of booking changes (GET /api/notices). */
export const BOOKING_CHANGE_NOTICE_KINDS = Object.freeze({
  proposed: 'booking_change_proposed',
  accepted: 'booking_change_accepted',
  declined: 'booking_change_declined',
  withdrawn: 'booking_change_withdrawn',
  lapsed: 'booking_change_lapsed',
  applied: 'booking_change_applied',
});

/** The API's addresses of booking changes. */
export const bookingChangePaths = Object.freeze({
  ofBooking: (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/changes`,
  accept: (changeId: string) => `/api/booking-changes/${encodeURIComponent(changeId)}/accept`,
  decline: (changeId: string) => `/api/booking-changes/${encodeURIComponent(changeId)}/decline`,
  withdraw: (changeId: string) => `/api/booking-changes/${encodeURIComponent(changeId)}/withdraw`,
  pay: (changeId: string) => `/api/booking-changes/${encodeURIComponent(changeId)}/pay`,
});

import { type CancellationPolicy, type RefundReason } from './cancellation.js';
import { type ServiceType } from './sitters.js';

/* Bookings (POST /api/bookings/quote, /api/bookings and its actions, GET /api/sitters/me/summary). */

/** Every booking state, in lifecycle order. */
export const BOOKING_STATUSES = ['requested', 'accepted', 'declined', 'expired', 'paid', 'in_progress', 'completed', 'cancelled'] as const;
/** One of BOOKING_STATUSES. */
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** True when `value` is one of BOOKING_STATUSES. */
export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** What a person may do with a booking, in the order the app shows them. The server lists the allowed ones. */
export const BOOKING_ACTIONS = ['accept', 'decline', 'pay', 'complete', 'review', 'cancel', 'message'] as const;
/** One of BOOKING_ACTIONS. */
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** The viewer's relation to a booking. */
export const VIEWER_ROLES = ['owner', 'sitter', 'admin'] as const;
/** One of VIEWER_ROLES. */
export type ViewerRole = (typeof VIEWER_ROLES)[number];

/** Which side a booking list shows (GET /api/bookings?as=). */
export const BOOKING_LIST_SIDES = ['owner', 'sitter'] as const;
/** One of BOOKING_LIST_SIDES. */
export type BookingListSide = (typeof BOOKING_LIST_SIDES)[number];

/** Hours a sitter has to answer a request before it expires. */
export const REQUEST_RESPONSE_WINDOW_HOURS = 72;
/** Hours the owner has to pay after acceptance before it lapses (→ expired). */
export const PAYMENT_WINDOW_HOURS = 48;
/** Longest booking, in units (nights, days, or days of visits/walks). */
export const MAX_BOOKING_UNITS = 90;
/** How far ahead a booking may start, days. */
export const MAX_ADVANCE_BOOKING_DAYS = 365;
/** Longest message sent with a booking request, characters. */
export const BOOKING_MESSAGE_MAX_LENGTH = 2000;
/** Most pets in one booking. */
export const MAX_PETS_PER_BOOKING = 20;
/** Longest review comment, characters. */
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
/** Lowest review rating. */
export const MIN_RATING = 1;
/** Highest review rating. */
export const MAX_RATING = 5;
/** Most rows GET /api/bookings returns (newest start first). */
export const BOOKING_LIST_LIMIT = 200;
/** Upcoming stays listed in the sitter summary. */
export const SITTER_SUMMARY_UPCOMING_LIMIT = 10;

/**
 * The sitter's hours for handing pets over (HH:mm, sitter's zone): a drop-off or pick-up time of a
 * boarding, house-sitting or day-care booking lies within them, both ends included.
 */
export const HANDOVER_EARLIEST_TIME = '07:00';
export const HANDOVER_LATEST_TIME = '20:00';
/** Drop-off and pick-up of an overnight stay (boarding, house sitting) when the request names none. */
export const OVERNIGHT_HANDOVER_TIME = '10:00';
/** Day care's drop-off and pick-up when the request names none. */
export const DAY_CARE_DROP_OFF_TIME = '08:00';
export const DAY_CARE_PICK_UP_TIME = '18:00';

/** What every booking request names: sitter, service, dates (YYYY-MM-DD, sitter's zone) and, for visits and walks, times (HH:mm). */
export interface BookingRequestInput {
  sitterId: string;
  service: ServiceType;
  startDate: string;
  endDate: string;
  /** Visits and walks: the start of each visit or walk (required for them, refused for other services). */
  startTime?: string;
  /** Visits and walks: the end of each visit or walk. */
  endTime?: string;
  /**
   * Boarding, house sitting, day care: when the pets are dropped off on the start date (HH:mm,
   * within HANDOVER_EARLIEST_TIME–HANDOVER_LATEST_TIME); OVERNIGHT_HANDOVER_TIME or
   * DAY_CARE_DROP_OFF_TIME when absent. Refused for visits and walks.
   */
  dropOffTime?: string;
  /** Boarding, house sitting, day care: when the pets are picked up on the end date (as dropOffTime). */
  pickUpTime?: string;
}

/** Why a sitter declined a request (POST /api/bookings/{id}/decline body `reason`, optional), shown to the owner. */
export const DECLINE_REASONS = ['not_available', 'cannot_care_for_pet', 'too_far', 'other'] as const;
/** One of DECLINE_REASONS. */
export type DeclineReason = (typeof DECLINE_REASONS)[number];
/** The words of each decline reason, as the sitter picks it and the owner reads it. */
export const DECLINE_REASON_LABELS: Readonly<Record<DeclineReason, string>> = Object.freeze({
  not_available: 'Not available those dates',
  cannot_care_for_pet: "Can't care for this pet",
  too_far: 'Too far away',
  other: 'Other',
});

/** True when `value` is one of DECLINE_REASONS. */
export function isDeclineReason(value: unknown): value is DeclineReason {
  return typeof value === 'string' && (DECLINE_REASONS as readonly string[]).includes(value);
}

/** POST /api/bookings/{id}/decline body (optional: an empty body declines without a reason). */
export interface DeclineInput {
  reason?: DeclineReason;
}

/** POST /api/bookings/quote body (public): a booking request, pets optional. There is never a price field. */
export interface QuoteInput extends BookingRequestInput {
  petIds?: string[];
}

/** POST /api/bookings body: at least one pet and an optional message. A price field is refused (400). */
export interface CreateBookingInput extends BookingRequestInput {
  petIds: string[];
  message?: string;
  /**
   * The total the owner saw in the quote (cents). When the price changed since (the sitter's rate,
   * a referral discount or credit), the request is refused with 409 and the new quote
   * (`PriceChangedBody`), so nobody requests at a price they did not see.
   */
  expectedTotalCents?: number;
  /**
   * Up to MAX_STANDBY_SITTERS other listed sitters, free on the dates, asked to stand by in this
   * order in case the booked sitter drops out (docs/standby.md). Optional.
   */
  standbySitterIds?: string[];
}

/** The 409 answer to a request whose `expectedTotalCents` is no longer the price. */
export interface PriceChangedBody {
  statusCode: 409;
  error: string;
  message: string;
  quote: Quote;
}

/**
 * The 409 answer to a request the owner already sent: the same sitter, service and dates (and
 * times, for visits and walks) while that request waits for the sitter's answer.
 */
export interface AlreadyRequestedBody {
  statusCode: 409;
  error: string;
  message: string;
  booking: Booking;
}

/** GET /api/bookings query: without `as`, both sides. */
export interface ListBookingsQuery {
  as?: BookingListSide;
  status?: BookingStatus;
}

/** POST /api/bookings/{id}/review body (owner about the sitter, or sitter about the owner and pets). */
export interface ReviewInput {
  /** Whole number from MIN_RATING to MAX_RATING. */
  rating: number;
  comment: string;
}

/** POST /api/bookings/quote answer, and the frozen price of a booking. */
export interface Quote {
  service: ServiceType;
  units: number;
  /** The unit, singular or plural to match `units`: night(s), day(s), visit(s), walk(s). */
  unitLabel: string;
  unitPriceCents: number;
  subtotalCents: number;
  bookingFeeCents: number;
  bookingFeeGstCents: number;
  /**
   * The referral discount on a friend's first booking (funded by Pawpal: the sitter is paid on the
   * subtotal), 0 or absent otherwise.
   */
  discountCents?: number;
  /** The owner's referral credit used on this booking, 0 or absent otherwise. */
  creditCents?: number;
  /**
   * What Pawpal pays of a rebooking's higher price after a sitter cancelled (the standby guarantee,
   * at most STANDBY_TOPUP_CAP_CENTS; the sitter is paid on the full subtotal), absent otherwise.
   */
  standbyTopUpCents?: number;
  /** What the owner pays: subtotal + booking fee + its GST − discountCents − creditCents − standbyTopUpCents. */
  totalCents: number;
  cancellationPolicy: CancellationPolicy;
  cancellationSummary: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

/** The price of a booking: commission and payout only for the sitter and admins. */
export interface BookingPrice extends Quote {
  commissionCents?: number;
  commissionGstCents?: number;
  sitterPayoutCents?: number;
}

/** A person on a booking. */
export interface PersonSummary {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

/** The sitter on a booking (`id === userId`). */
export interface BookingSitter extends PersonSummary {
  userId: string;
  suburb: string | null;
}

/** A row of GET /api/bookings (and the sitter summary's `upcoming`), with the viewer's role and allowed actions. */
export interface BookingSummary {
  id: string;
  status: BookingStatus;
  service: ServiceType;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  totalCents: number;
  petNames: string[];
  owner: PersonSummary;
  sitter: BookingSitter;
  viewerRole: ViewerRole;
  /** What the viewer may do now, computed by the server from the transition table; render exactly these. */
  actions: BookingAction[];
}

/** A booking's pet as the booking shows it. */
export interface BookingPet {
  id: string;
  name: string;
  species: string;
}

/** What was refunded when a paid booking was cancelled. */
export interface BookingRefund {
  refundCents: number;
  /** A RefundReason, or '' when none was recorded. */
  reason: string;
}

/** A whole booking: GET /api/bookings/{id}, POST /api/bookings and every action endpoint. */
export interface Booking extends BookingSummary {
  pets: BookingPet[];
  message: string | null;
  price: BookingPrice;
  /** Present while requested: when the request expires. */
  respondBy?: string;
  /** Present while accepted: when the acceptance lapses unless paid. */
  payBy?: string;
  /** Present when a paid booking was cancelled. */
  refund?: BookingRefund;
  /** Present when the sitter declined and gave a reason. */
  declineReason?: DeclineReason;
  /** Boarding, house sitting, day care: the drop-off time on the start date and pick-up on the end date (HH:mm, the booking's zone). */
  dropOffTime?: string;
  pickUpTime?: string;
  createdAt: string;
}

/** GET /api/bookings answer. */
export interface BookingListResponse {
  bookings: BookingSummary[];
}

/** GET /api/bookings/pending-count answer (sitters only). */
export interface PendingCountResponse {
  count: number;
}

/** A CancellationPreview's reason: a refund reason, or not_paid before any payment. */
export type CancellationPreviewReason = RefundReason | 'not_paid';

/** GET /api/bookings/{id}/cancellation: what cancelling now would refund. */
export interface CancellationPreview {
  refundCents: number;
  /** Share of the amount paid that comes back (0 when nothing has been paid yet). */
  fraction: number;
  reason: CancellationPreviewReason;
  fullRefundUntil: string;
}

/** POST /api/bookings/{id}/review answer (201): the author's own review (see reviews.ts for who sees it when). */
export interface Review {
  id: string;
  bookingId: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** Who wrote it: the owner (about the sitter) or the sitter (about the owner and pets). */
  authorRole?: 'owner' | 'sitter';
  /** False while hidden (until both sides have reviewed or the review window has passed). */
  published?: boolean;
}

/** GET /api/sitters/me/summary: the sitter's dashboard figures. */
export interface SitterSummary {
  pendingCount: number;
  upcoming: BookingSummary[];
  earningsThisMonthCents: number;
}

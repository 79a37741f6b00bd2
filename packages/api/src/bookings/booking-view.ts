import {
  type Booking,
  BOOKING_ACTIONS,
  type BookingAction,
  type BookingPrice,
  type BookingStatus,
  type BookingSummary,
  CANCELLATION_POLICIES,
  type CancellationPolicy,
  type DeclineReason,
  LATE_CANCELLATION_REFUND_FRACTION,
  type Quote,
  REVIEW_WINDOW_DAYS,
  SERVICE_UNITS,
  type ServiceType,
  TIMED_SERVICES,
  type ViewerRole,
} from '@pawpal/contract';
import { type User } from '../users/user.entity.js';
import { type BookingTransition, canTransition } from './booking-states.js';

/** A booking row as BOOKING_SELECT reads it (with its people and pets). */
export interface BookingRow {
  id: string;
  owner_id: string;
  sitter_id: string;
  service: ServiceType;
  status: BookingStatus;
  start_date: string;
  end_date: string;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  units: number;
  unit_price_cents: number;
  subtotal_cents: number;
  booking_fee_cents: number;
  booking_fee_gst_cents: number;
  total_cents: number;
  referral_discount_cents: number;
  standby_top_up_cents: number;
  credit_applied_cents: number;
  commission_cents: number;
  commission_gst_cents: number;
  sitter_payout_cents: number;
  cancellation_policy: CancellationPolicy;
  message: string | null;
  respond_by: Date;
  pay_by: Date | null;
  refund_cents: number | null;
  refund_reason: string | null;
  decline_reason: DeclineReason | null;
  /** Wall-clock times in the booking's zone: each visit's or walk's, or the stay's drop-off and pick-up (null on rows from before stays had times). */
  start_time: string;
  end_time: string;
  created_at: Date;
  owner_first_name: string;
  owner_last_name: string;
  owner_avatar_url: string | null;
  sitter_first_name: string;
  sitter_last_name: string;
  sitter_avatar_url: string | null;
  sitter_suburb: string | null;
  pets: { id: string; name: string; species: string }[];
  /** Whether each side has reviewed this booking (two-sided reviews, reviews/). */
  owner_reviewed: boolean;
  sitter_reviewed: boolean;
  /** When the review window closes (completion + REVIEW_WINDOW_DAYS); null until completed. */
  review_closes_at: Date | null;
}

/** Every booking read goes through this SELECT (add WHERE / ORDER BY after it). */
export const BOOKING_SELECT = `
  SELECT b.id, b.owner_id, b.sitter_id, b.service, b.status, b.start_date::text AS start_date, b.end_date::text AS end_date,
         b.starts_at, b.ends_at, b.time_zone, b.units, b.unit_price_cents, b.subtotal_cents, b.booking_fee_cents,
         b.booking_fee_gst_cents, b.total_cents, b.referral_discount_cents, b.credit_applied_cents, b.standby_top_up_cents, b.commission_cents, b.commission_gst_cents, b.sitter_payout_cents,
         b.cancellation_policy, b.message, b.respond_by, b.pay_by, b.refund_cents, b.refund_reason, b.decline_reason, b.start_time, b.end_time, b.created_at,
         o.first_name AS owner_first_name, o.last_name AS owner_last_name, o.profile_image_url AS owner_avatar_url,
         s.first_name AS sitter_first_name, s.last_name AS sitter_last_name, s.profile_image_url AS sitter_avatar_url,
         sp.suburb AS sitter_suburb,
         COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'species', p.species) ORDER BY p.name, p.id)
                     FROM booking_pets bp JOIN pets p ON p.id = bp.pet_id WHERE bp.booking_id = b.id), '[]'::json) AS pets,
         EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.author_role = 'owner') AS owner_reviewed,
         EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id AND r.author_role = 'sitter') AS sitter_reviewed,
         b.completed_at + make_interval(days => ${REVIEW_WINDOW_DAYS}) AS review_closes_at
    FROM bookings b
    JOIN users o ON o.id = b.owner_id
    JOIN users s ON s.id = b.sitter_id
    LEFT JOIN sitter_profiles sp ON sp.user_id = b.sitter_id`;

/** The viewer's relation to a booking, or undefined when they may not see it at all. */
export function viewerRoleOf(actor: User, booking: { owner_id: string; sitter_id: string }): ViewerRole | undefined {
  if (booking.owner_id === actor.id) return 'owner';
  if (booking.sitter_id === actor.id) return 'sitter';
  if (actor.isAdmin) return 'admin';
  return undefined;
}

/** Which transition each person-driven action performs (message and review change no status). */
const ACTION_TRANSITIONS = {
  accept: 'accept',
  decline: 'decline',
  pay: 'pay',
  complete: 'complete',
  cancel: 'cancel',
} as const satisfies Partial<Record<BookingAction, BookingTransition>>;

/** Who may take each action: the sitter answers and completes, the owner pays and reviews, either cancels. */
const ACTION_ROLES: Record<BookingAction, readonly ViewerRole[]> = {
  accept: ['sitter'],
  decline: ['sitter'],
  pay: ['owner'],
  complete: ['sitter'],
  cancel: ['owner', 'sitter'],
  review: ['owner', 'sitter'],
  message: ['owner', 'sitter'],
};

/**
 * What the viewer can do next, from the transition table (booking-states.ts) and who they are:
 * exactly the actions their endpoint accepts now. The sitter declines a request rather than
 * cancelling it; each side reviews a completed booking once, while its review window is open
 * (`reviewOpen`: not yet reviewed by the viewer's side and before the window closes).
 */
export function actionsFor(role: ViewerRole, status: BookingStatus, reviewOpen: boolean): BookingAction[] {
  if (role === 'admin') return [];
  return BOOKING_ACTIONS.filter((action) => {
    if (!ACTION_ROLES[action].includes(role)) return false;
    if (action === 'message') return true;
    if (action === 'review') return status === 'completed' && reviewOpen;
    if (action === 'cancel' && role === 'sitter' && status === 'requested') return false;
    return canTransition(ACTION_TRANSITIONS[action], status);
  });
}

export function unitLabel(service: ServiceType, units: number): string {
  const unit = SERVICE_UNITS[service];
  return units === 1 ? unit : `${unit}s`;
}

/** "Full refund until 7 days before the start, then 50 %." */
export function cancellationSummary(policy: CancellationPolicy): string {
  const days = CANCELLATION_POLICIES[policy].fullRefundDaysBefore;
  const late = Math.round(LATE_CANCELLATION_REFUND_FRACTION * 100);
  const name = policy.charAt(0).toUpperCase() + policy.slice(1);
  return `${name}: full refund if cancelled at least ${days} ${days === 1 ? 'day' : 'days'} before the start, ${late}% refund after that. If the sitter cancels, you get a full refund.`;
}

/**
 * Whether the viewer's side may still review: completed, not yet reviewed by that side, and before
 * the window closes at `now` (the Clock's; a caller without one has just completed the booking).
 */
export function reviewOpenFor(row: BookingRow, role: ViewerRole, now?: Date): boolean {
  if (role === 'admin' || row.review_closes_at === null) return false;
  if (role === 'owner' ? row.owner_reviewed : row.sitter_reviewed) return false;
  return now === undefined || now.getTime() < row.review_closes_at.getTime();
}

/** A list row, with the viewer's role and what they may do (the same actions as the full booking). */
export function toSummary(row: BookingRow, role: ViewerRole, now?: Date): BookingSummary {
  return {
    id: row.id,
    status: row.status,
    service: row.service,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    timeZone: row.time_zone,
    totalCents: row.total_cents,
    petNames: row.pets.map((pet) => pet.name),
    owner: { id: row.owner_id, firstName: row.owner_first_name, lastName: row.owner_last_name, avatarUrl: row.owner_avatar_url },
    sitter: {
      id: row.sitter_id,
      userId: row.sitter_id,
      firstName: row.sitter_first_name,
      lastName: row.sitter_last_name,
      avatarUrl: row.sitter_avatar_url,
      suburb: row.sitter_suburb,
    },
    viewerRole: role,
    actions: actionsFor(role, row.status, reviewOpenFor(row, role, now)),
  };
}

export function priceOf(row: BookingRow): Quote {
  return {
    service: row.service,
    units: row.units,
    unitLabel: unitLabel(row.service, row.units),
    unitPriceCents: row.unit_price_cents,
    subtotalCents: row.subtotal_cents,
    bookingFeeCents: row.booking_fee_cents,
    bookingFeeGstCents: row.booking_fee_gst_cents,
    discountCents: row.referral_discount_cents,
    creditCents: row.credit_applied_cents,
    ...(row.standby_top_up_cents > 0 ? { standbyTopUpCents: row.standby_top_up_cents } : {}),
    totalCents: row.total_cents,
    cancellationPolicy: row.cancellation_policy,
    cancellationSummary: cancellationSummary(row.cancellation_policy),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    timeZone: row.time_zone,
  };
}

export function toBookingResponse(row: BookingRow, role: ViewerRole, now?: Date): Booking {
  const price: BookingPrice = priceOf(row);
  if (role !== 'owner') {
    price.commissionCents = row.commission_cents;
    price.commissionGstCents = row.commission_gst_cents;
    price.sitterPayoutCents = row.sitter_payout_cents;
  }
  return {
    ...toSummary(row, role, now),
    pets: row.pets.map((pet) => ({ id: pet.id, name: pet.name, species: pet.species })),
    message: row.message,
    price,
    ...(row.status === 'requested' ? { respondBy: row.respond_by.toISOString() } : {}),
    ...(row.status === 'accepted' && row.pay_by ? { payBy: row.pay_by.toISOString() } : {}),
    ...(row.refund_cents !== null ? { refund: { refundCents: row.refund_cents, reason: row.refund_reason ?? '' } } : {}),
    ...(row.decline_reason !== null ? { declineReason: row.decline_reason } : {}),
    // Bookings stored before stays had times have none (the columns are nullable): no field then.
    ...(TIMED_SERVICES.includes(row.service) || row.start_time === null || row.end_time === null
      ? {}
      : { dropOffTime: row.start_time, pickUpTime: row.end_time }),
    createdAt: row.created_at.toISOString(),
  };
}

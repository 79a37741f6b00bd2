import { type BookingStatus } from '@pawpal/contract';
import { BookingsError } from './bookings.errors.js';

/** States in which the sitter is committed (the exclusion constraint covers exactly these). */
export const COMMITTED_STATUSES: readonly BookingStatus[] = ['accepted', 'paid', 'in_progress'];

export type BookingTransition = 'accept' | 'decline' | 'expire' | 'lapse' | 'pay' | 'start' | 'complete' | 'cancel';

/**
 * Every legal transition: from which states, to which state. The one table the service, the
 * scheduler and the payment processing consult; anything else is refused with 409.
 */
export const TRANSITIONS = Object.freeze({
  accept: { from: ['requested'], to: 'accepted' },
  decline: { from: ['requested'], to: 'declined' },
  expire: { from: ['requested'], to: 'expired' },
  lapse: { from: ['accepted'], to: 'expired' },
  pay: { from: ['accepted'], to: 'paid' },
  start: { from: ['paid'], to: 'in_progress' },
  complete: { from: ['in_progress'], to: 'completed' },
  cancel: { from: ['requested', 'accepted', 'paid'], to: 'cancelled' },
} as const satisfies Record<BookingTransition, { from: readonly BookingStatus[]; to: BookingStatus }>);

export function canTransition(transition: BookingTransition, from: BookingStatus): boolean {
  return (TRANSITIONS[transition].from as readonly BookingStatus[]).includes(from);
}

/** Why a booking in `status` cannot change any more (or not that way), in words a person understands. */
const STATUS_EXPLANATIONS: Record<BookingStatus, string> = {
  requested: 'This booking is still waiting for the sitter to respond',
  accepted: 'This booking has already been accepted',
  declined: 'This booking was declined',
  expired: 'This booking has expired',
  paid: 'This booking has already been paid',
  in_progress: 'This booking is already in progress',
  completed: 'This booking is already completed',
  cancelled: 'This booking has been cancelled',
};

/** Throws 409 with a clear message unless `transition` is legal from `status`. */
export function assertTransition(transition: BookingTransition, status: BookingStatus): void {
  if (canTransition(transition, status)) return;
  if (transition === 'complete' && (status === 'accepted' || status === 'paid')) {
    throw new BookingsError('BOOKING_STATE_CONFLICT', "This booking hasn't started yet");
  }
  if (transition === 'pay' && status === 'requested') {
    throw new BookingsError('BOOKING_STATE_CONFLICT', 'The sitter has not accepted this booking yet');
  }
  throw new BookingsError('BOOKING_STATE_CONFLICT', STATUS_EXPLANATIONS[status]);
}

import type { BookingAction } from '@pawpal/contract';

/*
 * What the booking actions look like. Which of them a person may take is never decided here:
 * the API lists them on every booking and list row (`actions`), and BookingActions renders
 * exactly those.
 */

/** What each action's button says. */
export const ACTION_LABELS: Record<BookingAction, string> = {
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel booking',
  pay: 'Pay now',
  complete: 'Mark complete',
  review: 'Leave a review',
  message: 'Message',
};

/** Actions that are a POST to /api/bookings/{id}/{action} with no body. */
export const DIRECT_ACTIONS = ['accept', 'decline', 'complete'] as const satisfies readonly BookingAction[];
export type DirectAction = (typeof DIRECT_ACTIONS)[number];

export function isDirectAction(action: BookingAction): action is DirectAction {
  return (DIRECT_ACTIONS as readonly BookingAction[]).includes(action);
}

import type { BookingStatus } from '@pawpal/ui';
import type { BookingAction, ViewerRole } from '../../data/bookings';

/*
 * Booking list rows only have a summary (no `actions` from the API), so the row shows the
 * obvious next step for the viewer's role and status; the booking page shows exactly what the
 * API allows. The API decides either way: a stale button gets a clear 409.
 */
export function rowActions(status: BookingStatus, role: 'owner' | 'sitter'): BookingAction[] {
  if (role === 'sitter') {
    if (status === 'requested') return ['accept', 'decline'];
    if (status === 'paid' || status === 'in_progress') return ['complete'];
    return [];
  }
  if (status === 'accepted') return ['pay'];
  if (status === 'completed') return ['review'];
  return [];
}

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

/** Who the viewer deals with on this booking. */
export function otherPartyRole(viewerRole: ViewerRole): 'owner' | 'sitter' {
  return viewerRole === 'sitter' ? 'owner' : 'sitter';
}

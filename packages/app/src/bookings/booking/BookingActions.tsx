import { paths, type BookingAction, type BookingSummary } from '@pawpal/contract';
import { Button } from '@pawpal/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keepFocusPlace, rememberFocusPlace } from '../../shared/keep-focus';
import { ACTION_LABELS, isDirectAction, type DirectAction } from './actions';
import { CancelDialog } from './CancelDialog';
import { DeclineDialog } from './DeclineDialog';
import type { BookingMutation } from './useBookingMutation';

export interface BookingActionsProps {
  booking: BookingSummary;
  /** The screen's mutation: it shows `mutation.error` where it fits. */
  mutation: BookingMutation;
  /** Opens the booking's conversation (the message action). */
  onMessage: () => void;
  /** Actions the screen shows elsewhere (the booking page has its own message button). */
  omit?: readonly BookingAction[];
  /** Added to each button's accessible name ("Accept: Boarding for Olivia Nguyen") where several bookings are listed. */
  describedAs?: string;
  size?: 'sm' | 'default';
}

/**
 * A booking's actions: exactly the `actions` the API sent (it computes them from its transition
 * table and the viewer's role), in its order. The app adds nothing and removes nothing.
 */
export function BookingActions({ booking, mutation, onMessage, omit = [], describedAs, size = 'default' }: BookingActionsProps) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [declineOpen, setDeclineOpen] = useState(false);
  const name = (action: BookingAction) => (describedAs ? `${ACTION_LABELS[action]}: ${describedAs}` : undefined);
  const actions = booking.actions.filter((action) => !omit.includes(action));
  // Accept or complete removes the clicked button (or the whole row from its tab): keep a
  // keyboard user's place once the answer shows (shared/keep-focus.ts).
  const runDirect = async (action: DirectAction) => {
    const place = rememberFocusPlace();
    await mutation.run(booking.id, action);
    keepFocusPlace(place);
  };
  return (
    <>
      {actions.map((action) => {
        if (isDirectAction(action)) {
          return (
            <Button
              key={action}
              size={size}
              variant={action === 'decline' ? 'outline' : 'default'}
              disabled={mutation.pending !== null}
              // Declining asks first (with an optional reason); accepting and completing are one click.
              onClick={() => (action === 'decline' ? setDeclineOpen(true) : void runDirect(action))}
              aria-label={name(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          );
        }
        switch (action) {
          case 'pay':
          case 'review':
            return (
              <Button key={action} size={size} variant={action === 'review' ? 'outline' : 'default'} asChild>
                <Link to={action === 'pay' ? paths.payment(booking.id) : paths.bookingReview(booking.id)} aria-label={name(action)}>
                  {ACTION_LABELS[action]}
                </Link>
              </Button>
            );
          case 'cancel':
            return (
              <Button key={action} size={size} variant="outline" onClick={() => setCancelOpen(true)} aria-label={name(action)}>
                {ACTION_LABELS.cancel}
              </Button>
            );
          case 'message':
            return (
              <Button key={action} size={size} variant="outline" onClick={onMessage} aria-label={name(action)}>
                {ACTION_LABELS.message}
              </Button>
            );
          default:
            return action satisfies never;
        }
      })}
      {actions.includes('cancel') ? (
        <CancelDialog
          booking={booking}
          open={cancelOpen}
          onOpenChange={setCancelOpen}
          pending={mutation.pending !== null}
          error={mutation.error}
          onConfirm={() => void mutation.run(booking.id, 'cancel', { onSuccess: () => setCancelOpen(false) })}
        />
      ) : null}
      {actions.includes('decline') ? (
        <DeclineDialog
          booking={booking}
          open={declineOpen}
          onOpenChange={setDeclineOpen}
          pending={mutation.pending !== null}
          error={mutation.error}
          onConfirm={(reason) =>
            void mutation.run(booking.id, 'decline', { body: reason ? { reason } : {}, onSuccess: () => setDeclineOpen(false) })
          }
        />
      ) : null}
    </>
  );
}

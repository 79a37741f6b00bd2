import { apiPaths, type Booking } from '@pawpal/contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { isBookingRelatedKey } from '../../data/bookings';
import { describeError, sendJson } from '../../data/mutation';
import type { DirectAction } from './actions';

/** What a run may send and what it does as soon as the API said yes. */
export interface BookingMutationOptions {
  /** The action's body (a decline's `{ reason }`). */
  body?: unknown;
  /** Runs on success before the booking-related keys are revalidated (a dialog closes at once, not seconds later). */
  onSuccess?: (booking: Booking) => void;
}

/** Accept, decline, complete or cancel a booking, then refresh every booking-related key. */
export function useBookingMutation() {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(bookingId: string, action: DirectAction | 'cancel', options: BookingMutationOptions = {}): Promise<Booking | null> {
    setPending(action);
    setError(null);
    let booking: Booking;
    try {
      booking = await sendJson<Booking>('POST', apiPaths.bookingAction(bookingId, action), options.body);
    } catch (caught) {
      setError(describeError(caught, 'That didn’t work. Please try again.'));
      setPending(null);
      return null;
    }
    options.onSuccess?.(booking);
    try {
      await mutate(isBookingRelatedKey);
    } finally {
      setPending(null);
    }
    return booking;
  }

  return { run, pending, error };
}

/** What useBookingMutation returns: `run`, the pending action and the last error. */
export type BookingMutation = ReturnType<typeof useBookingMutation>;

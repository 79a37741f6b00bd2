import { apiPaths, type Booking } from '@pawpal/contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { isBookingRelatedKey } from '../../data/bookings';
import { describeError, sendJson } from '../../data/mutation';
import type { DirectAction } from './actions';

/** Accept, decline, complete or cancel a booking, then refresh every booking-related key. */
export function useBookingMutation() {
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(bookingId: string, action: DirectAction | 'cancel'): Promise<Booking | null> {
    setPending(action);
    setError(null);
    try {
      const booking = await sendJson<Booking>('POST', apiPaths.bookingAction(bookingId, action));
      await mutate(isBookingRelatedKey);
      return booking;
    } catch (caught) {
      setError(describeError(caught, 'That didn’t work. Please try again.'));
      return null;
    } finally {
      setPending(null);
    }
  }

  return { run, pending, error };
}

/** What useBookingMutation returns: `run`, the pending action and the last error. */
export type BookingMutation = ReturnType<typeof useBookingMutation>;

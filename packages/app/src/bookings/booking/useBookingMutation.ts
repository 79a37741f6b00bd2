import { type Booking } from '@pawpal/contract';
import { useState } from 'react';
import { useBookingWrites } from '../../data/bookings';
import { describeError } from '../../data/mutation';
import type { DirectAction } from './actions';

/** What a run may send and what it does as soon as the API said yes. */
export interface BookingMutationOptions {
  /** The action's body (a decline's `{ reason }`). */
  body?: unknown;
  /** Runs on success before the cache takes the answer (a dialog closes at once, not seconds later). */
  onSuccess?: (booking: Booking) => void;
}

/** Accept, decline, complete or cancel a booking; the booking the API answers with updates the cache (data/bookings.ts). */
export function useBookingMutation() {
  const writes = useBookingWrites();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(bookingId: string, action: DirectAction | 'cancel', options: BookingMutationOptions = {}): Promise<Booking | null> {
    setPending(action);
    setError(null);
    let answered = false;
    try {
      return await writes.act(bookingId, action, options.body, (booking) => {
        answered = true;
        options.onSuccess?.(booking);
      });
    } catch (caught) {
      if (answered) throw caught; // the write happened; only updating the cache failed
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

import {
  apiPaths,
  bookingChangePaths,
  type BookingChange,
  type BookingChangeStatus,
  type BookingChangesResponse,
  type ProposeChangeInput,
} from '@pawpal/contract';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { sendJson } from './mutation';

/** How each status of a change reads, and its badge's tone. */
export const CHANGE_STATUS_LABELS: Record<BookingChangeStatus, string> = {
  pending: 'Waiting for an answer',
  awaiting_payment: 'Accepted, to pay',
  applied: 'Applied',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  lapsed: 'Lapsed',
};
export const CHANGE_STATUS_TONES: Record<BookingChangeStatus, 'warning' | 'info' | 'teal' | 'destructive' | 'secondary'> = {
  pending: 'warning',
  awaiting_payment: 'info',
  applied: 'teal',
  declined: 'destructive',
  withdrawn: 'secondary',
  lapsed: 'secondary',
};

/** GET /api/bookings/{id}/changes (newest first). */
export function useBookingChanges(bookingId: string | null | undefined) {
  return useSWR<BookingChangesResponse, Error>(bookingId ? bookingChangePaths.ofBooking(bookingId) : null);
}

/** Propose, answer, withdraw and pay a change; the booking and its changes are read again after each. */
export function useBookingChangeWrites() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const reread = (bookingId: string) =>
      Promise.all([mutate(bookingChangePaths.ofBooking(bookingId)), mutate(apiPaths.booking(bookingId))]);
    return {
      async propose(bookingId: string, input: ProposeChangeInput): Promise<BookingChange> {
        const change = await sendJson<BookingChange>('POST', bookingChangePaths.ofBooking(bookingId), input);
        await reread(bookingId);
        return change;
      },
      async act(change: BookingChange, action: 'accept' | 'decline' | 'withdraw' | 'pay'): Promise<BookingChange> {
        const answer = await sendJson<BookingChange>('POST', bookingChangePaths[action](change.id));
        await reread(change.bookingId);
        return answer;
      },
    };
  }, [mutate]);
}

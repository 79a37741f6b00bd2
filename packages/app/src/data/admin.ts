import {
  type AdminBooking,
  type AdminBookingList,
  type AdminCancelBookingInput,
  type AdminRefundBookingInput,
  adminApiPaths,
  type AdminSummary,
  type AdminUserDetail,
  type AdminUserList,
  type AuditEntry,
  type ListPage,
  type ReinstateUserInput,
  type RuleInput,
  type SuspendUserInput,
} from '@pawpal/contract';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { sendJson } from './mutation';

/*
 * The admin console (docs/admin-console.md; the shapes are @pawpal/contract's). Every
 * /api/admin/* call answers 401 signed out and 403 to anyone but an admin; the screen is shown
 * only to admins, and the server decides.
 */

/** Queue counts: sitters pending review, pending verifications, open reports. */
export function useAdminSummary(enabled = true) {
  return useSWR<AdminSummary, Error>(enabled ? adminApiPaths.summary() : null);
}

/** Users by name or email (every user when `q` is empty). */
export function useAdminUsers(q: string, page: number) {
  return useSWR<AdminUserList, Error>(adminApiPaths.users({ q: q.trim() || undefined, page }));
}

/** A user's admin page. */
export function useAdminUser(userId: string | null) {
  return useSWR<AdminUserDetail, Error>(userId ? adminApiPaths.user(userId) : null);
}

/** Bookings by id, owner or sitter. */
export function useAdminBookings(q: string, page: number) {
  return useSWR<AdminBookingList, Error>(adminApiPaths.bookings({ q: q.trim() || undefined, page }));
}

/** The audit log, newest first. */
export function useAuditLog(page: number) {
  return useSWR<ListPage<AuditEntry>, Error>(adminApiPaths.auditLog({ page }));
}

/** Every cached admin answer (lists, pages, counts, the audit log): stale after any admin action. */
export function isAdminKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith('/api/admin/');
}

/**
 * The admin's actions; each revalidates every cached admin answer afterwards. They throw the
 * API's message (ApiError, see describeError).
 */
export function useAdminActions() {
  const { mutate } = useSWRConfig();
  const revalidate = useCallback(() => mutate(isAdminKey), [mutate]);
  return useMemo(
    () => ({
      /** Suspends an account; resolves with the user's page. */
      async suspendUser(userId: string, input: SuspendUserInput & RuleInput): Promise<AdminUserDetail> {
        const user = await sendJson<AdminUserDetail>('POST', adminApiPaths.suspendUser(userId), input);
        await revalidate();
        return user;
      },
      /** Lifts a suspension. */
      async reinstateUser(userId: string, input: ReinstateUserInput): Promise<AdminUserDetail> {
        const user = await sendJson<AdminUserDetail>('POST', adminApiPaths.reinstateUser(userId), input);
        await revalidate();
        return user;
      },
      /** Cancels a booking with the chosen refund. */
      async cancelBooking(bookingId: string, input: AdminCancelBookingInput): Promise<AdminBooking> {
        const booking = await sendJson<AdminBooking>('POST', adminApiPaths.cancelBooking(bookingId), input);
        await revalidate();
        return booking;
      },
      /** Refunds part or all of a completed stay (the sitter's share comes out of their payouts). */
      async refundBooking(bookingId: string, input: AdminRefundBookingInput): Promise<AdminBooking> {
        const booking = await sendJson<AdminBooking>('POST', adminApiPaths.refundBooking(bookingId), input);
        await revalidate();
        return booking;
      },
    }),
    [revalidate],
  );
}

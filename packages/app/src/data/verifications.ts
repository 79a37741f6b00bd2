import {
  type AdminSitterReviewPage,
  type AdminVerificationPage,
  type ApproveVerificationInput,
  type Badge,
  BADGE_LABELS,
  type BadgeKind,
  type RejectInput,
  type RuleInput,
  type SitterReviewState,
  type SitterReviewStatus,
  UPLOAD_FIELD,
  type Verification,
  VERIFICATION_KIND_FIELD,
  type VerificationKind,
  type VerificationStatus,
  verificationApiPaths,
} from '@pawpal/contract';
import { formatUtcDateEnAu } from '@pawpal/ui';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { isAdminKey } from './admin';
import { ApiError, sendJson } from './mutation';

/*
 * Trust (docs/trust.md): the sitter's review before listing, their verification
 * documents, the admin's queues, and how a badge reads. The shapes are @pawpal/contract's.
 */

/** What each badge filter reads like in the search form. */
export const BADGE_FILTER_LABELS: Record<BadgeKind, string> = {
  id_verified: 'Photo ID checked',
  police_checked: 'Police check (last 12 months)',
};

/**
 * "25 Nov 2026" for an ISO instant or a YYYY-MM-DD day (read in UTC, as the API writes them).
 * Without Intl: the sitter page shows badges on a first visit (docs/decisions/0014-first-visit-formatting.md).
 */
export function formatTrustDate(value: string): string {
  return formatUtcDateEnAu(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}

/**
 * A badge in words, with its dates: "ID verified · checked 12 Nov 2026", "Police checked ·
 * valid until 24 Nov 2027" (the last day it is shown: expiresAt is the moment it stops).
 */
export function badgeText(badge: Badge): { label: string; detail: string } {
  const label = BADGE_LABELS[badge.kind];
  if (badge.expiresAt === null) return { label, detail: `checked ${formatTrustDate(badge.verifiedAt)}` };
  const lastDay = new Date(Date.parse(badge.expiresAt) - 1).toISOString();
  return { label, detail: `valid until ${formatTrustDate(lastDay)}` };
}

/** The signed-in sitter's review state (GET /api/sitters/me/review); `enabled` false for non-sitters. */
export function useMySitterReview(enabled = true) {
  return useSWR<SitterReviewState, Error>(enabled ? verificationApiPaths.mySitterReview() : null);
}

/** The signed-in sitter's documents, newest first. */
export function useMyVerifications(enabled = true) {
  return useSWR<Verification[], Error>(enabled ? verificationApiPaths.myVerifications() : null);
}

/**
 * POST a verification document: multipart `kind` and `file`. Like `uploadFile` it does not go
 * through `send` (the multipart body carries its own content type). Throws ApiError with the
 * API's message (e.g. the size limit).
 */
export async function submitVerificationDocument(kind: VerificationKind, file: File): Promise<Verification> {
  const form = new FormData();
  form.append(VERIFICATION_KIND_FIELD, kind);
  form.append(UPLOAD_FIELD, file);
  const response = await fetch(verificationApiPaths.myVerifications(), {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  if (!response.ok) {
    let detail: string | null = null;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') detail = body.message;
    } catch {
      // Not JSON: the status line will do.
    }
    throw new ApiError(response.status, response.statusText, detail);
  }
  return (await response.json()) as Verification;
}

/** The sitter's actions: submit a document, resubmit the profile. Each refreshes the review state and the list. */
export function useSitterTrustActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(async () => {
    await mutate(verificationApiPaths.mySitterReview());
    await mutate(verificationApiPaths.myVerifications());
  }, [mutate]);
  return useMemo(
    () => ({
      async submitDocument(kind: VerificationKind, file: File): Promise<Verification> {
        const verification = await submitVerificationDocument(kind, file);
        await refresh();
        return verification;
      },
      async resubmit(): Promise<SitterReviewState> {
        const state = await sendJson<SitterReviewState>('POST', verificationApiPaths.resubmitMySitterReview());
        await refresh();
        return state;
      },
    }),
    [refresh],
  );
}

/** The admin's sitter review queue. */
export function useAdminSitterReviews(status: SitterReviewStatus, page: number) {
  return useSWR<AdminSitterReviewPage, Error>(verificationApiPaths.adminSitters({ status, page }));
}

/** The admin's verification queue. */
export function useAdminVerifications(status: VerificationStatus, page: number) {
  return useSWR<AdminVerificationPage, Error>(verificationApiPaths.adminVerifications({ status, page }));
}

/** The admin's decisions; each revalidates every cached admin answer (queues, counts, the audit log). */
export function useTrustAdminActions() {
  const { mutate } = useSWRConfig();
  const revalidate = useCallback(() => mutate(isAdminKey), [mutate]);
  return useMemo(
    () => ({
      async approveSitter(sitterId: string): Promise<SitterReviewState> {
        const state = await sendJson<SitterReviewState>('POST', verificationApiPaths.adminApproveSitter(sitterId));
        await revalidate();
        return state;
      },
      async rejectSitter(sitterId: string, input: RejectInput & RuleInput): Promise<SitterReviewState> {
        const state = await sendJson<SitterReviewState>('POST', verificationApiPaths.adminRejectSitter(sitterId), input);
        await revalidate();
        return state;
      },
      async approveVerification(verificationId: string, input: ApproveVerificationInput): Promise<Verification> {
        const verification = await sendJson<Verification>('POST', verificationApiPaths.adminApproveVerification(verificationId), input);
        await revalidate();
        return verification;
      },
      async rejectVerification(verificationId: string, input: RejectInput & RuleInput): Promise<Verification> {
        const verification = await sendJson<Verification>('POST', verificationApiPaths.adminRejectVerification(verificationId), input);
        await revalidate();
        return verification;
      },
    }),
    [revalidate],
  );
}

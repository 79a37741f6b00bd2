import {
  type AdminReview,
  type ListPage,
  type RemoveReviewInput,
  type RuleInput,
  type Review,
  type ReviewInput,
  type ReviewListEntry,
  type ReviewListResponse,
  type ReviewReplyInput,
  reviewsApiPaths,
  type ServiceType,
} from '@pawpal/contract';
import { formatUtcMonthEnAu } from '@pawpal/ui';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { isBookingRelatedKey } from './bookings';
import { sendJson } from './mutation';
import { SERVICE_LABELS } from './sitters';

/*
 * Two-sided reviews (docs/reviews-and-reports.md; the shapes are @pawpal/contract's). The lists
 * hold published reviews only: the server never sends a hidden one.
 */

/**
 * "Boarding · March 2027" from a review's service and stay month (YYYY-MM). Without Intl: the
 * sitter page shows reviews on a first visit (docs/decisions/0014-first-visit-formatting.md).
 */
export function stayLabel(service: ServiceType, stayMonth: string): string {
  const [year, month] = stayMonth.split('-').map(Number);
  const when = year && month ? formatUtcMonthEnAu(new Date(Date.UTC(year, month - 1, 1))) : stayMonth;
  return `${SERVICE_LABELS[service]} · ${when}`;
}

/** A sitter's published reviews, page by page ("Show more" loads the next one). */
export function useSitterReviews(sitterId: string) {
  const pages = useSWRInfinite<ReviewListResponse, Error>((index, previous: ReviewListResponse | null) => {
    if (previous && previous.page * previous.pageSize >= previous.total) return null;
    return reviewsApiPaths.sitterReviews(sitterId, { page: index + 1 });
  });
  const items: ReviewListEntry[] = pages.data?.flatMap((page) => page.items) ?? [];
  const total = pages.data?.[0]?.total ?? 0;
  return {
    items,
    total,
    error: pages.error,
    isLoading: pages.isLoading,
    loadingMore: pages.isValidating && pages.size > (pages.data?.length ?? 0),
    hasMore: items.length < total,
    loadMore: () => void pages.setSize(pages.size + 1),
    retry: () => void pages.mutate(),
  };
}

/** Reviews of an owner by sitters (sitters, admins and the owner may read them). */
export function useOwnerReviews(userId: string | null | undefined, page = 1) {
  return useSWR<ReviewListResponse, Error>(userId ? reviewsApiPaths.userReviews(userId, { page }) : null);
}

/** Reviews for the admin's moderation tab. */
export function useAdminReviews(q: string, page: number) {
  return useSWR<ListPage<AdminReview>, Error>(reviewsApiPaths.adminReviews({ q: q.trim() || undefined, page }));
}

/** Every cached review list (a sitter's pages, under SWR's infinite-list prefix too; an owner's; the admin's). */
export function isReviewKey(key: unknown): boolean {
  return typeof key === 'string' && (/\/api\/(sitters|users)\/[^/]+\/reviews/.test(key) || key.startsWith('/api/admin/'));
}

/** Writing reviews, replying and removing; each revalidates the affected lists. They throw the API's message (ApiError). */
export function useReviewActions() {
  const { mutate } = useSWRConfig();
  const revalidate = useCallback(() => mutate((key) => isReviewKey(key) || isBookingRelatedKey(key)), [mutate]);
  return useMemo(
    () => ({
      /** Reviews a completed booking (owner or sitter); the answer says whether it is published yet. */
      async review(bookingId: string, input: ReviewInput): Promise<Review> {
        const review = await sendJson<Review>('POST', reviewsApiPaths.bookingReview(bookingId), input);
        await revalidate();
        return review;
      },
      /** The sitter's one public reply. */
      async reply(reviewId: string, input: ReviewReplyInput): Promise<ReviewListEntry> {
        const entry = await sendJson<ReviewListEntry>('POST', reviewsApiPaths.reply(reviewId), input);
        await revalidate();
        return entry;
      },
      /** An admin removes a review for a reason from the rules. */
      async remove(reviewId: string, input: RemoveReviewInput & RuleInput): Promise<void> {
        await sendJson<{ decisionId: string }>('POST', reviewsApiPaths.adminRemove(reviewId), input);
        await revalidate();
      },
    }),
    [revalidate],
  );
}

import {
  ROUTES,
  SITTER_REVIEW_MISSING,
  SITTER_REVIEW_PENDING_MESSAGE,
  type SitterReviewState,
  type SitterReviewStatus,
} from '@pawpal/contract';
import { Button, type BadgeVariant, ErrorState, Skeleton, StatusBadge } from '@pawpal/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { describeError } from '../../data/mutation';
import { formatTrustDate, useMySitterReview, useSitterTrustActions } from '../../data/verifications';

const STATUS: Record<SitterReviewStatus, { tone: BadgeVariant; label: string }> = {
  pending_review: { tone: 'warning', label: 'Being reviewed' },
  approved: { tone: 'success', label: 'Listed' },
  rejected: { tone: 'destructive', label: 'Changes needed' },
};

/**
 * What the sitter still has to do: every missing item except a photo ID waiting for our team,
 * which is part of the review itself (docs/trust.md).
 */
function sitterToDo(review: SitterReviewState): string[] {
  return review.missing.filter((item) => item !== SITTER_REVIEW_MISSING.photoIdPending);
}

/** A pending profile is only "being reviewed" once the sitter has nothing left to do. */
function isIncomplete(review: SitterReviewState): boolean {
  return review.status === 'pending_review' && sitterToDo(review).length > 0;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A pending profile with items still missing: the badge names the next steps, not a review. */
const INCOMPLETE: { tone: BadgeVariant; label: string } = { tone: 'info', label: 'Next steps' };

/** What the sitter reads about their review before listing, for each status. */
export function listingStatusText(review: SitterReviewState): string {
  switch (review.status) {
    case 'pending_review':
      return isIncomplete(review)
        ? `Next: ${lowerFirst(sitterToDo(review)[0]!)}. We review your profile once everything below is in.`
        : SITTER_REVIEW_PENDING_MESSAGE;
    case 'approved':
      return review.reviewedAt
        ? `Your profile was approved on ${formatTrustDate(review.reviewedAt)}: owners can find you in search.`
        : 'Your profile is approved: owners can find you in search.';
    case 'rejected':
      return 'We couldn’t approve your profile yet. Fix what we asked for, then resubmit it for review.';
  }
}

/**
 * The sitter's review before listing (docs/trust.md): the status, what is still missing, and for
 * a rejected profile the reason and the way to resubmit.
 */
export function ListingStatus() {
  const { data: review, error, isLoading, mutate } = useMySitterReview();
  const { resubmit } = useSitterTrustActions();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (error && !review) {
    return (
      <ErrorState
        headingLevel={3}
        title="We couldn’t load your listing status"
        message={describeError(error)}
        onRetry={() => void mutate()}
      />
    );
  }
  if (isLoading || !review) return <Skeleton className="h-24 w-full rounded-xl" />;

  const incomplete = isIncomplete(review);
  const { tone, label } = incomplete ? INCOMPLETE : STATUS[review.status];
  const onResubmit = async () => {
    setPending(true);
    setFailure(null);
    try {
      await resubmit();
    } catch (cause) {
      setFailure(describeError(cause));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border p-4" data-testid="listing-status">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={review.status} tone={tone}>
          {label}
        </StatusBadge>
        {review.submittedAt && review.status === 'pending_review' && !incomplete ? (
          <span className="text-sm text-muted-foreground">Submitted {formatTrustDate(review.submittedAt)}</span>
        ) : null}
      </div>
      <p className="text-foreground">{listingStatusText(review)}</p>
      {review.status === 'rejected' && review.reason ? (
        <p className="rounded-lg bg-muted p-3 text-sm">
          <span className="font-semibold">Reason: </span>
          {review.reason}
        </p>
      ) : null}
      {review.missing.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">{review.status === 'approved' ? 'Worth doing' : 'Still missing'}</h3>
          <ul className="list-disc pl-5 text-sm text-foreground">
            {review.missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {review.status === 'rejected' ? (
          <>
            <Button asChild variant="outline">
              <Link to={ROUTES.sitterProfileEdit}>Edit your profile</Link>
            </Button>
            <Button onClick={() => void onResubmit()} disabled={pending}>
              {pending ? 'Resubmitting…' : 'Resubmit for review'}
            </Button>
          </>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

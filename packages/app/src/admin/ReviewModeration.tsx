import {
  type CommunityRuleId,
  REVIEW_REMOVAL_REASON_LABELS,
  REVIEW_REMOVAL_REASONS,
  type AdminReview,
  type ReviewRemovalReason,
} from '@pawpal/contract';
import {
  Button,
  Card,
  ErrorState,
  FormField,
  Pagination,
  Rating,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  StatusBadge,
} from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import { describeError } from '../data/mutation';
import { useAdminReviews, useReviewActions } from '../data/reviews';
import { SERVICE_LABELS } from '../data/sitters';
import { AdminSearchForm } from './AdminSearchForm';
import { CHOOSE_A_RULE, RulePicker } from './RulePicker';

const DATE = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

/** Published reviews (newest first, searchable); remove one for a reason from the review rules — never for being negative. */
export function ReviewModeration() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminReviews(q, page);
  return (
    <section aria-labelledby="review-moderation-heading" className="flex flex-col gap-4">
      <h2 id="review-moderation-heading" className="text-xl font-semibold">
        Reviews
      </h2>
      <p className="text-sm text-muted-foreground">
        Remove a review only when it breaks a rule below. A negative review that is honest and first-hand stays. The profile shows that a
        review was removed.
      </p>
      <AdminSearchForm
        id="admin-review-search"
        label="Name, email or words in the review"
        maxLength={200}
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
      />
      {error ? (
        <ErrorState message="We couldn’t load the reviews." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton className="h-24 w-full" />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{q ? `No reviews match “${q}”.` : 'No published reviews yet.'}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {data.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  return (
    <Card padding="sm" className="flex flex-col gap-2 px-4">
      <div className="flex flex-wrap items-center gap-2">
        <Rating value={review.rating} size="sm" />
        <span className="text-sm font-medium">
          {review.author.name} about {review.subject.name}
        </span>
        <span className="text-sm text-muted-foreground">
          {SERVICE_LABELS[review.service]} · {DATE.format(new Date(review.publishedAt))}
        </span>
        {review.removedAt ? (
          <StatusBadge status="removed" tone="destructive">
            Removed
          </StatusBadge>
        ) : null}
      </div>
      <p className="whitespace-pre-line break-words text-sm">{review.comment}</p>
      {review.removedAt ? (
        <p className="text-sm text-muted-foreground">
          Removed {DATE.format(new Date(review.removedAt))}:{' '}
          {review.removalReason ? REVIEW_REMOVAL_REASON_LABELS[review.removalReason] : ''}
        </p>
      ) : (
        <RemoveForm review={review} />
      )}
    </Card>
  );
}

function RemoveForm({ review }: { review: AdminReview }) {
  const { remove } = useReviewActions();
  const [reason, setReason] = useState<ReviewRemovalReason | ''>('');
  const [rule, setRule] = useState<CommunityRuleId | ''>('');
  const [ruleError, setRuleError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason === '') {
      setError('Choose which rule the review breaks.');
      return;
    }
    if (rule === '') {
      setRuleError(CHOOSE_A_RULE);
      return;
    }
    setRuleError(undefined);
    setPending(true);
    try {
      await remove(review.id, { reason, rule });
    } catch (caught) {
      setError(describeError(caught, 'We couldn’t remove the review. Please try again.'));
      setPending(false);
    }
  }
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2 border-t border-border pt-2 sm:flex-row sm:items-end"
      aria-label={`Remove review by ${review.author.name}`}
    >
      <FormField label="Rule broken" required error={error ?? undefined} className="flex-1">
        {(control) => (
          <Select
            value={reason}
            onValueChange={(value) => {
              setReason(value as ReviewRemovalReason);
              setError(null);
            }}
          >
            <SelectTrigger {...control}>
              <SelectValue placeholder="Choose a reason" />
            </SelectTrigger>
            <SelectContent>
              {REVIEW_REMOVAL_REASONS.map((value) => (
                <SelectItem key={value} value={value}>
                  {REVIEW_REMOVAL_REASON_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <div className="flex-1">
        <RulePicker value={rule} onChange={setRule} error={ruleError} />
      </div>
      <Button type="submit" variant="destructive" size="sm" disabled={pending}>
        Remove review
      </Button>
    </form>
  );
}

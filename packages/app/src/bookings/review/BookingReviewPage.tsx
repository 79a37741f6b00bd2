import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_WINDOW_DAYS, paths } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, FormField, PageLoading, RatingInput, Textarea } from '@pawpal/ui';
import { CircleCheck, Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBooking } from '../../data/bookings';
import { describeError, hasStatus } from '../../data/mutation';
import { useReviewActions } from '../../data/reviews';
import { SERVICE_LABELS } from '../../data/sitters';
import { Screen } from '../../screen/Screen';

/**
 * Review a completed booking: /booking/{id}/review. The owner reviews the sitter; the sitter
 * reviews the owner and their pets. Double-blind: a review stays hidden until the other side has
 * reviewed too, or REVIEW_WINDOW_DAYS after the stay.
 */
export function BookingReviewPage() {
  const { id } = useParams();
  const { data: booking, error, isLoading, mutate } = useBooking(id);
  const actions = useReviewActions();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [sent, setSent] = useState<null | { published: boolean }>(null);
  const [submitting, setSubmitting] = useState(false);

  if (isLoading) return <PageLoading />;
  if (!booking) {
    return (
      <Screen title="Review your booking">
        {hasStatus(error, 404) || !error ? (
          <EmptyState
            icon={<Star />}
            title="We couldn’t find this booking"
            description="Your bookings are all listed on the bookings page."
          />
        ) : (
          <ErrorState title="We couldn’t load this booking" message={describeError(error)} onRetry={() => void mutate()} />
        )}
      </Screen>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    if (rating === null) found.rating = 'Choose a rating from 1 to 5 stars.';
    if (comment.trim() === '')
      found.comment = booking!.viewerRole === 'sitter' ? 'Tell other sitters how it went.' : 'Tell other owners how it went.';
    if (rating === null || found.comment) {
      setErrors(found);
      return;
    }
    setSubmitting(true);
    try {
      const review = await actions.review(booking!.id, { rating, comment: comment.trim() });
      setSent({ published: review.published === true });
    } catch (caught) {
      setErrors({ form: describeError(caught, 'We couldn’t save your review. Please try again.') });
    } finally {
      setSubmitting(false);
    }
  }

  const isSitter = booking.viewerRole === 'sitter';
  const pets = booking.petNames.join(', ');
  const other = isSitter ? booking.owner.firstName : booking.sitter.firstName;
  const title = isSitter ? `Review ${booking.owner.firstName}${pets ? ` and ${pets}` : ''}` : `Review ${booking.sitter.firstName}`;
  if (sent) {
    return (
      <Screen title={title}>
        <div role="status" className="flex flex-col items-start gap-4">
          <p className="flex items-center gap-2 font-medium">
            <CircleCheck aria-hidden="true" className="size-5 text-primary" />
            {sent.published
              ? 'Thanks! Your review is published.'
              : `Thanks! Your review is saved. It will be published when ${other} has reviewed too, or ${REVIEW_WINDOW_DAYS} days after the stay ended.`}
          </p>
          <Button asChild variant="outline">
            <Link to={paths.bookings()}>Back to bookings</Link>
          </Button>
        </div>
      </Screen>
    );
  }
  if (!booking.actions.includes('review')) {
    return (
      <Screen title={title}>
        <EmptyState
          icon={<Star />}
          title="This booking can’t be reviewed"
          description={`Owners and sitters each review a stay once, within ${REVIEW_WINDOW_DAYS} days after it is completed.`}
          action={
            <Button asChild variant="outline">
              <Link to={paths.bookingNotification(booking.id)}>View booking</Link>
            </Button>
          }
        />
      </Screen>
    );
  }
  return (
    <Screen title={title} description={`${SERVICE_LABELS[booking.service]} for ${pets}`} width="prose">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
        <p className="text-sm text-muted-foreground">
          {isSitter
            ? `How were ${booking.owner.firstName} and ${pets || 'their pets'} to look after?`
            : `How was your stay with ${booking.sitter.firstName}?`}{' '}
          Your review stays hidden until {other} has reviewed too, or {REVIEW_WINDOW_DAYS} days after the stay ended; then both are
          published.
        </p>
        <FormField label="Rating" group required error={errors.rating}>
          {(control) => (
            <RatingInput
              {...control}
              value={rating}
              onChange={(stars) => {
                setRating(stars);
                setErrors({});
              }}
              size="lg"
            />
          )}
        </FormField>
        <FormField label="Your review" required error={errors.comment}>
          <Textarea
            rows={5}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              setErrors({});
            }}
          />
        </FormField>
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" disabled={submitting} className="self-start">
          Publish review
        </Button>
      </form>
    </Screen>
  );
}

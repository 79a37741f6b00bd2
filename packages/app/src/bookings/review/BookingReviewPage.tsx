import { REVIEW_COMMENT_MAX_LENGTH, apiPaths, paths, type ReviewInput } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, FormField, PageLoading, RatingInput, Textarea } from '@pawpal/ui';
import { CircleCheck, Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isBookingRelatedKey, useBooking } from '../../data/bookings';
import { describeError, hasStatus, sendJson } from '../../data/mutation';
import { SERVICE_LABELS } from '../../data/sitters';
import { Screen } from '../../screen/Screen';

/** Review a completed booking: /booking/{id}/review. */
export function BookingReviewPage() {
  const { id } = useParams();
  const { data: booking, error, isLoading, mutate } = useBooking(id);
  const swr = useSWRConfig();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  if (isLoading) return <PageLoading />;
  if (!booking) {
    return (
      <Screen title="Review your booking">
        {hasStatus(error, 404) || !error ? (
          <EmptyState icon={<Star />} title="We couldn’t find this booking" description="Your bookings are all listed on the bookings page." />
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
    if (comment.trim() === '') found.comment = 'Tell other owners how it went.';
    if (rating === null || found.comment) {
      setErrors(found);
      return;
    }
    setSubmitting(true);
    try {
      await sendJson('POST', apiPaths.bookingAction(booking!.id, 'review'), { rating, comment: comment.trim() } satisfies ReviewInput);
      await swr.mutate(isBookingRelatedKey);
      setSent(true);
    } catch (caught) {
      setErrors({ form: describeError(caught, 'We couldn’t save your review. Please try again.') });
    } finally {
      setSubmitting(false);
    }
  }

  const title = `Review ${booking.sitter.firstName}`;
  if (sent) {
    return (
      <Screen title={title}>
        <div role="status" className="flex flex-col items-start gap-4">
          <p className="flex items-center gap-2 font-medium">
            <CircleCheck aria-hidden="true" className="size-5 text-primary" />
            Thanks! Your review is published.
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
          description="Owners review a booking once it is completed, once."
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
    <Screen title={title} description={`${SERVICE_LABELS[booking.service]} for ${booking.petNames.join(', ')}`} width="prose">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
        <FormField label="Rating" group required error={errors.rating}>
          {(control) => <RatingInput {...control} value={rating} onChange={(stars) => { setRating(stars); setErrors({}); }} size="lg" />}
        </FormField>
        <FormField label="Your review" required error={errors.comment}>
          <Textarea rows={5} maxLength={REVIEW_COMMENT_MAX_LENGTH} value={comment} onChange={(event) => { setComment(event.target.value); setErrors({}); }} />
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

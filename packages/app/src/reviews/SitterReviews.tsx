import { type LateCancellationEntry, REMOVED_REVIEW_TEXT, REVIEW_REPLY_MAX_LENGTH, type PublishedReview } from '@pawpal/contract';
import { Button, ErrorState, FormField, Rating, Skeleton, Textarea } from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import { useAuth } from '../data/auth';
import { describeError } from '../data/mutation';
import { useReliabilityActions } from '../data/reliability';
import { stayLabel, useReviewActions, useSitterReviews } from '../data/reviews';
import { ReportMenu } from '../reports/ReportMenu';

/**
 * A sitter's published reviews on their public page, newest first: the stay's service and month,
 * the author's first name and initial, stars, text and the sitter's reply; a removed review leaves
 * REMOVED_REVIEW_TEXT in its place. The sitter, on their own page, may reply once to each review.
 */
export function SitterReviews({ sitterId }: { sitterId: string }) {
  const { user } = useAuth();
  const reviews = useSitterReviews(sitterId);
  const isOwnPage = user?.id === sitterId;

  return (
    <section aria-labelledby="sitter-reviews" className="flex flex-col gap-4">
      <h2 id="sitter-reviews" className="text-xl font-semibold text-foreground">
        Reviews{reviews.total > 0 ? ` (${reviews.total})` : ''}
      </h2>
      {reviews.error && reviews.items.length === 0 ? (
        <ErrorState headingLevel={3} title="We couldn’t load the reviews" message={describeError(reviews.error)} onRetry={reviews.retry} />
      ) : reviews.isLoading ? (
        <Skeleton className="h-24 w-full" />
      ) : reviews.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No reviews yet.</p>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {reviews.items.map((review) => (
              <li key={review.id} className="rounded-lg border border-border p-4">
                {review.removed ? (
                  <p className="text-sm italic text-muted-foreground">{REMOVED_REVIEW_TEXT}</p>
                ) : 'kind' in review ? (
                  <LateCancellationItem entry={review} canReply={isOwnPage && review.reply === null} />
                ) : (
                  <ReviewItem review={review} canReply={isOwnPage && review.reply === null} canReport={!!user && !isOwnPage} />
                )}
              </li>
            ))}
          </ul>
          {reviews.hasMore ? (
            <Button variant="outline" className="self-start" onClick={reviews.loadMore} disabled={reviews.loadingMore}>
              Show more reviews
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function ReviewItem({ review, canReply, canReport }: { review: PublishedReview; canReply: boolean; canReport: boolean }) {
  const author = `${review.author.firstName} ${review.author.lastInitial}.`;
  return (
    <article aria-label={`Review by ${author}`} className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-foreground">{author}</p>
          <p className="text-sm text-muted-foreground">{stayLabel(review.service, review.stayMonth)}</p>
          <Rating value={review.rating} size="sm" />
        </div>
        {canReport ? <ReportMenu targetType="review" targetId={review.id} label={`review by ${author}`} /> : null}
      </div>
      <p className="whitespace-pre-line text-foreground">{review.comment}</p>
      {review.reply ? (
        <div className="ml-4 border-l-2 border-border pl-3">
          <p className="text-sm font-semibold text-foreground">Sitter’s reply</p>
          <p className="whitespace-pre-line text-sm text-foreground">{review.reply.text}</p>
        </div>
      ) : canReply ? (
        <ReplyForm reviewId={review.id} author={author} />
      ) : null}
    </article>
  );
}

/** A late cancellation by the sitter (docs/reliability.md): Pawpal's entry, not a review, with the sitter's one reply. */
function LateCancellationItem({ entry, canReply }: { entry: LateCancellationEntry; canReply: boolean }) {
  const { replyToEntry } = useReliabilityActions();
  return (
    <article aria-label="Late cancellation" className="flex flex-col gap-2">
      <p className="font-semibold text-foreground">{entry.text}</p>
      <p className="text-sm text-muted-foreground">{stayLabel(entry.service, entry.stayMonth)} · recorded by Pawpal</p>
      {entry.reply ? (
        <div className="ml-4 border-l-2 border-border pl-3">
          <p className="text-sm font-semibold text-foreground">Sitter’s reply</p>
          <p className="whitespace-pre-line text-sm text-foreground">{entry.reply.text}</p>
        </div>
      ) : canReply ? (
        <ReplyForm reviewId={entry.id} author="this entry" send={(input) => replyToEntry(entry.id, input)} />
      ) : null}
    </article>
  );
}

/** The sitter's one public reply to a review of them (or to a late-cancellation entry, with `send`). */
function ReplyForm({ reviewId, author, send }: { reviewId: string; author: string; send?: (input: { text: string }) => Promise<unknown> }) {
  const { reply: replyToReview } = useReviewActions();
  const reply = (id: string, input: { text: string }) => (send ? send(input) : replyToReview(id, input));
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!open) {
    return (
      <Button variant="link" className="self-start px-0" onClick={() => setOpen(true)}>
        Reply to {author}
      </Button>
    );
  }
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') {
      setError('Write a reply.');
      return;
    }
    setPending(true);
    try {
      await reply(reviewId, { text: text.trim() });
    } catch (caught) {
      setError(describeError(caught, 'We couldn’t post your reply. Please try again.'));
    } finally {
      setPending(false);
    }
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2" aria-label={`Reply to ${author}`}>
      <FormField label="Your public reply" description="You can reply once; everyone can read it." error={error ?? undefined}>
        <Textarea
          rows={3}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          Post reply
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

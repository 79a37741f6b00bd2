import { REMOVED_REVIEW_TEXT, type ReviewListEntry } from '@pawpal/contract';
import { Rating } from '@pawpal/ui';
import { stayLabel, useOwnerReviews } from '../data/reviews';

/**
 * For a sitter deciding on a request: what other sitters said about this owner and their pets
 * (GET /api/users/{id}/reviews, published reviews only, first page). Nothing while loading or when
 * the list cannot be read.
 */
export function OwnerReviews({ ownerId, ownerFirstName }: { ownerId: string; ownerFirstName: string }) {
  const { data } = useOwnerReviews(ownerId);
  if (!data) return null;
  return (
    <section aria-labelledby="owner-reviews" className="flex flex-col gap-3">
      <h2 id="owner-reviews" className="text-lg font-semibold text-foreground">
        What sitters say about {ownerFirstName}
        {data.total > 0 ? ` (${data.total})` : ''}
      </h2>
      {data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No reviews from sitters yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.items.map((review: ReviewListEntry) => (
            <li key={review.id} className="rounded-lg border border-border p-3">
              {review.removed ? (
                <p className="text-sm italic text-muted-foreground">{REMOVED_REVIEW_TEXT}</p>
              ) : 'kind' in review ? null : (
                <article aria-label={`Review by ${review.author.firstName} ${review.author.lastInitial}.`} className="flex flex-col gap-1">
                  <p className="text-sm">
                    <span className="font-semibold">
                      {review.author.firstName} {review.author.lastInitial}.
                    </span>{' '}
                    <span className="text-muted-foreground">{stayLabel(review.service, review.stayMonth)}</span>
                  </p>
                  <Rating value={review.rating} size="sm" />
                  <p className="whitespace-pre-line text-sm">{review.comment}</p>
                </article>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

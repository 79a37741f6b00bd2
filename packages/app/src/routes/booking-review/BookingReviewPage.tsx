import { EmptyState } from '@pawpal/ui';
import { Star } from 'lucide-react';
import { Screen } from '../screen/Screen';

/** Review a finished booking: /booking/{id}/review. */
export function BookingReviewPage() {
  return (
    <Screen title="Review your booking">
      <EmptyState
        icon={<Star />}
        title="Reviews aren’t open yet"
        description="After a booking is completed, you’ll rate your sitter and leave a review for other owners here."
      />
    </Screen>
  );
}

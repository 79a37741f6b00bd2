import { paths, SITTER_REVIEW_PENDING_MESSAGE } from '@pawpal/contract';
import { Button } from '@pawpal/ui';
import { EyeOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { useMySitterReview } from '../../data/verifications';

/**
 * On the sitter's own public page while it is not listed: only they (and Pawpal admins) can see
 * it. Nothing for anyone else, or once the profile is approved.
 */
export function UnlistedNotice({ sitterId }: { sitterId: string }) {
  const { user } = useAuth();
  const own = user?.id === sitterId;
  const { data: review } = useMySitterReview(own);
  if (!own || !review || review.status === 'approved') return null;
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-warning bg-warning/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm text-foreground">
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Only you and Pawpal admins can see this page until your profile is approved.{' '}
          {review.status === 'pending_review' ? `${SITTER_REVIEW_PENDING_MESSAGE}.` : 'Your profile needs changes: see your dashboard.'}
        </span>
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.sitterDashboard()}>Go to your dashboard</Link>
      </Button>
    </div>
  );
}

import { ErrorState, Pagination, Skeleton } from '@pawpal/ui';
import { useState } from 'react';
import { REFERRAL_FLAG_LABELS, useFlaggedReferrals } from '../data/referrals';

const dayFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** Referrals that earned no credit (a card or bank account both accounts have, or the yearly limit): for an admin to look into. */
export function FlaggedReferrals() {
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useFlaggedReferrals(page);
  return (
    <section aria-labelledby="flagged-referrals-heading" className="flex flex-col gap-3">
      <h3 id="flagged-referrals-heading" className="text-lg font-semibold">
        Flagged referrals
      </h3>
      {error ? (
        <ErrorState message="We couldn’t load the flagged referrals." onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton className="h-16 w-full" />
      ) : data.referrals.length === 0 ? (
        <p className="text-sm text-muted-foreground">No flagged referrals.</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-border text-sm" aria-label="Flagged referrals">
            {data.referrals.map((referral) => (
              <li key={referral.id} className="py-2">
                <span className="font-medium">{referral.referrer.email}</span> referred{' '}
                <span className="font-medium">{referral.friend.email}</span>
                <span className="text-muted-foreground"> · joined {dayFormat.format(new Date(referral.joinedAt))}</span>
                {referral.flag ? <span className="block text-destructive">{REFERRAL_FLAG_LABELS[referral.flag]}</span> : null}
              </li>
            ))}
          </ul>
          <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}

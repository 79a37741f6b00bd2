import { apiPaths, type StandbyRequest, type StandbyRequestStatus } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, PageLoading, formatAud } from '@pawpal/ui';
import { HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import useSWR from 'swr';
import { describeError, sendJson } from '../data/mutation';
import { Screen } from '../screen/Screen';

const STATUS_WORDS: Record<StandbyRequestStatus, string> = {
  asked: 'Asked: opt in if you could step in',
  opted_in: 'You are standing by',
  offered: 'Offered to you now',
  accepted: 'You took this booking over',
  declined: 'You declined',
  expired: 'The offer ran out',
  closed: 'No longer needed',
};

/** An Australian date (2 Dec 2026) from YYYY-MM-DD. */
function auDate(day: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

function StandbyCard({ request, onChanged }: { request: StandbyRequest; onChanged: () => Promise<unknown> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (action: 'opt-in' | 'accept' | 'decline') => {
    setBusy(true);
    setError(null);
    try {
      await sendJson('POST', apiPaths.standbyRequestAction(request.id, action));
      await onChanged();
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };
  const heading = `${request.ownerFirstName}: ${auDate(request.startDate)} to ${auDate(request.endDate)}`;
  return (
    <li className="flex flex-col gap-2 rounded-xl border p-4" aria-label={heading}>
      <h2 className="font-semibold">{heading}</h2>
      <p className="text-sm">
        {request.petNames.join(', ')} · you would be paid {formatAud(request.priceCents)}
        {request.topUpCents > 0 ? ` (Pawpal adds ${formatAud(request.topUpCents)})` : ''}
      </p>
      <p className="text-sm font-medium">{STATUS_WORDS[request.status]}</p>
      {request.offerExpiresAt ? <p className="text-sm">Accept before {new Date(request.offerExpiresAt).toLocaleString('en-AU')}</p> : null}
      <div className="flex flex-wrap gap-2">
        {request.status === 'asked' ? (
          <Button disabled={busy} onClick={() => void act('opt-in')}>
            Opt in
          </Button>
        ) : null}
        {request.status === 'offered' ? (
          <Button disabled={busy} onClick={() => void act('accept')}>
            Accept
          </Button>
        ) : null}
        {['asked', 'opted_in', 'offered'].includes(request.status) ? (
          <Button variant="outline" disabled={busy} onClick={() => void act('decline')}>
            Decline
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** A sitter's standby asks and offers (docs/standby.md): opt in, accept or decline. */
export function StandbyPage() {
  const { data, error, isLoading, mutate } = useSWR<StandbyRequest[], Error>(apiPaths.standbyRequests());
  let body;
  if (error)
    body = <ErrorState title="We couldn’t load your standby requests" message={describeError(error)} onRetry={() => void mutate()} />;
  else if (isLoading || !data) body = <PageLoading />;
  else if (data.length === 0)
    body = (
      <EmptyState
        icon={<HeartHandshake aria-hidden="true" />}
        title="No standby requests"
        description="When an owner names you as a standby, it shows here."
      />
    );
  else
    body = (
      <ul className="flex flex-col gap-3">
        {data.map((request) => (
          <StandbyCard key={request.id} request={request} onChanged={() => mutate()} />
        ))}
      </ul>
    );
  return (
    <Screen title="Standby" description="Owners who named you as their backup sitter. Opting in is no obligation and costs nothing.">
      {body}
    </Screen>
  );
}

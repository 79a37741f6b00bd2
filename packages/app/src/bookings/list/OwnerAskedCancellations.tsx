import { SERVICE_LABELS, apiPaths, type OwnerAskedCancellation } from '@pawpal/contract';
import { Button, Card, CardContent, CardHeader, CardTitle, formatUtcDateEnAu } from '@pawpal/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { describeError, sendJson } from '../../data/mutation';

/**
 * The owner's word on a sitter's cancellation (docs/reliability.md, "Late cancellations"): a
 * sitter who cancels may say the owner asked for it, and only the owner's confirmation keeps the
 * cancellation off the sitter's public record. Shown on the owner's bookings page, where the
 * "Did you ask … to cancel?" notice links; nothing shows when no cancellation waits.
 */
export function OwnerAskedCancellations() {
  const { data, mutate } = useSWR<OwnerAskedCancellation[], Error>(apiPaths.ownerAskedCancellations());
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const waiting = (data ?? []).filter((item) => item.confirmedAt === null);
  if (waiting.length === 0) return null;

  async function confirm(bookingId: string) {
    setBusy(bookingId);
    setError(null);
    try {
      const confirmed = await sendJson<OwnerAskedCancellation>('POST', apiPaths.ownerAskedConfirm(bookingId));
      await mutate((list) => list?.map((item) => (item.bookingId === bookingId ? confirmed : item)), { revalidate: false });
    } catch (failure) {
      setError(describeError(failure, 'We couldn’t record your answer. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Did you ask for these cancellations?</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          A sitter who cancels late gets an entry on their public record, unless you asked them to cancel. Confirm only if you did: if you
          didn’t, there is nothing to do.
        </p>
        <ul className="flex flex-col gap-3">
          {waiting.map((item) => (
            <li key={item.bookingId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {item.sitterFirstName} cancelled your {SERVICE_LABELS[item.service].toLowerCase()} from{' '}
                {formatUtcDateEnAu(new Date(`${item.startDate}T00:00:00Z`))} and says you asked.
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={busy !== null}
                onClick={() => void confirm(item.bookingId)}
                aria-label={`Yes, I asked ${item.sitterFirstName} to cancel`}
              >
                Yes, I asked
              </Button>
            </li>
          ))}
        </ul>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

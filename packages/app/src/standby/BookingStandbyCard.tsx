import { STANDBY_OFFER_HOURS, apiPaths, paths, type Booking, type BookingStandby } from '@pawpal/contract';
import { Button, Card, CardContent, CardHeader, CardTitle, formatAud } from '@pawpal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { formatInZone } from '../data/bookings';
import { describeError, sendJson } from '../data/mutation';

const STANDING_BY_WORDS: Record<string, string> = {
  asked: 'asked, not answered yet',
  opted_in: 'standing by',
  declined: 'can’t stand by',
};

/**
 * When an offer to a standby runs out (docs/standby.md): STANDBY_OFFER_HOURS after the offer
 * opened, or the booking's start if sooner. The owner's view has the hand-off's opening time.
 */
export function offerEndsAt(openedAt: string, startsAt: string): string {
  const ends = new Date(new Date(openedAt).getTime() + STANDBY_OFFER_HOURS * 3_600_000);
  return ends < new Date(startsAt) ? ends.toISOString() : startsAt;
}

/** The owner's view of a booking's standbys: who stands by, the offer, the take-over or the refund and rebooking. */
export function BookingStandbyCard({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  // No polling: each step (the sitter's withdrawal, an offer, a take-over, the refund) arrives as a
  // live care_update for the booking, and the notifications provider reads this key again on it
  // (isCareUpdateKey), and after the live connection comes back (docs/standby.md).
  const { data } = useSWR<BookingStandby, Error>(apiPaths.bookingStandby(booking.id));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!data) return null;
  const { standbys, handoff, suggestions } = data;
  if (standbys.length === 0 && !handoff && suggestions.length === 0) return null;

  const offered = standbys.find((standby) => standby.status === 'offered');
  const taker = handoff?.takenBySitterId ? standbys.find((standby) => standby.sitterId === handoff.takenBySitterId) : undefined;

  async function rebook(sitterId: string) {
    setBusy(true);
    setError(null);
    try {
      const created = await sendJson<Booking>('POST', apiPaths.bookingRebook(booking.id), { sitterId });
      navigate(paths.bookingNotification(created.id));
    } catch (failure) {
      setError(describeError(failure, 'We couldn’t book that sitter. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Standby sitters</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3" aria-live="polite">
        {handoff?.outcome === 'taken' && taker ? (
          <p className="font-medium">
            {taker.firstName} took over your booking
            {handoff.topUpCents > 0 ? ` (Pawpal pays ${formatAud(handoff.topUpCents)} of their higher price)` : ''}.
          </p>
        ) : handoff?.outcome === 'open' && offered ? (
          <p className="font-medium">
            Offered to {offered.firstName} until {formatInZone(offerEndsAt(handoff.openedAt, booking.startsAt), booking.timeZone)}
          </p>
        ) : handoff?.outcome === 'refunded' || (!handoff && suggestions.length > 0) ? (
          <p className="font-medium">No standby could take your booking: you get a full refund.</p>
        ) : !handoff ? (
          <ul className="flex flex-col gap-1 text-sm">
            {standbys.map((standby) => (
              <li key={standby.sitterId}>
                {standby.firstName}: {STANDING_BY_WORDS[standby.status] ?? 'no longer needed'}
              </li>
            ))}
          </ul>
        ) : null}
        {suggestions.length > 0 && handoff?.outcome !== 'taken' ? (
          <section aria-labelledby="rebook-title" className="flex flex-col gap-2">
            <h3 id="rebook-title" className="text-sm font-semibold">
              Book someone else for the same dates
            </h3>
            <ul className="flex flex-col gap-2">
              {suggestions.map((suggestion) => (
                <li key={suggestion.sitterId} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm">
                    {suggestion.firstName} · {suggestion.suburb} · {formatAud(suggestion.priceCents)}
                    {suggestion.topUpCents > 0 ? ` (Pawpal pays ${formatAud(suggestion.topUpCents)})` : ''}
                  </span>
                  <Button size="sm" disabled={busy} onClick={() => void rebook(suggestion.sitterId)}>
                    Book {suggestion.firstName}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

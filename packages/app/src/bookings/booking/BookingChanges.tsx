import { CHANGE_MESSAGE_MAX_LENGTH, type Booking, type BookingChange } from '@pawpal/contract';
import { Button, Card, CardContent, CardHeader, CardTitle, DatePicker, FormField, StatusBadge, Textarea, formatAud } from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import { CHANGE_STATUS_LABELS, CHANGE_STATUS_TONES, useBookingChangeWrites, useBookingChanges } from '../../data/booking-changes';
import { formatInZone, formatStay } from '../../data/bookings';
import { describeError } from '../../data/mutation';

/** Bookings a change may be proposed to: requested, accepted or paid, before the start (docs/bookings.md). */
export function canProposeChange(booking: Booking): boolean {
  return ['requested', 'accepted', 'paid'].includes(booking.status) && new Date(booking.startsAt) > new Date();
}

/** The calendar date (YYYY-MM-DD) of an instant in the booking's zone. */
function dateInZone(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

function ProposeForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { propose } = useBookingChangeWrites();
  const bookedStart = dateInZone(booking.startsAt, booking.timeZone);
  const bookedEnd = dateInZone(booking.endsAt, booking.timeZone);
  const [startDate, setStartDate] = useState(bookedStart);
  const [endDate, setEndDate] = useState(bookedEnd);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (message.trim() === '') {
      setError('Write a short message saying why.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await propose(booking.id, {
        ...(startDate !== bookedStart ? { startDate } : {}),
        ...(endDate !== bookedEnd ? { endDate } : {}),
        message: message.trim(),
      });
      onDone();
    } catch (caught) {
      setError(describeError(caught, 'We couldn’t send the change. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Propose a change" className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="New start date">
          <DatePicker className="h-12 px-4 text-base" value={startDate} onChange={setStartDate} />
        </FormField>
        <FormField label="New end date">
          <DatePicker className="h-12 px-4 text-base" value={endDate} min={startDate || undefined} onChange={setEndDate} />
        </FormField>
      </div>
      <FormField label="Message" required>
        <Textarea rows={3} maxLength={CHANGE_MESSAGE_MAX_LENGTH} value={message} onChange={(event) => setMessage(event.target.value)} />
      </FormField>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={busy}>
        Send the change
      </Button>
    </form>
  );
}

function ChangeCard({ change, booking }: { change: BookingChange; booking: Booking }) {
  const { act } = useBookingChangeWrites();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = change.proposedBy === booking.viewerRole;
  const proposer = change.proposedBy === 'owner' ? booking.owner.firstName : booking.sitter.firstName;
  const { before, after, deltaCents } = change.quote;

  async function run(action: 'accept' | 'decline' | 'withdraw' | 'pay') {
    setBusy(true);
    setError(null);
    try {
      await act(change, action);
    } catch (caught) {
      setError(describeError(caught, 'That didn’t work. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card padding="sm" className="flex flex-col gap-2 px-4" aria-label={`Change proposed by ${mine ? 'you' : proposer}`} role="article">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">Proposed by {mine ? 'you' : proposer}</p>
        <StatusBadge status={change.status} tone={CHANGE_STATUS_TONES[change.status]}>
          {CHANGE_STATUS_LABELS[change.status]}
        </StatusBadge>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Before</dt>
          <dd>
            {formatStay(before.startsAt, before.endsAt, booking.timeZone)} · {formatAud(before.totalCents)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">After</dt>
          <dd>
            {formatStay(after.startsAt, after.endsAt, booking.timeZone)} · {formatAud(after.totalCents)}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground">Difference</dt>
          <dd className="font-medium">
            {deltaCents > 0 ? `${formatAud(deltaCents)} more` : deltaCents < 0 ? `${formatAud(-deltaCents)} less` : 'Same price'}
            {change.refundCents ? ` · ${formatAud(change.refundCents)} refunded` : ''}
          </dd>
        </div>
      </dl>
      <p className="text-sm break-words whitespace-pre-line">“{change.message}”</p>
      {change.status === 'pending' ? (
        <p className="text-sm text-muted-foreground">Answer due by {formatInZone(change.respondBy, booking.timeZone)}</p>
      ) : null}
      {change.status === 'awaiting_payment' && change.payBy ? (
        <p className="text-sm text-muted-foreground">
          {booking.viewerRole === 'owner' ? 'Pay the difference by' : 'The owner pays the difference by'}{' '}
          {formatInZone(change.payBy, booking.timeZone)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Answer the change">
        {change.status === 'pending' && !mine ? (
          <>
            <Button size="lg" onClick={() => void run('accept')} disabled={busy}>
              Accept the change
            </Button>
            <Button size="lg" variant="outline" onClick={() => void run('decline')} disabled={busy}>
              Decline
            </Button>
          </>
        ) : null}
        {change.status === 'awaiting_payment' && booking.viewerRole === 'owner' ? (
          <Button size="lg" onClick={() => void run('pay')} disabled={busy}>
            Pay {formatAud(deltaCents)} with your saved card
          </Button>
        ) : null}
        {(change.status === 'pending' || change.status === 'awaiting_payment') && mine ? (
          <Button size="lg" variant="outline" onClick={() => void run('withdraw')} disabled={busy}>
            Withdraw
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </Card>
  );
}

/** The booking's changes on its page: the proposals, before and after with the money, the answers, and a form to propose one. */
export function BookingChanges({ booking }: { booking: Booking }) {
  const { data } = useBookingChanges(booking.id);
  const [proposing, setProposing] = useState(false);
  const changes = data?.changes ?? [];
  const open = changes.some((change) => change.status === 'pending' || change.status === 'awaiting_payment');
  if (!canProposeChange(booking) && changes.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Changes</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {changes.map((change) => (
          <ChangeCard key={change.id} change={change} booking={booking} />
        ))}
        {canProposeChange(booking) && !open ? (
          proposing ? (
            <ProposeForm booking={booking} onDone={() => setProposing(false)} />
          ) : (
            <Button variant="outline" size="lg" className="w-full sm:w-auto sm:self-start" onClick={() => setProposing(true)}>
              Propose a change
            </Button>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}

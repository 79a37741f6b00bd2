import { initialledName, MEET_AND_GREET_OUTCOME_LABELS, MEET_AND_GREET_OUTCOMES, type MeetAndGreet } from '@pawpal/contract';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@pawpal/ui';
import { useState } from 'react';
import {
  MEET_AND_GREET_STATUS_LABELS,
  MEET_AND_GREET_STATUS_TONES,
  useMeetAndGreets,
  useMeetAndGreetWrites,
} from '../data/meet-and-greets';
import { describeError } from '../data/mutation';

/** "Sat 5 Dec 2026, 10:30 am" in the meet-and-greet's zone (the sitter's). */
export function meetingTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

function MeetAndGreetCard({ item }: { item: MeetAndGreet }) {
  const writes = useMeetAndGreetWrites();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const other = item.viewerRole === 'owner' ? item.sitter : item.owner;
  const name = initialledName(other.firstName, other.lastInitial);

  async function run(action: () => Promise<unknown>) {
    setError(null);
    setPending(true);
    try {
      await action();
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setPending(false);
    }
  }

  const mine = item.viewerRole === 'owner' ? item.outcomes.owner : item.outcomes.sitter;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h3">Meet-and-greet with {name}</CardTitle>
        <Badge variant={MEET_AND_GREET_STATUS_TONES[item.status]}>{MEET_AND_GREET_STATUS_LABELS[item.status]}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {item.chosenTime ? (
          <p className="font-medium">
            {meetingTime(item.chosenTime, item.timeZone)}, {item.sitter.suburb} {item.sitter.state}
          </p>
        ) : (
          <div>
            <p className="text-sm text-muted-foreground">Proposed times</p>
            <ul className="text-sm">
              {item.proposedTimes.map((time) => (
                <li key={time}>{meetingTime(time, item.timeZone)}</li>
              ))}
            </ul>
          </div>
        )}
        <p className="whitespace-pre-line text-sm text-muted-foreground">“{item.message}”</p>
        {item.actions.includes('accept') ? (
          <div className="flex flex-col gap-2" role="group" aria-label={`Answer ${name}`}>
            {item.proposedTimes.map((time) => (
              <Button key={time} disabled={pending} onClick={() => void run(() => writes.accept(item.id, time))}>
                Meet on {meetingTime(time, item.timeZone)}
              </Button>
            ))}
            <Button variant="outline" disabled={pending} onClick={() => void run(() => writes.decline(item.id))}>
              Decline
            </Button>
          </div>
        ) : null}
        {item.actions.includes('report_outcome') ? (
          <div className="flex flex-col gap-2" role="group" aria-label="How did it go?">
            <p className="text-sm font-medium">How did it go?</p>
            <div className="flex flex-wrap gap-2">
              {MEET_AND_GREET_OUTCOMES.map((outcome) => (
                <Button
                  key={outcome}
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  onClick={() => void run(() => writes.outcome(item.id, outcome))}
                >
                  {MEET_AND_GREET_OUTCOME_LABELS[outcome]}
                </Button>
              ))}
            </div>
          </div>
        ) : mine ? (
          <p className="text-sm">You said: {MEET_AND_GREET_OUTCOME_LABELS[mine]}</p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The signed-in person's meet-and-greets on one side (owner or sitter), on the bookings screen; nothing when there are none. */
export function MeetAndGreetList({ as }: { as: 'owner' | 'sitter' }) {
  const { data } = useMeetAndGreets();
  const items = (data ?? []).filter((item) => item.viewerRole === as);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="meet-and-greets" className="mb-6 flex flex-col gap-3">
      <h2 id="meet-and-greets" className="text-lg font-semibold text-foreground">
        Meet-and-greets
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id}>
            <MeetAndGreetCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

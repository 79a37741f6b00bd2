import { apiPaths, paths, type DayStatus } from '@pawpal/contract';
import { Button, Calendar, CalendarLegend, EmptyState, ErrorState, PageLoading } from '@pawpal/ui';
import { endOfMonth, startOfDay, startOfMonth } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { describeError, hasStatus } from '../../data/mutation';
import { saveAvailability, useMySitterProfile, useSitterAvailability } from '../../data/sitters';
import { fromIsoDate, toIsoDate } from '../../shared/dates';
import { Screen } from '../../screen/Screen';
import { NO_CHANGES, changeCount, effectiveStatus, toggleDay, type AvailabilityChanges } from './availability';
import { CalendarSync } from './CalendarSync';

function AvailabilityEditor({ sitterId }: { sitterId: string }) {
  const { mutate } = useSWRConfig();
  const [today] = useState(() => startOfDay(new Date()));
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [changes, setChanges] = useState<AvailabilityChanges>(NO_CHANGES);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const from = toIsoDate(startOfMonth(month));
  const to = toIsoDate(endOfMonth(month));
  const availability = useSitterAvailability(sitterId, from, to);

  const saved = new Map<string, DayStatus>((availability.data?.days ?? []).map((day) => [day.date, day.status]));
  const dates = (status: DayStatus) =>
    [...new Set([...saved.keys(), ...changes.block, ...changes.unblock])]
      .filter((date) => effectiveStatus(date, saved.get(date), changes) === status)
      .map((date) => fromIsoDate(date)!);
  const booked = dates('booked');
  const blocked = dates('blocked');
  const pending = changeCount(changes);

  async function save() {
    setSaving(true);
    setMessage(null);
    try {
      await saveAvailability(changes);
      // The change can span several months: refresh every availability range of this sitter.
      await mutate((key) => typeof key === 'string' && key.startsWith(apiPaths.sitterAvailability(sitterId)));
      setChanges(NO_CHANGES);
      setMessage({ kind: 'saved', text: 'Your availability is saved.' });
    } catch (caught) {
      setMessage({ kind: 'error', text: describeError(caught, 'We couldn’t save your availability. Please try again.') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Choose a day to block it out, and again to make it available. Booked days can’t be changed here: cancel the booking instead.
      </p>
      {availability.error ? (
        <ErrorState
          headingLevel={3}
          title="We couldn’t load your calendar"
          message={describeError(availability.error)}
          onRetry={() => void availability.mutate()}
        />
      ) : (
        <div aria-busy={availability.isLoading || undefined}>
          <Calendar
            month={month}
            onMonthChange={setMonth}
            startMonth={startOfMonth(today)}
            disabled={[{ before: today }, ...booked]}
            booked={booked}
            blocked={blocked}
            onDayClick={(day, modifiers) => {
              if (modifiers.disabled || availability.isLoading) return;
              const date = toIsoDate(day);
              setChanges((previous) => toggleDay(date, saved.get(date), previous));
              setMessage(null);
            }}
            className="rounded-lg border border-border"
          />
          <CalendarLegend items={['available', 'booked', 'blocked']} className="mt-2" />
        </div>
      )}
      {message ? (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'text-sm font-medium text-destructive' : 'text-sm font-medium'}
        >
          {message.text}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => void save()} disabled={pending === 0 || saving}>
          Save changes
        </Button>
        <Button variant="outline" onClick={() => setChanges(NO_CHANGES)} disabled={pending === 0 || saving}>
          Discard
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {pending === 0 ? 'No unsaved changes' : `${pending} unsaved ${pending === 1 ? 'change' : 'changes'}`}
        </span>
      </div>
    </div>
  );
}

/** A sitter's available and blocked-out dates. */
export function AvailabilityManagementPage() {
  const { data, error, isLoading, mutate } = useMySitterProfile();
  if (isLoading) return <PageLoading />;
  return (
    <Screen title="Availability" description={data ? `Dates are in your time zone (${data.timeZone}).` : undefined}>
      {data ? (
        <div className="flex flex-col gap-6">
          <AvailabilityEditor sitterId={data.id} />
          <CalendarSync sitterId={data.id} />
        </div>
      ) : hasStatus(error, 404) ? (
        <EmptyState
          icon={<CalendarDays />}
          title="You’re not a sitter yet"
          description="Register as a sitter to manage your availability."
          action={
            <Button asChild>
              <Link to={paths.sitterRegistration()}>Register as a sitter</Link>
            </Button>
          }
        />
      ) : (
        <ErrorState title="We couldn’t load your profile" message={describeError(error)} onRetry={() => void mutate()} />
      )}
    </Screen>
  );
}

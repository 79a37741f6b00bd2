import {
  availabilityFreshness,
  AVAILABILITY_HIDDEN_DAYS,
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDAR_SYNC_HOURS,
  type CalendarImport,
  daysSinceConfirmed,
} from '@pawpal/contract';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ErrorState, FormField, Input } from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import { useCalendarWrites, useMyCalendar } from '../../data/calendars';
import { describeError } from '../../data/mutation';

/** "2 Dec 2026, 9:05 am" in the viewer's zone, as Australians write it. */
function when(iso: string): string {
  return new Date(iso).toLocaleString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

type Message = { kind: 'done' | 'error'; text: string } | null;

function Feedback({ message }: { message: Message }) {
  if (!message) return null;
  return (
    <p
      role={message.kind === 'error' ? 'alert' : 'status'}
      className={message.kind === 'error' ? 'text-sm font-medium text-destructive' : 'text-sm font-medium'}
    >
      {message.text}
    </p>
  );
}

/** The sitter says their calendar is right; owners see how long ago they did. */
function Freshness({ confirmedAt, confirm }: { confirmedAt: string | null; confirm: () => Promise<unknown> }) {
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const now = new Date();
  const days = confirmedAt === null ? null : daysSinceConfirmed(confirmedAt, now);
  const hidden = days !== null && days >= AVAILABILITY_HIDDEN_DAYS;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Is your calendar right?</CardTitle>
        <CardDescription>
          Owners see when you last confirmed it. After {AVAILABILITY_HIDDEN_DAYS} days without a confirmation, searches with dates stop
          showing you.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className={hidden ? 'font-medium text-destructive' : 'font-medium'}>
          {availabilityFreshness(confirmedAt, now) ?? 'Availability not confirmed yet'}
          {hidden ? ': searches with dates are not showing you' : ''}
        </p>
        <div>
          <Button
            disabled={busy}
            onClick={() => {
              setBusy(true);
              setMessage(null);
              confirm()
                .then(() => setMessage({ kind: 'done', text: 'Thanks: your availability is confirmed.' }))
                .catch((caught: unknown) => setMessage({ kind: 'error', text: describeError(caught) }))
                .finally(() => setBusy(false));
            }}
          >
            Confirm my availability
          </Button>
        </div>
        <Feedback message={message} />
      </CardContent>
    </Card>
  );
}

/** The private feed's address, to copy into a calendar app, and a way to replace it if it leaked. */
function Feed({ feedUrl, rotate }: { feedUrl: string; rotate: () => Promise<unknown> }) {
  const [message, setMessage] = useState<Message>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your Pawpal calendar</CardTitle>
        <CardDescription>
          Add this address to Google, Apple or Outlook Calendar to see your bookings and visits there. Keep it private: anyone with it can
          read your bookings.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <FormField label="Calendar address">
          <Input readOnly value={feedUrl} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => {
              setMessage(null);
              navigator.clipboard
                .writeText(feedUrl)
                .then(() => setMessage({ kind: 'done', text: 'Address copied.' }))
                .catch(() => setMessage({ kind: 'error', text: 'We couldn’t copy it: select the address and copy it yourself.' }));
            }}
          >
            Copy address
          </Button>
          {confirming ? (
            <>
              <Button
                variant="destructive"
                onClick={() => {
                  setConfirming(false);
                  rotate()
                    .then(() =>
                      setMessage({ kind: 'done', text: 'New address made: the old one no longer works. Update your calendar app.' }),
                    )
                    .catch((caught: unknown) => setMessage({ kind: 'error', text: describeError(caught) }));
                }}
              >
                Yes, make a new address
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Keep this address
              </Button>
            </>
          ) : (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Make a new address
            </Button>
          )}
        </div>
        {confirming ? <p className="text-sm text-muted-foreground">Calendar apps using the old address will stop updating.</p> : null}
        <Feedback message={message} />
      </CardContent>
    </Card>
  );
}

function ImportRow({ item, remove }: { item: CalendarImport; remove: (id: string) => Promise<unknown> }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{item.name}</p>
          {item.url ? <p className="text-xs break-all text-muted-foreground">{item.url}</p> : null}
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Remove ${item.name}`}
          onClick={() => {
            setError(null);
            remove(item.id).catch((caught: unknown) => setError(describeError(caught)));
          }}
        >
          Remove
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {item.busyDays === 1 ? '1 busy day' : `${item.busyDays} busy days`} blocked
        {item.lastSyncedAt ? ` · ${item.source === 'url' ? 'last synced' : 'uploaded'} ${when(item.lastSyncedAt)}` : ''}
      </p>
      {item.lastError ? (
        <p role={item.flagged ? 'alert' : undefined} className={item.flagged ? 'text-sm font-medium text-destructive' : 'text-sm'}>
          {item.flagged ? `Not syncing (${item.consecutiveFailures} failures in a row): ` : 'Last sync failed: '}
          {item.lastError}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/** Calendars kept elsewhere (Airbnb, Google, work) whose busy days block Pawpal bookings. */
function Imports({
  imports,
  add,
  remove,
}: {
  imports: CalendarImport[];
  add: (input: { url?: string; ics?: string; name?: string }) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}) {
  const [url, setUrl] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  async function run(input: { url?: string; ics?: string; name?: string }) {
    setBusy(true);
    setMessage(null);
    try {
      await add(input);
      setMessage({ kind: 'done', text: 'Calendar added: its busy days are blocked.' });
      return true;
    } catch (caught) {
      setMessage({ kind: 'error', text: describeError(caught, 'We couldn’t add that calendar. Please try again.') });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submitUrl(event: FormEvent) {
    event.preventDefault();
    if (await run({ url: url.trim() })) setUrl('');
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > CALENDAR_IMPORT_MAX_BYTES) {
      setMessage({ kind: 'error', text: `That file is larger than ${CALENDAR_IMPORT_MAX_BYTES / 1024} KB.` });
      return;
    }
    await run({ ics: await file.text(), name: file.name.replace(/\.ics$/i, '') });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Calendars you keep elsewhere</CardTitle>
        <CardDescription>
          Busy days in these calendars are blocked here. Calendars added by address are read again every {CALENDAR_SYNC_HOURS} hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {imports.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label="Imported calendars">
            {imports.map((item) => (
              <ImportRow key={item.id} item={item} remove={remove} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No calendars imported yet.</p>
        )}
        <form onSubmit={(event) => void submitUrl(event)} className="flex flex-col gap-2">
          <FormField label="Calendar address (iCal)" description="The https:// or webcal:// address your calendar app shares.">
            <Input type="url" inputMode="url" value={url} onChange={(event) => setUrl(event.target.value)} placeholder="https://" />
          </FormField>
          <div>
            <Button type="submit" disabled={busy || url.trim() === ''}>
              Add calendar
            </Button>
          </div>
        </form>
        <FormField label="Or upload an .ics file">
          <Input
            type="file"
            accept=".ics,text/calendar"
            disabled={busy}
            onChange={(event) => {
              const input = event.currentTarget;
              void upload(input.files?.[0]).finally(() => (input.value = ''));
            }}
          />
        </FormField>
        <Feedback message={message} />
      </CardContent>
    </Card>
  );
}

/** The sitter's feed, imported calendars and availability confirmation, on the availability screen. */
export function CalendarSync({ sitterId }: { sitterId: string }) {
  const calendar = useMyCalendar();
  const writes = useCalendarWrites(sitterId);
  if (calendar.error) {
    return (
      <ErrorState
        headingLevel={2}
        title="We couldn’t load your calendar settings"
        message={describeError(calendar.error)}
        onRetry={() => void calendar.mutate()}
      />
    );
  }
  if (!calendar.data) return <p className="text-sm text-muted-foreground">Loading your calendar settings…</p>;
  return (
    <div className="flex flex-col gap-4">
      <Freshness confirmedAt={calendar.data.availabilityConfirmedAt} confirm={writes.confirmAvailability} />
      <Imports imports={calendar.data.imports} add={writes.addCalendar} remove={writes.removeCalendar} />
      <Feed feedUrl={calendar.data.feedUrl} rotate={writes.rotateFeed} />
    </div>
  );
}

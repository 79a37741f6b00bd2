import {
  INCIDENT_ACK_MINUTES,
  INCIDENT_KIND_LABELS,
  INCIDENT_OUTCOME_MAX_LENGTH,
  INCIDENT_STATUSES,
  paths,
  type Incident,
  type IncidentStatus,
} from '@pawpal/contract';
import {
  Badge,
  Button,
  Card,
  DatePicker,
  ErrorState,
  FormField,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  StatusBadge,
  Textarea,
} from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { INCIDENT_STATUS_TONES, isUrgentIncident, useAdminIncidentActions, useAdminIncidents, useIncidentMetrics } from '../data/incidents';
import { describeError } from '../data/mutation';
import { localDay, validateResolveIncidentForm, type ResolveIncidentFormValues } from './admin-forms';
import { FormFailure, useAdminForm } from './useAdminForm';

const TIME = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_LABELS: Record<IncidentStatus, string> = { open: 'Open', acknowledged: 'Acknowledged', resolved: 'Resolved' };
const OPENED_BY: Record<Incident['openedByRole'], string> = {
  owner: 'the owner',
  sitter: 'the sitter',
  admin: 'an admin',
  pawpal: 'Pawpal',
};

/** "7 min left", "due now" or "3 min overdue": the promise against `now` (ms). */
export function timeLeft(acknowledgeBy: string, now: number): string {
  const ms = Date.parse(acknowledgeBy) - now;
  if (ms > 0) return `${Math.ceil(ms / 60_000)} min left`;
  const overdue = Math.floor(-ms / 60_000);
  return overdue === 0 ? 'due now' : `${overdue} min overdue`;
}

function ResolveForm({ incident }: { incident: Incident }) {
  const { resolve } = useAdminIncidentActions();
  const [values, setValues] = useState<ResolveIncidentFormValues>({ outcome: '', refund: '', hold: 'release' });
  const form = useAdminForm(
    values,
    validateResolveIncidentForm,
    (input) => resolve(incident.id, input),
    () => undefined,
  );
  const holdId = `incident-${incident.id}-hold`;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      aria-label={`Resolve: ${INCIDENT_KIND_LABELS[incident.kind]}`}
      className="flex flex-col gap-3 border-t border-border pt-3"
    >
      <FormField label="Outcome" required description="Both sides read it, and it goes in the audit log." error={form.errors.outcome}>
        <Textarea
          rows={2}
          maxLength={INCIDENT_OUTCOME_MAX_LENGTH}
          value={values.outcome}
          onChange={(event) => setValues({ ...values, outcome: event.target.value })}
        />
      </FormField>
      <FormField label="Refund to the owner ($)" description="Optional; at most what is left of the payment." error={form.errors.refund}>
        <Input
          inputMode="decimal"
          value={values.refund}
          onChange={(event) => setValues({ ...values, refund: event.target.value })}
          className="w-40"
        />
      </FormField>
      <FormField label="The stay’s payout" group controlId={holdId}>
        {(control) => (
          <RadioGroup
            {...control}
            value={values.hold}
            onValueChange={(hold) => setValues({ ...values, hold: hold as ResolveIncidentFormValues['hold'] })}
            className="flex flex-col gap-1"
          >
            <div className="flex items-center gap-3">
              <RadioGroupItem id={`${holdId}-release`} value="release" />
              <Label htmlFor={`${holdId}-release`} className="font-normal">
                Release the hold
              </Label>
            </div>
            <div className="flex items-center gap-3">
              <RadioGroupItem id={`${holdId}-keep`} value="keep" />
              <Label htmlFor={`${holdId}-keep`} className="font-normal">
                Keep it held
              </Label>
            </div>
          </RadioGroup>
        )}
      </FormField>
      <FormFailure message={form.failure} />
      <Button type="submit" size="sm" className="self-start" disabled={form.busy}>
        Resolve
      </Button>
    </form>
  );
}

function IncidentCard({ incident, now }: { incident: Incident; now: number }) {
  const { acknowledge, releaseHold } = useAdminIncidentActions();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = INCIDENT_KIND_LABELS[incident.kind];
  async function run(action: (incidentId: string) => Promise<unknown>, failure: string) {
    setBusy(true);
    setError(null);
    try {
      await action(incident.id);
    } catch (caught) {
      setError(describeError(caught, failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card asChild padding="sm" className="flex flex-col gap-3 px-4">
      <article aria-label={`${label}, opened ${TIME.format(new Date(incident.openedAt))}`}>
        <div className="flex flex-wrap items-center gap-2">
          {isUrgentIncident(incident.kind) ? <Badge variant="destructive">Urgent</Badge> : null}
          <span className="font-semibold">{label}</span>
          <StatusBadge status={incident.status} tone={INCIDENT_STATUS_TONES[incident.status]}>
            {STATUS_LABELS[incident.status]}
          </StatusBadge>
          {incident.payoutHeld ? <Badge variant="outline">Payout held</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          Opened {TIME.format(new Date(incident.openedAt))} by {OPENED_BY[incident.openedByRole]} ·{' '}
          {incident.status === 'open'
            ? `acknowledge by ${TIME.format(new Date(incident.acknowledgeBy))} (${timeLeft(incident.acknowledgeBy, now)})`
            : incident.acknowledgedAt
              ? `acknowledged ${TIME.format(new Date(incident.acknowledgedAt))}`
              : 'not acknowledged'}
        </p>
        <p className="text-sm whitespace-pre-line break-words">{incident.description}</p>
        {incident.outcome ? <p className="text-sm">Outcome: {incident.outcome}</p> : null}
        <div className="flex flex-wrap gap-2">
          {incident.status === 'open' ? (
            <Button size="sm" onClick={() => void run(acknowledge, 'We couldn’t acknowledge it. Please try again.')} disabled={busy}>
              Acknowledge
            </Button>
          ) : null}
          {incident.status === 'resolved' && incident.payoutHeld ? (
            // Resolved with the hold kept: the stay's payout waits until an admin lets it go.
            <Button
              size="sm"
              variant="outline"
              onClick={() => void run(releaseHold, 'We couldn’t release the hold. Please try again.')}
              disabled={busy}
            >
              Release the payout hold
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline">
            <Link to={paths.incident(incident.id)}>Open the thread</Link>
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {incident.status !== 'resolved' ? <ResolveForm incident={incident} /> : null}
      </article>
    </Card>
  );
}

function minutes(value: number | null): string {
  return value === null ? '—' : `${value} min`;
}

/** Acknowledgement metrics for a range of days: count, p50 and p90 minutes, breaches of the promise. */
function IncidentMetricsPanel() {
  const today = new Date();
  const [from, setFrom] = useState(localDay(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(localDay(today));
  const [range, setRange] = useState({ from, to });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useIncidentMetrics(range);

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (from === '' || to === '' || from > to) {
      setRangeError('Choose a first day on or before the last day.');
      return;
    }
    setRangeError(null);
    setRange({ from, to });
  }

  return (
    <section aria-labelledby="incident-metrics-heading" className="flex flex-col gap-3">
      <h3 id="incident-metrics-heading" className="text-lg font-semibold">
        The {INCIDENT_ACK_MINUTES}-minute promise
      </h3>
      <form noValidate onSubmit={show} aria-label="Metrics range" className="flex flex-wrap items-end gap-3">
        <FormField label="From">
          <DatePicker value={from} onChange={setFrom} />
        </FormField>
        <FormField label="To" error={rangeError ?? undefined}>
          <DatePicker value={to} onChange={setTo} />
        </FormField>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </form>
      {error ? (
        <ErrorState headingLevel={4} message={describeError(error, 'We couldn’t load the metrics.')} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton className="h-20 w-full" />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label={`Metrics from ${data.from} to ${data.to}`}>
          {(
            [
              ['Incidents', String(data.count)],
              ['Acknowledged', String(data.acknowledged)],
              ['Median to acknowledge', minutes(data.ackMinutesP50)],
              ['90th percentile', minutes(data.ackMinutesP90)],
              ['Promise broken', String(data.breaches)],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="rounded-lg bg-muted p-3">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="text-xl font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The incident queue in the server's order (urgent kinds first, then the time left), with acknowledge and resolve, and the promise's metrics. */
export function IncidentsQueue() {
  const [status, setStatus] = useState<IncidentStatus>('open');
  const { data, error, isLoading, mutate } = useAdminIncidents(status);
  const now = Date.now();
  return (
    <section aria-labelledby="incidents-queue-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="incidents-queue-heading" className="text-xl font-semibold">
            Incidents
          </h2>
          <p className="text-sm text-muted-foreground">
            Lost pets and injuries first, then by the time left to acknowledge (within {INCIDENT_ACK_MINUTES} minutes of opening).
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="incidents-status">Show</Label>
          <Select value={status} onValueChange={(value) => setStatus(value as IncidentStatus)}>
            <SelectTrigger id="incidents-status" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {INCIDENT_STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {STATUS_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {error ? (
        <ErrorState headingLevel={3} message="We couldn’t load the incidents." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton className="h-24 w-full" />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {status === 'open' ? 'No open incidents.' : `No ${STATUS_LABELS[status].toLowerCase()} incidents.`}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {data.total === 1 ? '1 incident' : `${data.total} incidents`}
            {data.total > data.items.length ? `, the first ${data.items.length} shown` : ''}
          </p>
          <ol className="flex flex-col gap-3" aria-label={`${STATUS_LABELS[status]} incidents`}>
            {data.items.map((incident) => (
              <li key={incident.id}>
                <IncidentCard incident={incident} now={now} />
              </li>
            ))}
          </ol>
        </>
      )}
      <IncidentMetricsPanel />
    </section>
  );
}

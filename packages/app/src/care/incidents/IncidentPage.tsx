import {
  INCIDENT_ACK_MINUTES,
  INCIDENT_KIND_LABELS,
  INCIDENT_TEXT_MAX_LENGTH,
  paths,
  type CarePhoto,
  type Incident,
} from '@pawpal/contract';
import { Button, EmptyState, ErrorState, FormField, PageLoading, StatusBadge, Textarea } from '@pawpal/ui';
import { Printer, ShieldAlert } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useBooking } from '../../data/bookings';
import { formatCareDateTime, formatCareTime } from '../../data/care';
import {
  INCIDENT_AUTHOR_LABELS,
  INCIDENT_STATUS_LABELS,
  INCIDENT_STATUS_TONES,
  isUrgentIncident,
  useIncident,
  useIncidentWrites,
} from '../../data/incidents';
import { describeError, hasStatus } from '../../data/mutation';
import { Screen } from '../../screen/Screen';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../site/company';
import { CarePhotoInput } from '../shared/CarePhotoInput';
import { CarePhotos } from '../shared/CarePhotos';

/** Who opened it, in a sentence: a missed visit opens by itself. */
const OPENED_BY: Record<Incident['openedByRole'], string> = { owner: 'the owner', sitter: 'the sitter', admin: 'Pawpal', pawpal: 'Pawpal' };

/** True once `at` (ISO) has passed; re-renders at that moment. */
function usePassed(at: string): boolean {
  const ms = Date.parse(at);
  const [passed, setPassed] = useState(() => Date.now() >= ms);
  useEffect(() => {
    if (passed) return undefined;
    const timer = setTimeout(() => setPassed(true), Math.max(0, ms - Date.now()));
    return () => clearTimeout(timer);
  }, [ms, passed]);
  return passed;
}

/** The acknowledgement promise as both sides read it, and what it came to. */
function PromiseLine({ incident, timeZone }: { incident: Incident; timeZone?: string }) {
  const late = usePassed(incident.acknowledgeBy);
  const by = formatCareTime(incident.acknowledgeBy, timeZone);
  const order = isUrgentIncident(incident.kind)
    ? 'Lost pets and injuries are answered first.'
    : 'Lost pets and injuries are answered first, then every other incident in the order it came.';
  if (incident.status === 'open') {
    return (
      <div className="flex flex-col gap-1 rounded-xl bg-muted p-4" role="status">
        <p className="text-lg font-semibold">
          Pawpal answers within {INCIDENT_ACK_MINUTES} minutes — by {by}.
        </p>
        <p className="text-sm">{order}</p>
        {late ? (
          <p className="text-sm font-medium text-destructive">
            It is past {by} and no one has answered yet. Call Pawpal on{' '}
            <a className="underline underline-offset-4" href={SUPPORT_PHONE_HREF}>
              {SUPPORT_PHONE}
            </a>
            .
          </p>
        ) : null}
      </div>
    );
  }
  if (!incident.acknowledgedAt) return null;
  const minutesLate = Math.ceil((Date.parse(incident.acknowledgedAt) - Date.parse(incident.acknowledgeBy)) / 60_000);
  return (
    <p className="rounded-xl bg-muted p-4 text-sm">
      A person at Pawpal answered at {formatCareTime(incident.acknowledgedAt, timeZone)},{' '}
      {minutesLate <= 0
        ? `within the ${INCIDENT_ACK_MINUTES}-minute promise.`
        : `${minutesLate === 1 ? '1 minute' : `${minutesLate} minutes`} after the ${INCIDENT_ACK_MINUTES}-minute promise.`}
    </p>
  );
}

function UpdateForm({ incident }: { incident: Incident }) {
  const { addUpdate } = useIncidentWrites();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<CarePhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') {
      setError('Write what has happened since.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addUpdate(incident, { text: text.trim(), photoUploadIds: photos.map((photo) => photo.id) });
      setText('');
      setPhotos([]);
      setSent(true);
    } catch (caught) {
      setError(describeError(caught, 'We couldn’t add your update. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Add an update" className="flex flex-col gap-3">
      <FormField
        label="Your update"
        error={error ?? undefined}
        description="Everyone on this incident reads it: the owner, the sitter and Pawpal."
      >
        <Textarea
          rows={3}
          maxLength={INCIDENT_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
            setSent(false);
          }}
        />
      </FormField>
      <CarePhotoInput label="Add a photo" photos={photos} onChange={setPhotos} disabled={busy} />
      {sent ? (
        <p role="status" className="text-sm font-medium">
          Update added.
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={busy}>
        Send update
      </Button>
    </form>
  );
}

function IncidentView({ incident }: { incident: Incident }) {
  // The booking (owner and sitter can read it) gives the stay's time zone and what it was; an
  // admin's page reads it in this browser's zone.
  const { data: booking } = useBooking(incident.bookingId);
  const timeZone = booking?.timeZone;
  const label = INCIDENT_KIND_LABELS[incident.kind];
  return (
    <Screen
      title={label}
      description={`Opened ${formatCareDateTime(incident.openedAt, timeZone)} by ${OPENED_BY[incident.openedByRole]}.`}
      actions={
        incident.kind === 'lost_pet' ? (
          <Button asChild size="lg">
            <Link to={paths.incidentPoster(incident.id)}>
              <Printer aria-hidden="true" />
              Lost-pet poster
            </Link>
          </Button>
        ) : null
      }
    >
      <div className="flex max-w-3xl flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-muted-foreground">Status</span>
          <StatusBadge status={incident.status} tone={INCIDENT_STATUS_TONES[incident.status]}>
            {INCIDENT_STATUS_LABELS[incident.status]}
          </StatusBadge>
          <Link
            className="text-sm font-medium text-primary underline underline-offset-4"
            to={paths.bookingNotification(incident.bookingId)}
          >
            Back to the booking
          </Link>
        </div>
        <PromiseLine incident={incident} timeZone={timeZone} />
        {incident.status === 'resolved' && incident.outcome ? (
          <p className="rounded-xl border border-border p-4">
            <span className="font-medium">
              Resolved{incident.resolvedAt ? ` ${formatCareDateTime(incident.resolvedAt, timeZone)}` : ''}:
            </span>{' '}
            {incident.outcome}
          </p>
        ) : null}
        {incident.payoutHeld ? (
          <p className="text-sm text-muted-foreground">The sitter’s payout for this stay is on hold until Pawpal resolves this.</p>
        ) : null}
        <section aria-labelledby="incident-thread" className="flex flex-col gap-4">
          <h2 id="incident-thread" className="text-xl font-semibold">
            Thread
          </h2>
          <ol className="flex flex-col gap-4">
            <li className="flex flex-col gap-2 rounded-xl border border-border p-4">
              <p className="text-sm text-muted-foreground">
                {INCIDENT_AUTHOR_LABELS[incident.openedByRole]} · {formatCareDateTime(incident.openedAt, timeZone)}
              </p>
              <p className="break-words whitespace-pre-line">{incident.description}</p>
              <CarePhotos photos={incident.photos} label={`${label}, as reported`} />
            </li>
            {incident.updates.map((update) => (
              <li key={update.id} className="flex flex-col gap-2 rounded-xl border border-border p-4">
                <p className="text-sm text-muted-foreground">
                  <span className="font-medium text-foreground">{update.authorName}</span> ({INCIDENT_AUTHOR_LABELS[update.authorRole]}) ·{' '}
                  {formatCareDateTime(update.createdAt, timeZone)}
                </p>
                <p className="break-words whitespace-pre-line">{update.text}</p>
                <CarePhotos photos={update.photos} label={`Update from ${update.authorName}`} />
              </li>
            ))}
          </ol>
          {incident.status !== 'resolved' ? <UpdateForm incident={incident} /> : null}
        </section>
      </div>
    </Screen>
  );
}

/** One incident: the promise, the thread with its photos, a form to add to it; a lost pet's poster. */
export function IncidentPage() {
  const { incidentId } = useParams();
  const { data: incident, error, isLoading, mutate } = useIncident(incidentId);
  if (isLoading) return <PageLoading />;
  if (!incident) {
    return (
      <Screen title="Incident">
        {hasStatus(error, 404) || hasStatus(error, 403) || !error ? (
          <EmptyState
            icon={<ShieldAlert />}
            title="We couldn’t find this incident"
            description="Incidents are private to the booking’s owner, its sitter and Pawpal."
            action={
              <Button asChild variant="outline">
                <Link to={paths.bookings()}>Go to bookings</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState title="We couldn’t load this incident" message={describeError(error)} onRetry={() => void mutate()} />
        )}
      </Screen>
    );
  }
  return <IncidentView incident={incident} />;
}

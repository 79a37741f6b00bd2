import {
  CARE_NOTE_MAX_LENGTH,
  CHECK_IN_EARLY_MINUTES,
  MISSED_VISIT_GRACE_MINUTES,
  paths,
  type CarePhoto,
  type CheckOutInput,
  type Visit,
} from '@pawpal/contract';
import { Button, Card, Checkbox, FormField, Label, StatusBadge, Textarea } from '@pawpal/ui';
import { MapPin } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  VISIT_KIND_LABELS,
  VISIT_STATUS_LABELS,
  VISIT_STATUS_TONES,
  formatCareTime,
  formatDistance,
  needsPhoto,
  useVisitWrites,
} from '../../data/care';
import { describeError } from '../../data/mutation';
import { CarePhotoInput } from '../shared/CarePhotoInput';
import { checkInPosition, routeDistanceM, useWalkRoute, type WalkTracking } from './geolocation';

const BIG = 'h-14 w-full text-lg';

function actionWords(visit: Visit): { checkIn: string; checkOut: string } {
  return visit.kind === 'daily_update'
    ? { checkIn: 'Send the update', checkOut: 'Send the update' }
    : { checkIn: 'Check in', checkOut: 'Check out' };
}

/** A daily update has no check-in: it is sent by its check-out, from the start of its day (docs/care.md). */
function sentWithoutCheckIn(visit: Visit): boolean {
  return visit.kind === 'daily_update' && (visit.status === 'upcoming' || visit.status === 'due');
}

/** Re-renders once `at` (ms) has passed, so a button that opens at a time opens without a reload. */
function useNowPast(at: number): boolean {
  const [past, setPast] = useState(() => Date.now() >= at);
  useEffect(() => {
    if (past) return undefined;
    const timer = setTimeout(() => setPast(true), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [at, past]);
  return past;
}

const TRACKING_TEXT: Record<WalkTracking, string> = {
  waiting: 'Waiting for your phone’s position…',
  tracking: 'Tracking this walk.',
  denied: 'Your phone did not allow location, so this walk has no route. You can still check out.',
  unavailable: 'Your phone can’t give a position right now, so this walk has no route yet.',
  stopped: 'Tracking stopped.',
};

function CheckOutForm({ visit, onDone }: { visit: Visit; onDone: () => void }) {
  const { checkOut } = useVisitWrites();
  const words = actionWords(visit);
  const walk = visit.kind === 'walk';
  const { route, tracking, stop } = useWalkRoute(visit.id, walk);
  const [done, setDone] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(visit.tasks.map((task) => [task.id, task.done === true])),
  );
  const [photos, setPhotos] = useState<CarePhoto[]>([]);
  const [note, setNote] = useState('');
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (needsPhoto(visit.kind) && photos.length === 0) {
      setPhotoError('Add at least one photo of the visit before you check out.');
      return;
    }
    if (visit.kind === 'daily_update' && photos.length === 0 && note.trim() === '') {
      setPhotoError('Add a photo or a note for the owner.');
      return;
    }
    const input: CheckOutInput = {
      tasks: visit.tasks.map((task) => ({ taskId: task.id, done: done[task.id] === true })),
      ...(note.trim() ? { note: note.trim() } : {}),
      photoUploadIds: photos.map((photo) => photo.id),
      ...(walk && route.length > 0 ? { route: [...route] } : {}),
    };
    setBusy(true);
    setFailure(null);
    try {
      await checkOut(visit.id, input);
      stop();
      onDone();
    } catch (caught) {
      setFailure(describeError(caught, 'We couldn’t check you out. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
      aria-label={`${words.checkOut}: ${VISIT_KIND_LABELS[visit.kind]}`}
    >
      {visit.tasks.length > 0 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-2 font-semibold">Tasks</legend>
          {visit.tasks.map((task) => {
            const id = `task-${visit.id}-${task.id}`;
            return (
              <div key={task.id} className="flex min-h-12 items-center gap-3 rounded-lg px-1">
                <Checkbox
                  id={id}
                  className="size-6"
                  checked={done[task.id] === true}
                  onCheckedChange={(checked) => setDone((previous) => ({ ...previous, [task.id]: checked === true }))}
                />
                <Label htmlFor={id} className="flex-1 py-2 text-base">
                  {task.label}
                </Label>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {walk ? (
        <div className="flex flex-col gap-1 rounded-lg bg-muted p-3">
          <p className="flex items-center gap-2 font-medium" role="status">
            <MapPin aria-hidden="true" className="size-4" />
            {TRACKING_TEXT[tracking]}
            {route.length > 0 ? ` ${formatDistance(routeDistanceM(route))} so far.` : null}
          </p>
          <p className="text-sm text-muted-foreground">
            The route is tracked only while this page is open on your phone. Keep it open during the walk; tracking stops when you check out
            or leave the page. The owner sees the route.
          </p>
        </div>
      ) : null}
      <CarePhotoInput
        label="Take a photo"
        photos={photos}
        onChange={(next) => {
          setPhotos(next);
          setPhotoError(null);
        }}
        description={needsPhoto(visit.kind) ? 'At least one photo for the owner.' : 'A photo or a note for the owner.'}
        error={photoError}
        disabled={busy}
      />
      <FormField label="Note for the owner">
        <Textarea rows={3} maxLength={CARE_NOTE_MAX_LENGTH} value={note} onChange={(event) => setNote(event.target.value)} />
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className={BIG} disabled={busy}>
        {busy ? 'Sending…' : words.checkOut}
      </Button>
    </form>
  );
}

/** One visit of today: the big Check in, then the tasks, photos, note (and a walk's route) and Check out. */
export function VisitCard({ visit, timeZone, petNames }: { visit: Visit; timeZone?: string; petNames: string }) {
  const { checkIn } = useVisitWrites();
  const words = actionWords(visit);
  const opensAt = Date.parse(visit.dueAt) - CHECK_IN_EARLY_MINUTES * 60_000;
  // The server's status has the last word (a phone's clock may be off): due means check-in is open.
  const open = useNowPast(opensAt) || visit.status === 'due';
  // Not checked in by the grace: the sitter is reminded, and at twice the grace the visit is missed (docs/care.md).
  const lateAt = Date.parse(visit.dueAt) + MISSED_VISIT_GRACE_MINUTES * 60_000;
  const late = useNowPast(lateAt);
  const missedAt = new Date(Date.parse(visit.dueAt) + 2 * MISSED_VISIT_GRACE_MINUTES * 60_000).toISOString();
  const [phase, setPhase] = useState<'idle' | 'locating' | 'sending'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const title = `${VISIT_KIND_LABELS[visit.kind]} · ${formatCareTime(visit.dueAt, timeZone)}`;

  async function start() {
    setFailure(null);
    setPhase('locating');
    const position = await checkInPosition();
    setPhase('sending');
    try {
      await checkIn(visit.id, position);
    } catch (caught) {
      setFailure(describeError(caught, 'We couldn’t check you in. Please try again.'));
    } finally {
      setPhase('idle');
    }
  }

  const canCheckIn = (visit.status === 'upcoming' || visit.status === 'due') && !sentWithoutCheckIn(visit);
  return (
    <Card asChild padding="sm" className="flex flex-col gap-4 px-4">
      <article aria-labelledby={`visit-${visit.id}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`visit-${visit.id}`} className="text-lg font-semibold">
            {title}
          </h3>
          <StatusBadge status={visit.status} tone={VISIT_STATUS_TONES[visit.status]}>
            {VISIT_STATUS_LABELS[visit.status]}
          </StatusBadge>
        </div>
        <p className="text-sm text-muted-foreground">
          {petNames} · within {visit.windowMinutes} minutes of {formatCareTime(visit.dueAt, timeZone)}
        </p>
        {canCheckIn ? (
          <div className="flex flex-col gap-2">
            {!open ? (
              <p className="text-sm text-muted-foreground">
                You can check in from {formatCareTime(new Date(opensAt).toISOString(), timeZone)}, {CHECK_IN_EARLY_MINUTES} minutes before
                it is due.
              </p>
            ) : null}
            {late && visit.kind !== 'daily_update' ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                You are {MISSED_VISIT_GRACE_MINUTES} minutes late. Check in now: at {formatCareTime(missedAt, timeZone)} the visit counts as
                missed, the owner is told and Pawpal opens an incident.
              </p>
            ) : null}
            <Button type="button" size="lg" className={BIG} disabled={!open || phase !== 'idle'} onClick={() => void start()}>
              {phase === 'locating' ? 'Finding your position…' : phase === 'sending' ? 'Checking in…' : words.checkIn}
            </Button>
            <p className="text-sm text-muted-foreground">
              Your phone may ask to share its position. Pawpal keeps only how far you were from the home, not where you were; you can check
              in without it.
            </p>
          </div>
        ) : null}
        {visit.status === 'in_progress' || sentWithoutCheckIn(visit) ? (
          <CheckOutForm visit={visit} onDone={() => setFinished(true)} />
        ) : null}
        {visit.status === 'done' ? (
          <p role={finished ? 'status' : undefined} className="font-medium">
            {visit.checkInAt
              ? `Done: in at ${formatCareTime(visit.checkInAt, timeZone)}, out at ${visit.checkOutAt ? formatCareTime(visit.checkOutAt, timeZone) : '—'}.`
              : `Sent at ${visit.checkOutAt ? formatCareTime(visit.checkOutAt, timeZone) : '—'}.`}{' '}
            {visit.tasks.filter((task) => task.done).length} of {visit.tasks.length} tasks,{' '}
            {visit.photos.length === 1 ? '1 photo' : `${visit.photos.length} photos`}.
          </p>
        ) : null}
        {visit.status === 'missed' ? (
          <p className="text-sm">
            This visit was missed: the owner has been told and Pawpal has opened an incident.{' '}
            <Link className="font-medium text-primary underline underline-offset-4" to={paths.bookingNotification(visit.bookingId)}>
              Tell them what happened on the booking
            </Link>
            .
          </p>
        ) : null}
        {visit.status === 'excused' ? <p className="text-sm">Excused{visit.excusedReason ? `: ${visit.excusedReason}` : '.'}</p> : null}
        {failure ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {failure}
          </p>
        ) : null}
      </article>
    </Card>
  );
}

import { CHECK_IN_FAR_METRES, type Booking, type BookingStatus, type Visit } from '@pawpal/contract';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorState,
  FormField,
  Skeleton,
  StatusBadge,
  Textarea,
} from '@pawpal/ui';
import { Check, Minus, X } from 'lucide-react';
import { useState } from 'react';
import {
  VISIT_KIND_LABELS,
  VISIT_STATUS_LABELS,
  VISIT_STATUS_TONES,
  formatCareDateTime,
  formatCareTime,
  formatDistance,
  formatDuration,
  useBookingTimeline,
  useBookingVisits,
  useVisitWrites,
} from '../../data/care';
import { describeError } from '../../data/mutation';
import { CarePhotos } from '../shared/CarePhotos';
import { CareLocationCard } from './CareLocationCard';
import { StayIncidents } from './StayIncidents';
import { VetClaims } from './VetClaims';

/** The statuses of a booking that has care to show: paid, under way, and done. */
const CARE_STATUSES: readonly BookingStatus[] = ['paid', 'in_progress', 'completed'];

/** Whether the booking page shows the care of the stay. */
export function hasStayCare(status: BookingStatus): boolean {
  return CARE_STATUSES.includes(status);
}

/** A visit the owner may still excuse: not yet done, or missed. */
function excusable(visit: Visit): boolean {
  return visit.status === 'upcoming' || visit.status === 'due' || visit.status === 'missed';
}

function ExcuseDialog({ visit, timeZone, onClose }: { visit: Visit; timeZone: string; onClose: () => void }) {
  const { excuse } = useVisitWrites();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (reason.trim() === '') {
      setError('Say why this visit is excused: the sitter reads it.');
      return;
    }
    setBusy(true);
    try {
      await excuse(visit.id, reason.trim());
      onClose();
    } catch (caught) {
      setError(describeError(caught, 'We couldn’t excuse this visit. Please try again.'));
      setBusy(false);
    }
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Excuse this visit?</DialogTitle>
          <DialogDescription>
            {VISIT_KIND_LABELS[visit.kind]} at {formatCareDateTime(visit.dueAt, timeZone)}. An excused visit is not treated as missed, and
            it is paid for.
          </DialogDescription>
        </DialogHeader>
        <FormField label="Reason" required error={error ?? undefined}>
          <Textarea
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button onClick={() => void confirm()} disabled={busy}>
            Excuse the visit
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function TaskLine({ label, done }: { label: string; done: boolean | null }) {
  const Icon = done === true ? Check : done === false ? X : Minus;
  const words = done === true ? 'done' : done === false ? 'not done' : 'not yet';
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {label} <span className="text-muted-foreground">({words})</span>
      </span>
    </li>
  );
}

function VisitRow({ visit, timeZone, canExcuse, onExcuse }: { visit: Visit; timeZone: string; canExcuse: boolean; onExcuse: () => void }) {
  const headingId = `stay-visit-${visit.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          {VISIT_KIND_LABELS[visit.kind]} · {formatCareDateTime(visit.dueAt, timeZone)}
        </h4>
        <StatusBadge status={visit.status} tone={VISIT_STATUS_TONES[visit.status]}>
          {VISIT_STATUS_LABELS[visit.status]}
        </StatusBadge>
      </div>
      {visit.checkInAt ? (
        <p className="text-sm">
          Checked in {formatCareTime(visit.checkInAt, timeZone)}
          {visit.checkOutAt ? `, out ${formatCareTime(visit.checkOutAt, timeZone)}` : ''}
          {visit.distanceFromCareLocationM !== null ? ` · ${formatDistance(visit.distanceFromCareLocationM)} from the care location` : ''}
        </p>
      ) : null}
      {visit.farFromCareLocation ? (
        <Badge variant="warning" className="self-start whitespace-normal">
          Checked in far away: more than {formatDistance(CHECK_IN_FAR_METRES)} beyond the area where the care happens
        </Badge>
      ) : null}
      {visit.route ? (
        <p className="text-sm">
          Walked {formatDistance(visit.route.distanceM)} in {formatDuration(visit.route.durationS)}
        </p>
      ) : null}
      {visit.tasks.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Tasks">
          {visit.tasks.map((task) => (
            <TaskLine key={task.id} label={task.label} done={task.done} />
          ))}
        </ul>
      ) : null}
      {visit.note ? <p className="text-sm break-words whitespace-pre-line">“{visit.note}”</p> : null}
      <CarePhotos photos={visit.photos} label={`${VISIT_KIND_LABELS[visit.kind]} at ${formatCareTime(visit.dueAt, timeZone)}`} />
      {visit.status === 'excused' && visit.excusedReason ? <p className="text-sm">Excused: {visit.excusedReason}</p> : null}
      {canExcuse && excusable(visit) ? (
        <Button variant="outline" className="self-start" onClick={onExcuse}>
          Excuse this visit
        </Button>
      ) : null}
    </article>
  );
}

function Visits({ booking }: { booking: Booking }) {
  const { data: visits, error, isLoading, mutate } = useBookingVisits(booking.id);
  const [excusing, setExcusing] = useState<Visit | null>(null);
  if (error && !visits) {
    return <ErrorState headingLevel={3} title="We couldn’t load the visits" message={describeError(error)} onRetry={() => void mutate()} />;
  }
  if (isLoading || !visits) return <Skeleton className="h-32 w-full rounded-xl" />;
  if (visits.length === 0) return <p className="text-sm text-muted-foreground">No visits are scheduled for this stay.</p>;
  return (
    <>
      <ol className="flex flex-col gap-3">
        {visits.map((visit) => (
          <li key={visit.id}>
            <VisitRow
              visit={visit}
              timeZone={booking.timeZone}
              canExcuse={booking.viewerRole === 'owner'}
              onExcuse={() => setExcusing(visit)}
            />
          </li>
        ))}
      </ol>
      {excusing ? <ExcuseDialog visit={excusing} timeZone={booking.timeZone} onClose={() => setExcusing(null)} /> : null}
    </>
  );
}

function Timeline({ booking }: { booking: Booking }) {
  const { data: items, error, mutate } = useBookingTimeline(booking.id);
  if (error && !items) {
    return (
      <ErrorState headingLevel={3} title="We couldn’t load the timeline" message={describeError(error)} onRetry={() => void mutate()} />
    );
  }
  if (!items) return <Skeleton className="h-16 w-full rounded-xl" />;
  if (items.length === 0)
    return <p className="text-sm text-muted-foreground">Nothing yet: each check-in, check-out and update shows here.</p>;
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-border pl-4" aria-label="Timeline">
      {items.map((item, index) => (
        <li key={`${item.at}-${item.type}-${index}`} className="flex flex-col gap-1">
          <time dateTime={item.at} className="text-sm text-muted-foreground">
            {formatCareDateTime(item.at, booking.timeZone)}
          </time>
          <p className="break-words">{item.summary}</p>
          <CarePhotos photos={item.photos} label={item.summary} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The stay on the booking page (paid, under way or completed): its visits with what was done,
 * the timeline, incidents and vet claims. A `care_update` on the live connection reads them again
 * (notifications/NotificationsProvider.tsx).
 */
export function StayCare({ booking }: { booking: Booking }) {
  return (
    <section aria-labelledby="stay-care" className="flex flex-col gap-6">
      <h2 id="stay-care" className="text-xl font-semibold">
        During the stay
      </h2>
      <CareLocationCard booking={booking} />
      <section aria-labelledby="stay-visits" className="flex flex-col gap-3">
        <h3 id="stay-visits" className="text-lg font-semibold">
          Visits
        </h3>
        <Visits booking={booking} />
      </section>
      <section aria-labelledby="stay-timeline" className="flex flex-col gap-3">
        <h3 id="stay-timeline" className="text-lg font-semibold">
          Timeline
        </h3>
        <Timeline booking={booking} />
      </section>
      <StayIncidents booking={booking} />
      <VetClaims booking={booking} />
    </section>
  );
}

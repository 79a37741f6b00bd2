import { HOME_ACCESS_VISIBLE_HOURS, paths, type Visit } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, PageLoading, Skeleton, formatAud } from '@pawpal/ui';
import { CalendarCheck, HeartHandshake, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { useBooking } from '../../data/bookings';
import { useCarePlan, useVisitsToday } from '../../data/care';
import { describeError } from '../../data/mutation';
import { useRole } from '../../data/role';
import { Screen } from '../../screen/Screen';
import { VisitCard } from './VisitCard';

/** A phone number as a tel: link's target. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

const LINK = 'font-medium text-primary underline underline-offset-4';

/** What the sitter needs at hand for one pet: the vet and how much they may spend there, the emergency contact, the house. */
function PetCareNotes({ petId, petName, ownerFirstName }: { petId: string; petName: string; ownerFirstName: string }) {
  const { data: plan } = useCarePlan(petId);
  if (!plan) return null;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-muted p-4 text-sm" aria-label={`Care notes for ${petName}`} role="group">
      {plan.vet ? (
        <p className="flex flex-wrap items-center gap-x-2">
          <span className="font-medium">Vet:</span> {plan.vet.clinic},{' '}
          <a className={`${LINK} inline-flex min-h-11 items-center gap-1`} href={telHref(plan.vet.phone)}>
            <Phone aria-hidden="true" className="size-4" />
            {plan.vet.phone}
          </a>
          {plan.vet.address ? <span className="w-full text-muted-foreground">{plan.vet.address}</span> : null}
        </p>
      ) : null}
      <p>
        {plan.vetSpendLimitCents > 0 ? (
          <>
            <span className="font-medium">Pre-approved vet spend: {formatAud(plan.vetSpendLimitCents)}.</span> You can pay a vet up to this
            for {petName} without waiting for {ownerFirstName}, then claim it on the booking with the receipt.
          </>
        ) : (
          <>
            <span className="font-medium">No pre-approved vet spend.</span> A vet claim waits for {ownerFirstName} to approve it.
          </>
        )}
      </p>
      {plan.emergencyContact ? (
        <p className="flex flex-wrap items-center gap-x-2">
          <span className="font-medium">Emergency contact:</span> {plan.emergencyContact.name},{' '}
          <a className={`${LINK} inline-flex min-h-11 items-center`} href={telHref(plan.emergencyContact.phone)}>
            {plan.emergencyContact.phone}
          </a>
        </p>
      ) : null}
      <details className="group">
        <summary className="min-h-11 cursor-pointer py-3 font-medium">House notes and access</summary>
        <dl className="flex flex-col gap-2 pt-1">
          {plan.houseNotes ? (
            <div>
              <dt className="text-muted-foreground">House notes</dt>
              <dd className="break-words whitespace-pre-line">{plan.houseNotes}</dd>
            </div>
          ) : null}
          {plan.walks ? (
            <div>
              <dt className="text-muted-foreground">Walks</dt>
              <dd className="break-words whitespace-pre-line">
                {plan.walks.perDay} a day. {plan.walks.rules}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-muted-foreground">Home access</dt>
            <dd className="break-words whitespace-pre-line">
              {plan.homeAccess ??
                (plan.homeAccessHidden
                  ? `Shown from ${HOME_ACCESS_VISIBLE_HOURS} hours before the stay starts until it ends.`
                  : 'No instructions given.')}
            </dd>
          </div>
        </dl>
      </details>
    </div>
  );
}

/** One stay's visits of today, with the pets' care notes. */
function StayVisits({ bookingId, visits }: { bookingId: string; visits: Visit[] }) {
  const { data: booking } = useBooking(bookingId);
  const petNames = booking ? booking.pets.map((pet) => pet.name).join(' and ') : '';
  const headingId = `stay-${bookingId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {booking ? `${petNames} · ${booking.owner.firstName}` : 'Your stay'}
        </h2>
        <Link className={`${LINK} inline-flex min-h-11 items-center`} to={paths.bookingNotification(bookingId)}>
          Open the booking
        </Link>
      </div>
      {booking?.pets.map((pet) => (
        <PetCareNotes key={pet.id} petId={pet.id} petName={pet.name} ownerFirstName={booking.owner.firstName} />
      ))}
      <ul className="flex flex-col gap-4">
        {visits.map((visit) => (
          <li key={visit.id}>
            <VisitCard visit={visit} timeZone={booking?.timeZone} petNames={petNames || 'Your visit'} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Visits grouped by stay, each stay where its first visit falls. */
function byStay(visits: Visit[]): [string, Visit[]][] {
  const groups = new Map<string, Visit[]>();
  for (const visit of [...visits].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt))) {
    groups.set(visit.bookingId, [...(groups.get(visit.bookingId) ?? []), visit]);
  }
  return [...groups];
}

function TodayVisits() {
  const { data: visits, error, isLoading, mutate } = useVisitsToday();
  if (error && !visits) {
    return <ErrorState title="We couldn’t load today’s visits" message={describeError(error)} onRetry={() => void mutate()} />;
  }
  if (isLoading || !visits) return <Skeleton className="h-48 w-full rounded-xl" />;
  if (visits.length === 0) {
    return (
      <EmptyState
        icon={<CalendarCheck />}
        title="No visits due today"
        description="Visits of your paid bookings appear here on the day they are due."
        action={
          <Button asChild variant="outline">
            <Link to={paths.bookings()}>See your bookings</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-10">
      {byStay(visits).map(([bookingId, stayVisits]) => (
        <StayVisits key={bookingId} bookingId={bookingId} visits={stayVisits} />
      ))}
    </div>
  );
}

/** The sitter's visits due today, on a phone: check in, tick the tasks, add photos, check out. */
export function TodayPage() {
  const { user, isLoading: authLoading } = useAuth();
  const { isSitter, isLoading } = useRole(user?.id);
  if (authLoading || isLoading) return <PageLoading />;
  if (!isSitter) {
    return (
      <Screen title="Today">
        <EmptyState
          icon={<HeartHandshake />}
          title="Today is for sitters"
          description="Sitters check in to their visits here. Your pets’ visits show on each booking."
          action={
            <Button asChild variant="outline">
              <Link to={paths.bookings()}>See your bookings</Link>
            </Button>
          }
        />
      </Screen>
    );
  }
  return (
    <Screen title="Today" description="Your visits due today. Check in when you arrive, tick the tasks, add a photo and check out.">
      <TodayVisits />
    </Screen>
  );
}

import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  PageLoading,
  Price,
  Rating,
  UserAvatar,
} from '@pawpal/ui';
import { availabilityFreshness, newSeriesPath, paths, type PetsAccepted } from '@pawpal/contract';
import { addMonths } from 'date-fns';
import { CalendarDays, MessageCircle, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { describeError, hasStatus } from '../../data/mutation';
import { HydrateNearViewport } from '../../screen/HydrateWhen';
import { useNearViewport } from '../../screen/useNearViewport';
import {
  CANCELLATION_POLICY_DESCRIPTIONS,
  CANCELLATION_POLICY_LABELS,
  DOG_SIZE_LABELS,
  SERVICE_LABELS,
  sitterDisplayName,
  unitSuffix,
  usePublicSitter,
  useSitterAvailability,
} from '../../data/sitters';
import { fromIsoDate, toIsoDate } from '../../shared/dates';
import { useStartChat } from '../../chat/useStartChat';
import { Screen } from '../../screen/Screen';
import { ReportMenu } from '../../reports/ReportMenu';
import { SitterReviews } from '../../reviews/SitterReviews';
import { UnlistedNotice } from '../trust/UnlistedNotice';
import { SitterReliability } from './SitterReliability';
import { TrustBadges } from '../../shared/TrustBadges';
import { OWNER_STAY_PROMISES } from '../../shared/stay-promises';
import { imageSrcSet } from '../../shared/images';
import { bookingChoicesOf, withBookingChoices } from '../../shared/search-filters';
import { MeetFirstButton } from '../../meet-and-greets/MeetFirstButton';

/** The public calendar shows free dates this many months ahead. */
export const PROFILE_CALENDAR_MONTHS = 2;

function petsAcceptedList(pets: PetsAccepted): string[] {
  const list = pets.dogSizes.map((size) => `${DOG_SIZE_LABELS[size]} dogs`);
  if (pets.cats) list.push('Cats');
  if (pets.smallAnimals) list.push('Small animals');
  if (pets.birds) list.push('Birds');
  return list;
}

// The calendar (react-day-picker and date-fns) and the availability it shows load once the section
// comes near the viewport: on a phone it is below the fold, and a first visit should not spend its
// slow CPU on it. Its room is kept meanwhile (the picker's height: two months stacked
// below the sm breakpoint, side by side above), so nothing moves when it arrives.
const AvailabilityPicker = lazy(() => import('./AvailabilityPicker'));
const CALENDAR_ROOM = 'min-h-[39.75rem] sm:min-h-[22.25rem]';
/**
 * How far below the viewport the calendar and the reviews start loading (px): on a phone both are
 * below the fold, and the first visit's CPU goes to what is on screen.
 */
const LOAD_AHEAD_MARGIN = 150;

/** A sitter's public profile: /sitter/{sitterId}. */
export function SitterProfilePage() {
  const { sitterId } = useParams();
  // What the search chose (service, dates, pets) goes on to the booking form.
  const [params] = useSearchParams();
  const choices = bookingChoicesOf(params);
  const { data: sitter, error, isLoading, mutate } = usePublicSitter(sitterId);
  const [today] = useState(() => new Date());
  const from = toIsoDate(today);
  const to = toIsoDate(addMonths(today, PROFILE_CALENDAR_MONTHS));
  const [availabilityRef, availabilityWanted] = useNearViewport(LOAD_AHEAD_MARGIN);
  const availability = useSitterAvailability(sitter && availabilityWanted ? sitterId : undefined, from, to);
  const chat = useStartChat();

  // isLoading stays true while a server-rendered page's data revalidates: show what we have.
  if (isLoading && !sitter) return <PageLoading />;
  if (error || !sitter) {
    if (hasStatus(error, 404) || (!error && !sitter)) {
      return (
        <Screen title="Sitter profile">
          <EmptyState
            icon={<UserRound />}
            title="This sitter isn’t available"
            description="The profile may have been removed. Find another sitter near you."
            action={
              <Button asChild variant="outline">
                <Link to={paths.browseServices()}>Browse sitters</Link>
              </Button>
            }
          />
        </Screen>
      );
    }
    return (
      <Screen title="Sitter profile">
        <ErrorState title="We couldn’t load this profile" message={describeError(error)} onRetry={() => void mutate()} />
      </Screen>
    );
  }

  const name = sitterDisplayName(sitter);
  const days = availability.data?.days ?? [];
  const booked = days.filter((day) => day.status === 'booked').map((day) => fromIsoDate(day.date)!);
  const blocked = days.filter((day) => day.status === 'blocked').map((day) => fromIsoDate(day.date)!);
  const pets = petsAcceptedList(sitter.petsAccepted);
  const freshness = availabilityFreshness(sitter.availabilityConfirmedAt ?? null, new Date());

  return (
    <Screen
      title={name}
      description={sitter.headline}
      actions={
        <>
          <Button variant="outline" onClick={() => void chat.start({ sitterId: sitter.id })} disabled={chat.pending}>
            <MessageCircle aria-hidden="true" />
            Message
          </Button>
          <MeetFirstButton sitterId={sitter.id} firstName={sitter.firstName} />
          <Button asChild>
            <Link to={withBookingChoices(paths.booking(sitter.id), choices)}>Book {sitter.firstName}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={newSeriesPath(sitter.id)}>Weekly care</Link>
          </Button>
          <ReportMenu targetType="sitter" targetId={sitter.id} />
        </>
      }
    >
      <UnlistedNotice sitterId={sitter.id} />
      {chat.error ? (
        <p role="alert" className="mb-4 text-sm font-medium text-destructive">
          {chat.error}
        </p>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <section aria-label="About" className="flex flex-col gap-4">
            <div className="flex items-center gap-4">
              <UserAvatar size="lg" src={sitter.avatarUrl} firstName={sitter.firstName} lastName={sitter.lastInitial} alt={name} />
              <div className="flex flex-col gap-1">
                <p className="text-muted-foreground">
                  {sitter.suburb} {sitter.state} {sitter.postcode}
                </p>
                {sitter.rating.average !== null ? (
                  <Rating value={sitter.rating.average} reviewCount={sitter.rating.count} showValue />
                ) : (
                  <p className="text-sm text-muted-foreground">No reviews yet</p>
                )}
              </div>
            </div>
            <TrustBadges badges={sitter.badges ?? []} reliable={sitter.reliable} />
            {sitter.photoUrls.length > 0 ? (
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Photos">
                {sitter.photoUrls.map((url, index) => (
                  <li key={url} className="aspect-square overflow-hidden rounded-lg bg-muted">
                    {/* Square tiles of a third of the column: responsive WebP, below the fold, sized so nothing shifts. */}
                    <img
                      src={url}
                      srcSet={imageSrcSet(url)}
                      sizes="(min-width: 640px) 12rem, 50vw"
                      width={320}
                      height={320}
                      loading="lazy"
                      decoding="async"
                      alt={`${name}, photo ${index + 1}`}
                      className="size-full object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <h2 className="text-xl font-semibold text-foreground">About {sitter.firstName}</h2>
            <p className="whitespace-pre-line text-foreground">{sitter.about}</p>
            <dl className="grid gap-3 sm:grid-cols-3">
              <div className="rounded-lg bg-muted p-3">
                <dt className="text-sm text-muted-foreground">Experience</dt>
                <dd className="font-semibold">
                  {sitter.experienceYears} {sitter.experienceYears === 1 ? 'year' : 'years'}
                </dd>
              </div>
              <div className="rounded-lg bg-muted p-3">
                <dt className="text-sm text-muted-foreground">Response rate</dt>
                <dd className="font-semibold">
                  {sitter.responseRate === null ? 'No requests yet' : `${Math.round(sitter.responseRate * 100)} %`}
                </dd>
              </div>
              <div className="rounded-lg bg-muted p-3">
                <dt className="text-sm text-muted-foreground">Repeat clients</dt>
                <dd className="font-semibold">{sitter.repeatClientCount}</dd>
              </div>
            </dl>
            {freshness ? <p className="text-sm text-muted-foreground">{freshness}</p> : null}
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold text-foreground">Pets {sitter.firstName} looks after</h3>
              {pets.length > 0 ? (
                <ul className="flex flex-wrap gap-2">
                  {pets.map((pet) => (
                    <li key={pet}>
                      <Badge variant="secondary">{pet}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">Not listed</p>
              )}
              <p className="text-sm text-muted-foreground">Up to {sitter.maxPets} pets at a time.</p>
            </div>
          </section>
          <SitterReliability sitterId={sitter.id} firstName={sitter.firstName} />
          <HydrateNearViewport margin={LOAD_AHEAD_MARGIN}>
            <SitterReviews sitterId={sitter.id} />
          </HydrateNearViewport>
          <section ref={availabilityRef} aria-labelledby="availability" className="flex flex-col gap-3">
            <h2 id="availability" className="text-xl font-semibold text-foreground">
              Availability
            </h2>
            <p className="text-sm text-muted-foreground">
              Free dates for the next {PROFILE_CALENDAR_MONTHS} months, in {sitter.suburb}’s time zone.
            </p>
            {availability.error ? (
              <ErrorState
                headingLevel={3}
                title="We couldn’t load the calendar"
                message={describeError(availability.error)}
                onRetry={() => void availability.mutate()}
              />
            ) : !availability.data ? (
              <p className={`text-sm text-muted-foreground ${CALENDAR_ROOM}`}>Loading the calendar…</p>
            ) : (
              <Suspense fallback={<p className={`text-sm text-muted-foreground ${CALENDAR_ROOM}`}>Loading the calendar…</p>}>
                <AvailabilityPicker
                  sitterId={sitter.id}
                  firstName={sitter.firstName}
                  choices={choices}
                  months={PROFILE_CALENDAR_MONTHS}
                  today={today}
                  booked={booked}
                  blocked={blocked}
                />
              </Suspense>
            )}
          </section>
        </div>
        <aside className="flex flex-col gap-4">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Services and prices</CardTitle>
            </CardHeader>
            <CardContent>
              {sitter.services.length === 0 ? (
                <p className="text-sm text-muted-foreground">No services listed yet.</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {sitter.services.map((service) => (
                    <li key={service.type} className="flex items-baseline justify-between gap-3">
                      <span>{SERVICE_LABELS[service.type]}</span>
                      <Price cents={service.priceCents} unit={unitSuffix(service.unit)} />
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Cancellation: {CANCELLATION_POLICY_LABELS[sitter.cancellationPolicy]}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-sm text-muted-foreground">{CANCELLATION_POLICY_DESCRIPTIONS[sitter.cancellationPolicy]}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">During every stay</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-3 text-sm">
                {OWNER_STAY_PROMISES.map(({ id, title, body }) => (
                  <li key={id}>
                    <p className="font-medium text-foreground">{title}</p>
                    <p className="text-muted-foreground">{body}</p>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Button asChild size="lg">
            <Link to={withBookingChoices(paths.booking(sitter.id), choices)}>
              <CalendarDays aria-hidden="true" />
              Request a booking
            </Link>
          </Button>
        </aside>
      </div>
    </Screen>
  );
}

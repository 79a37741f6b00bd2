import { ROUTES, apiPaths, paths, type SitterSummary } from '@pawpal/contract';
import { Button, Card, CardDescription, CardHeader, CardTitle, EmptyState, ErrorState, Skeleton, formatAud } from '@pawpal/ui';
import { Banknote, CalendarCheck, CalendarDays, HeartHandshake, ListChecks, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useAuth } from '../../data/auth';
import { useBookings } from '../../data/bookings';
import { describeError } from '../../data/mutation';
import { useRole } from '../../data/role';
import { BookingRow } from '../../bookings/booking/BookingRow';
import { Screen } from '../../screen/Screen';
import { ListingStatus } from './ListingStatus';
import { VerificationDocuments } from './VerificationDocuments';
import { PawpalNotices } from '../../notifications/PawpalNotices';

const SETUP_LINKS = [
  { to: ROUTES.sitterServicesEdit, icon: ListChecks, title: 'Services and rates', body: 'Choose what you offer and what you charge.' },
  { to: ROUTES.availabilityManagement, icon: CalendarDays, title: 'Availability', body: 'Set the dates you can take bookings.' },
  { to: ROUTES.sitterProfileEdit, icon: UserRound, title: 'Sitter profile', body: 'Tell owners about yourself and your experience.' },
  { to: ROUTES.payoutSettings, icon: Banknote, title: 'Payout settings', body: 'Choose where your earnings are paid.' },
];

function Requests() {
  const { data, error, isLoading, mutate } = useBookings('sitter');
  if (error && !data) {
    return (
      <ErrorState headingLevel={3} title="We couldn’t load your requests" message={describeError(error)} onRetry={() => void mutate()} />
    );
  }
  if (isLoading || !data) return <Skeleton className="h-24 w-full rounded-xl" />;
  const requests = data.bookings.filter((booking) => booking.status === 'requested');
  if (requests.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<CalendarDays />}
        title="No booking requests right now"
        description="New requests from owners will appear here for you to accept or decline."
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {requests.map((booking) => (
        <li key={booking.id}>
          <BookingRow booking={booking} />
        </li>
      ))}
    </ul>
  );
}

function Summary() {
  const { data, error, isLoading, mutate } = useSWR<SitterSummary, Error>(apiPaths.mySitterSummary());
  if (error && !data) {
    return (
      <ErrorState headingLevel={3} title="We couldn’t load your summary" message={describeError(error)} onRetry={() => void mutate()} />
    );
  }
  if (isLoading || !data) return <Skeleton className="h-32 w-full rounded-xl" />;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-muted p-4">
          <dt className="text-sm text-muted-foreground">Earnings this month</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatAud(data.earningsThisMonthCents)}</dd>
        </div>
        <div className="rounded-xl bg-muted p-4">
          <dt className="text-sm text-muted-foreground">Requests waiting</dt>
          <dd className="text-2xl font-semibold tabular-nums">{data.pendingCount}</dd>
        </div>
      </dl>
      <section aria-labelledby="upcoming-stays" className="flex flex-col gap-3">
        <h2 id="upcoming-stays" className="text-xl font-semibold text-foreground">
          Upcoming stays
        </h2>
        {data.upcoming.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming stays yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.upcoming.map((booking) => (
              <li key={booking.id}>
                <BookingRow booking={booking} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** A sitter's home: requests to answer, upcoming stays, earnings and the places to set up their business. */
export function SitterDashboardPage() {
  const { user } = useAuth();
  const { isSitter, isLoading } = useRole(user?.id);
  if (!isSitter && !isLoading) {
    return (
      <Screen title="Sitter dashboard">
        <EmptyState
          icon={<HeartHandshake />}
          title="You’re not a sitter yet"
          description="Register as a sitter to get a dashboard for your bookings, services and payouts."
          action={
            <Button asChild>
              <Link to={paths.sitterRegistration()}>Register as a sitter</Link>
            </Button>
          }
        />
      </Screen>
    );
  }
  return (
    <Screen title="Sitter dashboard" description="Booking requests and everything you need to run your sitting.">
      <div className="flex flex-col gap-10">
        <PawpalNotices />
        <div className="flex flex-col items-start gap-3 rounded-xl bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-foreground">
            <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
            Visiting today? Check in, tick the care plan’s tasks and add photos from your phone.
          </p>
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={paths.careToday()}>Today’s visits</Link>
          </Button>
        </div>
        <section aria-labelledby="listing-status" className="flex flex-col gap-4">
          <h2 id="listing-status" className="text-xl font-semibold text-foreground">
            Your listing
          </h2>
          <ListingStatus />
        </section>
        <section aria-labelledby="verification" className="flex flex-col gap-4">
          <h2 id="verification" className="text-xl font-semibold text-foreground">
            Verification
          </h2>
          <VerificationDocuments />
        </section>
        <section aria-labelledby="booking-requests" className="flex flex-col gap-4">
          <h2 id="booking-requests" className="text-xl font-semibold text-foreground">
            Booking requests
          </h2>
          <Requests />
        </section>
        <Summary />
        <section aria-labelledby="set-up" className="flex flex-col gap-4">
          <h2 id="set-up" className="text-xl font-semibold text-foreground">
            Your sitting business
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {SETUP_LINKS.map(({ to, icon: Icon, title, body }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="block h-full rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
                >
                  <Card className="h-full transition-colors hover:bg-accent/50">
                    <CardHeader>
                      <Icon aria-hidden="true" className="size-6 text-primary" />
                      <CardTitle as="h3">{title}</CardTitle>
                      <CardDescription>{body}</CardDescription>
                    </CardHeader>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Screen>
  );
}

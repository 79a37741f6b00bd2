import { paths } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@pawpal/ui';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { bookingGroup, useBookings, type BookingGroup } from '../../data/bookings';
import { describeError } from '../../data/mutation';
import { useRole } from '../../data/role';
import { BookingRow } from '../booking/BookingRow';
import { MeetAndGreetList } from '../../meet-and-greets/MeetAndGreetList';
import { OwnerAskedCancellations } from './OwnerAskedCancellations';
import { OwnerReliabilityNote } from './OwnerReliabilityNote';
import { Screen } from '../../screen/Screen';
import { SeriesList } from '../../series/SeriesList';

const GROUPS: { value: BookingGroup; label: string; empty: string }[] = [
  { value: 'requests', label: 'Requests', empty: 'No requests waiting for an answer.' },
  { value: 'upcoming', label: 'Upcoming', empty: 'No upcoming bookings.' },
  { value: 'past', label: 'Past', empty: 'No past bookings yet.' },
  { value: 'cancelled', label: 'Cancelled', empty: 'Nothing cancelled, declined or expired.' },
];

function BookingList({ as }: { as: 'owner' | 'sitter' }) {
  const { data, error, isLoading, mutate } = useBookings(as);
  if (error && !data) {
    return <ErrorState title="We couldn’t load your bookings" message={describeError(error)} onRetry={() => void mutate()} />;
  }
  if (isLoading || !data) {
    return (
      <div aria-label="Loading bookings" className="flex flex-col gap-3">
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  if (data.bookings.length === 0) {
    return (
      <EmptyState
        icon={<CalendarDays />}
        title="No bookings yet"
        description={
          as === 'sitter'
            ? 'Booking requests from owners, and the stays you’ve accepted, will appear here.'
            : 'Bookings you request with sitters, and their status, will appear here.'
        }
        action={
          as === 'sitter' ? undefined : (
            <Button asChild variant="outline">
              <Link to={paths.browseServices()}>Browse sitters</Link>
            </Button>
          )
        }
      />
    );
  }
  const byGroup = new Map<BookingGroup, typeof data.bookings>();
  for (const booking of data.bookings) {
    const group = bookingGroup(booking.status);
    byGroup.set(group, [...(byGroup.get(group) ?? []), booking]);
  }
  const firstWithBookings = GROUPS.find((group) => (byGroup.get(group.value) ?? []).length > 0)?.value ?? 'requests';
  return (
    <Tabs defaultValue={firstWithBookings}>
      <TabsList aria-label="Booking states" className="flex-wrap">
        {GROUPS.map((group) => (
          <TabsTrigger key={group.value} value={group.value}>
            {group.label} ({(byGroup.get(group.value) ?? []).length})
          </TabsTrigger>
        ))}
      </TabsList>
      {GROUPS.map((group) => {
        const list = byGroup.get(group.value) ?? [];
        return (
          <TabsContent key={group.value} value={group.value} className="mt-4">
            {list.length === 0 ? (
              <p className="text-sm text-muted-foreground">{group.empty}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {list.map((booking) => (
                  <li key={booking.id}>
                    <BookingRow booking={booking} />
                    {as === 'sitter' && booking.status === 'requested' ? (
                      <OwnerReliabilityNote ownerId={booking.owner.id} ownerFirstName={booking.owner.firstName} />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

/** Bookings list, shared by /bookings and /booking-dashboard; a sitter switches between their two sides. */
export function BookingsPage() {
  const { user } = useAuth();
  const { isSitter } = useRole(user?.id);
  const [as, setAs] = useState<'owner' | 'sitter' | null>(null);
  const side = as ?? (isSitter ? 'sitter' : 'owner');
  return (
    <Screen
      title="Bookings"
      description="Requests, upcoming stays and past bookings in one place."
      actions={
        isSitter ? (
          <div role="group" aria-label="Show bookings" className="flex gap-1 rounded-lg bg-muted p-1">
            <Button
              size="sm"
              variant={side === 'sitter' ? 'default' : 'ghost'}
              aria-pressed={side === 'sitter'}
              onClick={() => setAs('sitter')}
            >
              As sitter
            </Button>
            <Button
              size="sm"
              variant={side === 'owner' ? 'default' : 'ghost'}
              aria-pressed={side === 'owner'}
              onClick={() => setAs('owner')}
            >
              As owner
            </Button>
          </div>
        ) : null
      }
    >
      {side === 'owner' ? <OwnerAskedCancellations /> : null}
      <MeetAndGreetList as={side} />
      <SeriesList as={side} />
      <BookingList key={side} as={side} />
    </Screen>
  );
}

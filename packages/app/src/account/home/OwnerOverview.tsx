import { NEW_PET_ID, paths } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, FormField, Skeleton } from '@pawpal/ui';
import { CalendarDays, PawPrint, Search } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { bookingGroup, useBookings } from '../../data/bookings';
import { describeError } from '../../data/mutation';
import { usePets } from '../../data/pets';
import { BookingRow } from '../../bookings/booking/BookingRow';
import { filtersToParams, DEFAULT_FILTERS } from '../../shared/search-filters';
import { SuburbAutocomplete } from '../../shared/SuburbAutocomplete';
import { PetListItem } from '../../pets/list/PetListItem';

/** Upcoming bookings shown on the owner's home at most. */
export const HOME_UPCOMING_LIMIT = 3;

/** Search by suburb or postcode; picking a suggestion searches straight away. */
export function SitterSearchBox() {
  const navigate = useNavigate();
  const [location, setLocation] = useState('');

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = location.trim();
    navigate(paths.browseServices(query ? `location=${encodeURIComponent(query)}` : undefined));
  }

  return (
    <form role="search" aria-label="Find a sitter" onSubmit={search} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField label="Suburb or postcode" className="flex-1" controlId="home-location">
        {(control) => (
          <SuburbAutocomplete
            {...control}
            name="location"
            placeholder="e.g. Fitzroy or 3065"
            value={location}
            onValueChange={setLocation}
            onSelect={(suburb) => {
              const params = filtersToParams({ ...DEFAULT_FILTERS, suburb: suburb.name, state: suburb.state, postcode: suburb.postcode });
              navigate(paths.browseServices(params.toString()));
            }}
          />
        )}
      </FormField>
      <Button type="submit">
        <Search aria-hidden="true" />
        Search sitters
      </Button>
    </form>
  );
}

/** The owner's next bookings. */
export function UpcomingBookings() {
  const { data, error, isLoading, mutate } = useBookings('owner');
  if (error && !data) {
    return (
      <ErrorState headingLevel={3} title="We couldn’t load your bookings" message={describeError(error)} onRetry={() => void mutate()} />
    );
  }
  if (isLoading || !data) return <Skeleton className="h-24 w-full rounded-xl" />;
  const upcoming = data.bookings
    .filter((booking) => bookingGroup(booking.status) === 'upcoming' || booking.status === 'requested')
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, HOME_UPCOMING_LIMIT);
  if (upcoming.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<CalendarDays />}
        title="No upcoming bookings"
        description="When you book a sitter, your upcoming stays and visits will show here."
        action={
          <Button asChild variant="outline">
            <Link to={paths.browseServices()}>Browse sitters</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {upcoming.map((booking) => (
          <li key={booking.id}>
            <BookingRow booking={booking} />
          </li>
        ))}
      </ul>
      <Button asChild variant="link" className="self-start px-0">
        <Link to={paths.bookings()}>All bookings</Link>
      </Button>
    </div>
  );
}

/** The owner's pets, with a way to add one. */
export function PetsOverview() {
  const { data, error, isLoading, mutate } = usePets();
  if (error && !data) {
    return <ErrorState headingLevel={3} title="We couldn’t load your pets" message={describeError(error)} onRetry={() => void mutate()} />;
  }
  if (isLoading || !data) return <Skeleton className="h-20 w-full rounded-xl" />;
  if (data.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<PawPrint />}
        title="No pets yet"
        description="Add your first pet so sitters know their routine, diet and any special needs."
        action={
          <Button asChild>
            <Link to={paths.petProfile(NEW_PET_ID)}>Add your first pet</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {data.map((pet) => (
        <li key={pet.id}>
          <PetListItem pet={pet} />
        </li>
      ))}
    </ul>
  );
}

/** A titled section of an owner's overview (home and my dashboard). */
export function OverviewSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

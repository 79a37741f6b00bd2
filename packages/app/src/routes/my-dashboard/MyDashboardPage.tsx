import { useAuth } from '../../data/auth';
import { PetsOverview, SitterSearchBox, UpcomingBookings } from '../home/OwnerOverview';
import { Screen } from '../screen/Screen';

/** The owner's overview: upcoming bookings, pets and a search. */
export function MyDashboardPage() {
  const { user } = useAuth();
  const firstName = user?.firstName?.trim();
  return (
    <Screen title="My dashboard" description={firstName ? `Everything for ${firstName}’s pets in one place.` : undefined}>
      <div className="flex flex-col gap-10">
        <section aria-labelledby="dashboard-upcoming" className="flex flex-col gap-4">
          <h2 id="dashboard-upcoming" className="text-xl font-semibold text-foreground">
            Upcoming bookings
          </h2>
          <UpcomingBookings />
        </section>
        <section aria-labelledby="dashboard-pets" className="flex flex-col gap-4">
          <h2 id="dashboard-pets" className="text-xl font-semibold text-foreground">
            Your pets
          </h2>
          <PetsOverview />
        </section>
        <section aria-labelledby="dashboard-search" className="flex flex-col gap-4">
          <h2 id="dashboard-search" className="text-xl font-semibold text-foreground">
            Find a sitter
          </h2>
          <SitterSearchBox />
        </section>
      </div>
    </Screen>
  );
}

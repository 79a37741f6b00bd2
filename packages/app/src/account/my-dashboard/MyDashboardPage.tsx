import { useAuth } from '../../data/auth';
import { OverviewSection, PetsOverview, SitterSearchBox, UpcomingBookings } from '../home/OwnerOverview';
import { Screen } from '../../screen/Screen';

/** The owner's overview: upcoming bookings, pets and a search. */
export function MyDashboardPage() {
  const { user } = useAuth();
  const firstName = user?.firstName?.trim();
  return (
    <Screen title="My dashboard" description={firstName ? `Everything for ${firstName}’s pets in one place.` : undefined}>
      <div className="flex flex-col gap-10">
        <OverviewSection title="Upcoming bookings">
          <UpcomingBookings />
        </OverviewSection>
        <OverviewSection title="Your pets">
          <PetsOverview />
        </OverviewSection>
        <OverviewSection title="Find a sitter">
          <SitterSearchBox />
        </OverviewSection>
      </div>
    </Screen>
  );
}

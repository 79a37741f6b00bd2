import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@pawpal/ui';
import { useAuth } from '../../data/auth';
import { PawpalNotices } from '../../notifications/PawpalNotices';
import { Screen } from '../../screen/Screen';
import { greeting } from './greeting';
import { OverviewSection, PetsOverview, SitterSearchBox, UpcomingBookings } from './OwnerOverview';

/** An owner's home: search, upcoming bookings and pets. */
export function HomePage() {
  const { user } = useAuth();
  const firstName = user?.firstName?.trim();
  return (
    <Screen
      title={greeting(user?.createdAt, firstName)}
      description="Find a sitter, keep track of bookings and look after your pets’ details in one place."
    >
      <div className="flex flex-col gap-10">
        <PawpalNotices />
        <Card>
          <CardHeader>
            <CardTitle as="h2">Find a sitter near you</CardTitle>
            <CardDescription>Search by suburb or postcode to see sitters in your area.</CardDescription>
          </CardHeader>
          <CardContent>
            <SitterSearchBox />
          </CardContent>
        </Card>
        <OverviewSection title="Upcoming bookings">
          <UpcomingBookings />
        </OverviewSection>
        <OverviewSection title="Your pets">
          <PetsOverview />
        </OverviewSection>
      </div>
    </Screen>
  );
}

import { Button, EmptyState } from '@pawpal/ui';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../data/auth';
import { useRole } from '../../data/role';
import { Screen } from '../screen/Screen';

/** Bookings list, shared by /bookings and /booking-dashboard. */
export function BookingsPage() {
  const { user } = useAuth();
  const { isSitter } = useRole(user?.id);
  return (
    <Screen title="Bookings" description="Requests, upcoming stays and past bookings in one place.">
      <EmptyState
        icon={<CalendarDays />}
        title="No bookings yet"
        description={
          isSitter
            ? 'Booking requests from owners, and the stays you’ve accepted, will appear here.'
            : 'Bookings you request with sitters, and their status, will appear here.'
        }
        action={
          isSitter ? undefined : (
            <Button asChild variant="outline">
              <Link to="/browse-services">Browse sitters</Link>
            </Button>
          )
        }
      />
    </Screen>
  );
}

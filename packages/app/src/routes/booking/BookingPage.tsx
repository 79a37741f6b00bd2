import { Button, EmptyState } from '@pawpal/ui';
import { CalendarDays } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Screen } from '../screen/Screen';

/**
 * Booking: /booking/{sitterId?} starts a booking with a sitter; /booking?id={bookingId} (the
 * target of a booking notification) shows an existing booking.
 */
export function BookingPage() {
  const { sitterId } = useParams();
  const [params] = useSearchParams();
  const bookingId = params.get('id');

  if (bookingId) {
    return (
      <Screen title="Booking details">
        <EmptyState
          icon={<CalendarDays />}
          title="Booking details aren’t available yet"
          description="The dates, pet, sitter, status and payment of this booking will appear here."
          action={
            <Button asChild variant="outline">
              <Link to="/bookings">Go to bookings</Link>
            </Button>
          }
        />
      </Screen>
    );
  }

  return (
    <Screen title="Book a sitter">
      <EmptyState
        icon={<CalendarDays />}
        title={sitterId ? 'Booking requests open soon' : 'Choose a sitter first'}
        description={
          sitterId
            ? 'You’ll choose your dates, pets and services here, then send your request to this sitter.'
            : 'Find a sitter you like, then book them from their profile.'
        }
        action={
          <Button asChild variant="outline">
            <Link to="/browse-services">Browse sitters</Link>
          </Button>
        }
      />
    </Screen>
  );
}

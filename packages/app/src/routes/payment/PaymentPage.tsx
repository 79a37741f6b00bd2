import { Button, EmptyState } from '@pawpal/ui';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Screen } from '../screen/Screen';

/** Pay for a booking, shared by /payment/{bookingId} and /stripe-payment/{bookingId}. */
export function PaymentPage() {
  return (
    <Screen title="Payment">
      <EmptyState
        icon={<CreditCard />}
        title="Payment isn’t available yet"
        description="Once a sitter accepts your booking, you’ll review the total and pay for it securely here."
        action={
          <Button asChild variant="outline">
            <Link to="/bookings">Go to bookings</Link>
          </Button>
        }
      />
    </Screen>
  );
}

import { EmptyState } from '@pawpal/ui';
import { ReceiptText } from 'lucide-react';
import { Screen } from '../../screen/Screen';

/** Payment history. */
export function PaymentsPage() {
  return (
    <Screen title="Payments">
      <EmptyState
        icon={<ReceiptText />}
        title="No payments yet"
        description="Payments for your bookings, with their receipts, will appear here."
      />
    </Screen>
  );
}

import { EmptyState } from '@pawpal/ui';
import { CreditCard } from 'lucide-react';
import { Screen } from '../../screen/Screen';

/** Saved payment details. */
export function PaymentDetailsPage() {
  return (
    <Screen title="Payment details">
      <EmptyState
        icon={<CreditCard />}
        title="No payment details saved"
        description="Cards you’ve saved for paying sitters, and your billing details, will appear here."
      />
    </Screen>
  );
}

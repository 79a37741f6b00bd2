import { EmptyState } from '@pawpal/ui';
import { Settings } from 'lucide-react';
import { Screen } from '../../screen/Screen';

/** Payment preferences. */
export function PaymentSettingsPage() {
  return (
    <Screen title="Payment settings">
      <EmptyState
        icon={<Settings />}
        title="No payment settings yet"
        description="Your payment preferences, such as your default card and receipt emails, will appear here."
      />
    </Screen>
  );
}

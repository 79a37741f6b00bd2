import { EmptyState } from '@pawpal/ui';
import { Banknote } from 'lucide-react';
import { Screen } from '../../screen/Screen';

/** Where a sitter's earnings are paid (the sitter nav's Payout Settings link). */
export function PayoutSettingsPage() {
  return (
    <Screen title="Payout settings" description="Choose where your Pawpal earnings are paid.">
      <EmptyState
        icon={<Banknote />}
        title="No payout account yet"
        description="The bank account your earnings are paid into, and your payout history, will appear here."
      />
    </Screen>
  );
}

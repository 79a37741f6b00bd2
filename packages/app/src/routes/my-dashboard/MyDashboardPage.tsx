import { EmptyState } from '@pawpal/ui';
import { LayoutDashboard } from 'lucide-react';
import { Screen } from '../screen/Screen';

/** The owner's overview. */
export function MyDashboardPage() {
  return (
    <Screen title="My dashboard">
      <EmptyState
        icon={<LayoutDashboard />}
        title="Nothing to show yet"
        description="An overview of your bookings, messages and pets will appear here."
      />
    </Screen>
  );
}

import { EmptyState } from '@pawpal/ui';
import { CalendarDays } from 'lucide-react';
import { Screen } from '../screen/Screen';

/** A sitter's available and blocked-out dates. */
export function AvailabilityManagementPage() {
  return (
    <Screen title="Availability">
      <EmptyState
        icon={<CalendarDays />}
        title="No availability set"
        description="The dates you can take bookings, and the dates you’ve blocked out, will appear here."
      />
    </Screen>
  );
}

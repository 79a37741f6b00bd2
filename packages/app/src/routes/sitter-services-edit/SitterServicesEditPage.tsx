import { EmptyState } from '@pawpal/ui';
import { ListChecks } from 'lucide-react';
import { Screen } from '../screen/Screen';

/** A sitter's services and rates. */
export function SitterServicesEditPage() {
  return (
    <Screen title="My services">
      <EmptyState
        icon={<ListChecks />}
        title="No services yet"
        description="The services you offer, such as dog walking, drop-in visits or overnight stays, and your rates will appear here."
      />
    </Screen>
  );
}

import { EmptyState } from '@pawpal/ui';
import { PawPrint } from 'lucide-react';
import { Screen } from '../screen/Screen';

/** The owner's pets. */
export function PetProfilesPage() {
  return (
    <Screen title="My pets" description="Give sitters what they need to know about each of your pets.">
      <EmptyState
        icon={<PawPrint />}
        title="No pets yet"
        description="Your pets’ profiles, with their routine, diet, health and care notes, will appear here. Adding pets is coming soon."
      />
    </Screen>
  );
}

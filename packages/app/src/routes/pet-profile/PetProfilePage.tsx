import { Button, EmptyState } from '@pawpal/ui';
import { PawPrint } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Screen } from '../screen/Screen';

/** One pet: /pet-profile/{petId}. */
export function PetProfilePage() {
  return (
    <Screen title="Pet profile">
      <EmptyState
        icon={<PawPrint />}
        title="This pet profile isn’t available yet"
        description="The pet’s photo, breed, age, routine and care notes will appear here."
        action={
          <Button asChild variant="outline">
            <Link to="/pet-profiles">Back to my pets</Link>
          </Button>
        }
      />
    </Screen>
  );
}

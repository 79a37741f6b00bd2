import { NEW_PET_ID, paths } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, Skeleton } from '@pawpal/ui';
import { PawPrint, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { describeError } from '../../data/mutation';
import { usePets } from '../../data/pets';
import { PetListItem } from './PetListItem';
import { Screen } from '../../screen/Screen';

/** The owner's pets. */
export function PetProfilesPage() {
  const { data: pets, error, isLoading, mutate } = usePets();
  const addPet = (
    <Button asChild>
      <Link to={paths.petProfile(NEW_PET_ID)}>
        <Plus aria-hidden="true" />
        Add pet
      </Link>
    </Button>
  );
  return (
    <Screen
      title="My pets"
      description="Give sitters what they need to know about each of your pets."
      actions={pets && pets.length > 0 ? addPet : null}
    >
      {error && !pets ? (
        <ErrorState title="We couldn’t load your pets" message={describeError(error)} onRetry={() => void mutate()} />
      ) : isLoading || !pets ? (
        <div aria-label="Loading pets" className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-20 rounded-xl" />
          <Skeleton className="h-20 rounded-xl" />
        </div>
      ) : pets.length === 0 ? (
        <EmptyState
          icon={<PawPrint />}
          title="No pets yet"
          description="Add your first pet so sitters know their routine, diet and any special needs."
          action={addPet}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {pets.map((pet) => (
            <li key={pet.id}>
              <PetListItem pet={pet} />
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

import { paths, type Pet } from '@pawpal/contract';
import { Badge, UserAvatar } from '@pawpal/ui';
import { Link } from 'react-router-dom';
import { PET_SPECIES_LABELS } from '../../data/pets';
import { DOG_SIZE_LABELS } from '../../data/sitters';

/** A pet in a list: photo, name, species and size, linking to its profile. */
export function PetListItem({ pet }: { pet: Pet }) {
  return (
    <Link
      to={paths.petProfile(pet.id)}
      className="flex min-w-0 items-center gap-3 rounded-xl border border-border bg-card p-4 outline-none transition-colors hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <UserAvatar src={pet.photoUrl} firstName={pet.name} alt={pet.name} />
      <span className="flex min-w-0 flex-col">
        {/* A long name wraps anywhere rather than widening the card past a narrow screen. */}
        <span className="font-semibold wrap-anywhere">{pet.name}</span>
        <span className="text-sm text-muted-foreground wrap-anywhere">
          {[PET_SPECIES_LABELS[pet.species], pet.breed].filter(Boolean).join(' · ')}
        </span>
      </span>
      {pet.sizeClass ? (
        <Badge variant="secondary" className="ml-auto">
          {DOG_SIZE_LABELS[pet.sizeClass]}
        </Badge>
      ) : null}
    </Link>
  );
}

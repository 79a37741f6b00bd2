import { apiPaths, type Pet, type PetSex, type PetSpecies } from '@pawpal/contract';
import useSWR from 'swr';

/* Pets (docs/api-contract.md, "Pets"; the shapes, species, sexes and size rule are @pawpal/contract's). */

export const PET_SPECIES_LABELS: Record<PetSpecies, string> = {
  dog: 'Dog',
  cat: 'Cat',
  small_animal: 'Small animal',
  bird: 'Bird',
  other: 'Other',
};

export const PET_SEX_LABELS: Record<PetSex, string> = { male: 'Male', female: 'Female', unknown: 'Unknown' };

export function usePets(enabled = true) {
  return useSWR<Pet[], Error>(enabled ? apiPaths.pets() : null);
}

export function usePet(petId: string | undefined) {
  return useSWR<Pet, Error>(petId ? apiPaths.pet(petId) : null);
}

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

/* TEMPORARY (APPCONTRACT): old names for screens until they import @pawpal/contract directly. */
export { NEW_PET_ID, PET_SEXES, PET_SPECIES, dogSizeForWeight as sizeClassForWeight } from '@pawpal/contract';
export type { CreatePetInput as PetInput, Pet, PetSex, PetSpecies, Vaccination } from '@pawpal/contract';
export const PETS_KEY = apiPaths.pets();
export const petKey = apiPaths.pet;

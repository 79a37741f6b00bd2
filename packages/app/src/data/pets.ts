import { apiPaths, type CreatePetInput, type Pet, type PetSex, type PetSpecies, type UpdatePetInput } from '@pawpal/contract';
import useSWR from 'swr';
import { sendJson } from './mutation';

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

/* The owner's writes; each throws the API's message (ApiError). */

/** POST /api/pets: the new pet as saved. */
export function createPet(input: CreatePetInput): Promise<Pet> {
  return sendJson<Pet>('POST', apiPaths.pets(), input);
}

/** PATCH /api/pets/{id}: the pet as saved. */
export function updatePet(petId: string, input: UpdatePetInput): Promise<Pet> {
  return sendJson<Pet>('PATCH', apiPaths.pet(petId), input);
}

/** DELETE /api/pets/{id}. */
export async function deletePet(petId: string): Promise<void> {
  await sendJson<null>('DELETE', apiPaths.pet(petId));
}

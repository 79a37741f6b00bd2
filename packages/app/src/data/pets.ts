import useSWR from 'swr';
import type { DogSize } from './sitters';

/* Pets (docs/api-contract.md, "Pets"). */

export const PET_SPECIES = ['dog', 'cat', 'small_animal', 'bird', 'other'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];

export const PET_SPECIES_LABELS: Record<PetSpecies, string> = {
  dog: 'Dog',
  cat: 'Cat',
  small_animal: 'Small animal',
  bird: 'Bird',
  other: 'Other',
};

export const PET_SEXES = ['male', 'female', 'unknown'] as const;
export type PetSex = (typeof PET_SEXES)[number];
export const PET_SEX_LABELS: Record<PetSex, string> = { male: 'Male', female: 'Female', unknown: 'Unknown' };

export interface Vaccination {
  name: string;
  /** YYYY-MM-DD */
  expiresOn: string;
}

/** Optional fields may be null: null clears a field on PATCH. */
export interface PetInput {
  name: string;
  species: PetSpecies;
  breed?: string | null;
  dateOfBirth?: string | null;
  weightKg?: number | null;
  sex?: PetSex | null;
  desexed?: boolean | null;
  microchipNumber?: string | null;
  photoUrl?: string | null;
  temperament?: string | null;
  feedingInstructions?: string | null;
  walkingInstructions?: string | null;
  medicationInstructions?: string | null;
  vetName?: string | null;
  vetPhone?: string | null;
  vaccinations?: Vaccination[] | null;
}

export interface Pet extends PetInput {
  id: string;
  ownerId: string;
  sizeClass: DogSize | null;
  createdAt: string;
  updatedAt: string;
}

export const PETS_KEY = '/api/pets';

export function petKey(petId: string): string {
  return `/api/pets/${encodeURIComponent(petId)}`;
}

/** Weight limits of the dog size classes (kg, upper bounds exclusive), as the API derives them. */
export const DOG_SIZE_UPPER_KG = { small: 10, medium: 25, large: 45 } as const;

/** The size class the API will derive from a dog's weight (shown live while editing). */
export function sizeClassForWeight(weightKg: number | undefined | null): DogSize | null {
  if (weightKg === undefined || weightKg === null || !Number.isFinite(weightKg) || weightKg <= 0) return null;
  if (weightKg < DOG_SIZE_UPPER_KG.small) return 'small';
  if (weightKg < DOG_SIZE_UPPER_KG.medium) return 'medium';
  if (weightKg < DOG_SIZE_UPPER_KG.large) return 'large';
  return 'giant';
}

export function usePets(enabled = true) {
  return useSWR<Pet[], Error>(enabled ? PETS_KEY : null);
}

export function usePet(petId: string | undefined) {
  return useSWR<Pet, Error>(petId ? petKey(petId) : null);
}

/** The id in /pet-profile/new: the add-a-pet form. */
export const NEW_PET_ID = 'new';

import { type DogSize } from './sitters.js';

/* Pets (GET/POST /api/pets, GET/PATCH/DELETE /api/pets/{id}). */

/** Species a pet can be. */
export const PET_SPECIES = ['dog', 'cat', 'small_animal', 'bird', 'other'] as const;
/** One of PET_SPECIES. */
export type PetSpecies = (typeof PET_SPECIES)[number];

/** A pet's sex. */
export const PET_SEXES = ['male', 'female', 'unknown'] as const;
/** One of PET_SEXES. */
export type PetSex = (typeof PET_SEXES)[number];

/** Longest pet name. */
export const PET_NAME_MAX_LENGTH = 60;
/** Longest short text field (breed, vet name, vaccination name). */
export const PET_SHORT_TEXT_MAX_LENGTH = 120;
/** Longest instructions field (temperament, feeding, walking, medication). */
export const PET_INSTRUCTIONS_MAX_LENGTH = 2000;
/** Heaviest weight accepted, kg. */
export const MAX_PET_WEIGHT_KG = 200;
/** Most vaccinations on one pet. */
export const MAX_VACCINATIONS = 30;
/** Oldest a pet can be, years (guards typos in the date of birth). */
export const MAX_PET_AGE_YEARS = 50;
/** A microchip number: 9 to 15 digits. */
export const MICROCHIP_PATTERN = /^\d{9,15}$/;
/** A vet phone number as typed. */
export const VET_PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

/** One vaccination and the day it expires (YYYY-MM-DD). */
export interface Vaccination {
  name: string;
  expiresOn: string;
}

/** Everything about a pet except its name and species, all optional; null clears a field. */
export interface PetDetailsInput {
  breed?: string | null;
  /** YYYY-MM-DD */
  dateOfBirth?: string | null;
  weightKg?: number | null;
  sex?: PetSex | null;
  desexed?: boolean | null;
  microchipNumber?: string | null;
  /** A URL from POST /api/uploads/images. */
  photoUrl?: string | null;
  temperament?: string | null;
  feedingInstructions?: string | null;
  walkingInstructions?: string | null;
  medicationInstructions?: string | null;
  vetName?: string | null;
  vetPhone?: string | null;
  vaccinations?: Vaccination[] | null;
}

/** POST /api/pets body. */
export interface CreatePetInput extends PetDetailsInput {
  name: string;
  species: PetSpecies;
}

/** PATCH /api/pets/{id} body: any subset; name and species cannot be cleared. */
export interface UpdatePetInput extends PetDetailsInput {
  name?: string;
  species?: PetSpecies;
}

/** A pet as clients see it (every pets endpoint; DELETE answers 204). */
export interface Pet {
  id: string;
  ownerId: string;
  name: string;
  species: PetSpecies;
  breed: string | null;
  dateOfBirth: string | null;
  weightKg: number | null;
  /** Derived from the weight, dogs only (dogSizeForWeight). */
  sizeClass: DogSize | null;
  sex: PetSex | null;
  desexed: boolean | null;
  microchipNumber: string | null;
  photoUrl: string | null;
  temperament: string | null;
  feedingInstructions: string | null;
  walkingInstructions: string | null;
  medicationInstructions: string | null;
  vetName: string | null;
  vetPhone: string | null;
  vaccinations: Vaccination[];
  createdAt: string;
  updatedAt: string;
}

import { type DogSize } from '@pawpal/contract';

export const PET_SPECIES = ['dog', 'cat', 'small_animal', 'bird', 'other'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];

export const PET_SEXES = ['male', 'female', 'unknown'] as const;
export type PetSex = (typeof PET_SEXES)[number];

/**
 * A dog's size class from its weight: small under 10 kg, medium under 25, large under 45, giant
 * from 45 kg. Each limit is the exclusive upper bound of its class.
 */
export const DOG_SIZE_LIMITS_KG = Object.freeze({ small: 10, medium: 25, large: 45 } as const);

export const PET_NAME_MAX_LENGTH = 60;
export const PET_SHORT_TEXT_MAX_LENGTH = 120;
export const PET_INSTRUCTIONS_MAX_LENGTH = 2000;
/** Heaviest weight accepted, kg (a large mastiff is ~100 kg). */
export const MAX_PET_WEIGHT_KG = 200;
export const MAX_VACCINATIONS = 30;
/** A pet cannot be older than this many years (guards typos in the date of birth). */
export const MAX_PET_AGE_YEARS = 50;

/** Size class of a pet: only dogs with a known weight have one. */
export function sizeClassFor(species: PetSpecies, weightKg: number | null): DogSize | null {
  if (species !== 'dog' || weightKg === null) return null;
  if (weightKg < DOG_SIZE_LIMITS_KG.small) return 'small';
  if (weightKg < DOG_SIZE_LIMITS_KG.medium) return 'medium';
  if (weightKg < DOG_SIZE_LIMITS_KG.large) return 'large';
  return 'giant';
}

import { CANCELLATION_POLICY_NAMES, type CancellationPolicy } from '../money/money.constants.js';

/** What a sitter offers, each with its own price per unit. */
export const SERVICE_TYPES = ['boarding', 'house_sitting', 'drop_in', 'day_care', 'dog_walking'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The unit a service's price is charged per. */
export const SERVICE_UNITS = Object.freeze({
  boarding: 'night',
  house_sitting: 'night',
  drop_in: 'visit',
  day_care: 'day',
  dog_walking: 'walk',
} as const satisfies Record<ServiceType, string>);
export type ServiceUnit = (typeof SERVICE_UNITS)[ServiceType];

/** Dog size classes by weight: small < 10 kg, medium 10–25, large 25–45, giant > 45. */
export const DOG_SIZES = ['small', 'medium', 'large', 'giant'] as const;
export type DogSize = (typeof DOG_SIZES)[number];

/** Pet types a search can ask for (pets accepted). */
export const PET_TYPES = ['dog', 'cat', 'small_animal', 'bird'] as const;
export type PetType = (typeof PET_TYPES)[number];

export { CANCELLATION_POLICY_NAMES, type CancellationPolicy };

export const HEADLINE_MIN_LENGTH = 10;
export const HEADLINE_MAX_LENGTH = 100;
export const ABOUT_MAX_LENGTH = 4000;
export const MAX_EXPERIENCE_YEARS = 80;
/** How many pets a sitter may take at once, at most. */
export const MAX_PETS_LIMIT = 20;
/** Lowest and highest price of one unit of service, in cents ($1 to $2,000). */
export const MIN_PRICE_CENTS = 100;
export const MAX_PRICE_CENTS = 200_000;
export const MAX_PHOTOS = 12;
/** Sitter photos must be images stored by POST /api/uploads/images. */
export const UPLOAD_URL_PATTERN = /^\/api\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Services in the canonical order of SERVICE_TYPES (boarding first), whatever order they were stored in. */
export function sortServices<T extends { type: ServiceType }>(services: readonly T[]): T[] {
  return [...services].sort((a, b) => SERVICE_TYPES.indexOf(a.type) - SERVICE_TYPES.indexOf(b.type));
}

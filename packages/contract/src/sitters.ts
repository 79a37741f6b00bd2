import { type CancellationPolicy } from './cancellation.js';
import { type AuState } from './geo.js';
import { type Badge } from './verification.js';

/* Services, dog sizes and sitter profiles (POST /api/sitters, GET/PATCH /api/sitters/me,
 * PUT /api/sitters/me/services, GET /api/sitters/{id}). */

/** What a sitter offers, each with its own price per unit, in the canonical order. */
export const SERVICE_TYPES = ['boarding', 'house_sitting', 'drop_in', 'day_care', 'dog_walking'] as const;
/** One of SERVICE_TYPES. */
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** What a person reads for each service: in the app, on receipts and in tax statements. */
export const SERVICE_LABELS: Readonly<Record<ServiceType, string>> = Object.freeze({
  boarding: 'Boarding',
  house_sitting: 'House sitting',
  drop_in: 'Drop-in visits',
  day_care: 'Doggy day care',
  dog_walking: 'Dog walking',
});

/**
 * What a sentence calls each service, in lower case: "Sam doesn't offer day care". A different thing
 * from SERVICE_LABELS, which name a service on its own (a heading, a chip, a receipt line).
 */
export const SERVICE_NOUNS: Readonly<Record<ServiceType, string>> = Object.freeze({
  boarding: 'boarding',
  house_sitting: 'house sitting',
  drop_in: 'drop-in visits',
  day_care: 'day care',
  dog_walking: 'dog walking',
});

/** The unit each service's price is charged per. */
export const SERVICE_UNITS = Object.freeze({
  boarding: 'night',
  house_sitting: 'night',
  drop_in: 'visit',
  day_care: 'day',
  dog_walking: 'walk',
} as const satisfies Record<ServiceType, string>);
/** A price unit: night, visit, day or walk. */
export type ServiceUnit = (typeof SERVICE_UNITS)[ServiceType];

/** Services booked by the visit: the request names a start and end time as well as the dates. */
export const TIMED_SERVICES: readonly ServiceType[] = Object.freeze(['drop_in', 'dog_walking']);

/** Whether `service` is one of TIMED_SERVICES (false for anything that is not a service type, '' included). */
export function isTimedService(service: string): boolean {
  return (TIMED_SERVICES as readonly string[]).includes(service);
}

/** Dog size classes by weight: small < 10 kg, medium 10–25, large 25–45, giant from 45. */
export const DOG_SIZES = ['small', 'medium', 'large', 'giant'] as const;
/** One of DOG_SIZES. */
export type DogSize = (typeof DOG_SIZES)[number];

/** Exclusive upper weight bound (kg) of each dog size class below giant. */
export const DOG_SIZE_LIMITS_KG = Object.freeze({ small: 10, medium: 25, large: 45 } as const);

/** The size class of a dog of `weightKg` (null for an unknown, zero or negative weight). */
export function dogSizeForWeight(weightKg: number | null | undefined): DogSize | null {
  if (weightKg === null || weightKg === undefined || !Number.isFinite(weightKg) || weightKg <= 0) return null;
  if (weightKg < DOG_SIZE_LIMITS_KG.small) return 'small';
  if (weightKg < DOG_SIZE_LIMITS_KG.medium) return 'medium';
  if (weightKg < DOG_SIZE_LIMITS_KG.large) return 'large';
  return 'giant';
}

/**
 * A sitter's surname as anyone sees it before the two have a booking (public profile, search,
 * reviews, chat): its first letter, upper-case.
 */
export function lastInitialOf(lastName: string): string {
  return lastName.slice(0, 1).toUpperCase();
}

/** "Sam T." from a first name and a last initial (just the first name without one). */
export function initialledName(firstName: string, lastInitial: string): string {
  return lastInitial ? `${firstName} ${lastInitial}.` : firstName;
}

/** Shortest sitter headline, characters. */
export const SITTER_HEADLINE_MIN_LENGTH = 10;
/** Longest sitter headline, characters. */
export const SITTER_HEADLINE_MAX_LENGTH = 100;
/** Longest sitter "about" text, characters. */
export const SITTER_ABOUT_MAX_LENGTH = 4000;
/** Most years of experience a sitter may state. */
export const SITTER_MAX_EXPERIENCE_YEARS = 80;
/** Highest `maxPets` a sitter may set (pets looked after at once); the lowest is 1. */
export const SITTER_MAX_PETS_LIMIT = 20;
/** Most photos on a sitter profile. */
export const SITTER_MAX_PHOTOS = 12;
/** Lowest price of one unit of service, cents ($1). */
export const SERVICE_MIN_PRICE_CENTS = 100;
/** Highest price of one unit of service, cents ($2,000). */
export const SERVICE_MAX_PRICE_CENTS = 200_000;

/** Which pets a sitter accepts. */
export interface PetsAccepted {
  dogSizes: DogSize[];
  cats: boolean;
  smallAnimals: boolean;
  birds: boolean;
}

/** A service a sitter offers and its price per unit, cents. */
export interface ServicePrice {
  type: ServiceType;
  priceCents: number;
}

/** PUT /api/sitters/me/services body: the whole list (1 to 5 services, each type once). */
export interface ServicesInput {
  services: ServicePrice[];
}

/** The profile fields a sitter writes, shared by the input, their own view and the public view. */
export interface SitterProfileFields {
  headline: string;
  about: string;
  experienceYears: number;
  suburb: string;
  /** Four digits (POSTCODE_PATTERN). */
  postcode: string;
  state: AuState;
  petsAccepted: PetsAccepted;
  /** Pets looked after at once, 1 to SITTER_MAX_PETS_LIMIT. */
  maxPets: number;
  cancellationPolicy: CancellationPolicy;
  /** URLs from POST /api/uploads/images, at most SITTER_MAX_PHOTOS. */
  photoUrls: string[];
}

/** POST /api/sitters body: the whole profile, services included (a missing photoUrls counts as []). */
export interface SitterProfileInput extends SitterProfileFields {
  services: ServicePrice[];
}

/** PATCH /api/sitters/me body: any subset; services change through PUT /api/sitters/me/services. */
export type UpdateSitterProfileInput = Partial<SitterProfileFields> & {
  /** Ask new owners for a meet-and-greet before their first booking (docs/bookings.md#meet-and-greets). */
  requiresMeetAndGreet?: boolean;
};

/** The sitter's own profile (GET/PATCH /api/sitters/me, POST /api/sitters, PUT services); `id === userId`. */
export interface SitterProfile extends SitterProfileFields {
  id: string;
  userId: string;
  /** IANA zone of the sitter's state; bookings are in it. */
  timeZone: string;
  latitude: number;
  longitude: number;
  /** In SERVICE_TYPES order. */
  services: ServicePrice[];
  createdAt: string;
  /** New owners meet the sitter (a meet-and-greet that happened) before their first booking request. */
  requiresMeetAndGreet: boolean;
}

/** GET /api/sitters/{id}: what anyone may see of a sitter (no exact location). */
export interface PublicSitterProfile extends SitterProfileFields {
  id: string;
  firstName: string;
  lastInitial: string;
  avatarUrl: string | null;
  timeZone: string;
  /** In SERVICE_TYPES order, each with its price unit. */
  services: (ServicePrice & { unit: ServiceUnit })[];
  rating: { average: number | null; count: number };
  /** Share (0–1) of booking requests answered before they expired; null before the first one. */
  responseRate: number | null;
  /** Owners with at least two paid or completed bookings with this sitter. */
  repeatClientCount: number;
  memberSince: string;
  /** The sitter's current (unexpired) badges. */
  badges: Badge[];
  /** New owners meet the sitter (a meet-and-greet that happened) before their first booking request. */
  requiresMeetAndGreet: boolean;
  /** When the sitter last confirmed their availability (null: not counted yet); see availabilityFreshness. */
  availabilityConfirmedAt: string | null;
  /** Holds the "Reliable sitter" tier (docs/reliability.md). */
  reliable: boolean;
}

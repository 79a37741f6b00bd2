import useSWR from 'swr';

/*
 * Sitter profiles, availability and the sitter's own summary (docs/api-contract.md, "Sitters").
 * Service types, dog sizes and cancellation policies are listed once here with what a person
 * reads for each.
 */

export const SERVICE_TYPES = ['boarding', 'house_sitting', 'drop_in', 'day_care', 'dog_walking'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_LABELS: Record<ServiceType, string> = {
  boarding: 'Boarding',
  house_sitting: 'House sitting',
  drop_in: 'Drop-in visits',
  day_care: 'Doggy day care',
  dog_walking: 'Dog walking',
};

export type PriceUnit = 'night' | 'visit' | 'day' | 'walk';

/** What each service is charged per (the API sends the same unit with public profiles). */
export const SERVICE_UNITS: Record<ServiceType, PriceUnit> = {
  boarding: 'night',
  house_sitting: 'night',
  drop_in: 'visit',
  day_care: 'day',
  dog_walking: 'walk',
};

/** Services booked by the visit (a time of day is chosen as well as the dates). */
export const TIMED_SERVICES: readonly ServiceType[] = ['drop_in', 'dog_walking'];

export const SERVICE_DESCRIPTIONS: Record<ServiceType, string> = {
  boarding: 'Pets stay overnight at your home.',
  house_sitting: 'You stay overnight at the owner’s home.',
  drop_in: 'Visits to feed, play and check in.',
  day_care: 'Pets spend the day at your home.',
  dog_walking: 'Walks around the owner’s neighbourhood.',
};

export const DOG_SIZES = ['small', 'medium', 'large', 'giant'] as const;
export type DogSize = (typeof DOG_SIZES)[number];

export const DOG_SIZE_LABELS: Record<DogSize, string> = {
  small: 'Small (under 10 kg)',
  medium: 'Medium (10–25 kg)',
  large: 'Large (25–45 kg)',
  giant: 'Giant (over 45 kg)',
};

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

export const CANCELLATION_POLICY_LABELS: Record<CancellationPolicy, string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};

/** Full refund when the owner cancels at least this many days (of 24 h) before the start (api/src/money). */
export const FULL_REFUND_DAYS_BEFORE: Record<CancellationPolicy, number> = { flexible: 1, moderate: 7, strict: 14 };
/** After the cut-off (also after the start) the owner gets this share of what they paid back. */
export const LATE_CANCELLATION_REFUND_PERCENT = 50;

function policyDescription(policy: CancellationPolicy): string {
  const days = FULL_REFUND_DAYS_BEFORE[policy];
  const cutOff = days === 1 ? '24 hours' : `${days} days`;
  return `Full refund if the owner cancels at least ${cutOff} before the booking starts; ${LATE_CANCELLATION_REFUND_PERCENT} % back after that. If the sitter cancels, the owner always gets a full refund.`;
}

/** How each policy refunds the owner, as the money module applies it. */
export const CANCELLATION_POLICY_DESCRIPTIONS: Record<CancellationPolicy, string> = {
  flexible: policyDescription('flexible'),
  moderate: policyDescription('moderate'),
  strict: policyDescription('strict'),
};

export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AuState = (typeof AU_STATES)[number];

export interface PetsAccepted {
  dogSizes: DogSize[];
  cats: boolean;
  smallAnimals: boolean;
  birds: boolean;
}

export interface ServicePrice {
  type: ServiceType;
  priceCents: number;
}

export interface SitterProfileInput {
  headline: string;
  about: string;
  experienceYears: number;
  suburb: string;
  postcode: string;
  state: AuState;
  petsAccepted: PetsAccepted;
  maxPets: number;
  services: ServicePrice[];
  cancellationPolicy: CancellationPolicy;
  photoUrls: string[];
}

export interface SitterProfile extends SitterProfileInput {
  id: string;
  userId: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  createdAt: string;
}

export interface PublicSitterProfile {
  id: string;
  firstName: string;
  lastInitial: string;
  avatarUrl: string | null;
  headline: string;
  about: string;
  experienceYears: number;
  suburb: string;
  postcode: string;
  state: string;
  timeZone: string;
  petsAccepted: PetsAccepted;
  maxPets: number;
  services: (ServicePrice & { unit: PriceUnit })[];
  cancellationPolicy: CancellationPolicy;
  photoUrls: string[];
  rating: { average: number | null; count: number };
  responseRate: number | null;
  repeatClientCount: number;
  memberSince: string;
}

export type DayStatus = 'available' | 'blocked' | 'booked';

export interface Availability {
  timeZone: string;
  days: { date: string; status: DayStatus }[];
}

export const SITTER_ME_KEY = '/api/sitters/me';
export const SITTER_SUMMARY_KEY = '/api/sitters/me/summary';

export function sitterKey(sitterId: string): string {
  return `/api/sitters/${encodeURIComponent(sitterId)}`;
}

export function sitterAvailabilityKey(sitterId: string, from: string, to: string): string {
  return `${sitterKey(sitterId)}/availability?from=${from}&to=${to}`;
}

/** A public profile, e.g. "Sam T.". */
export function sitterDisplayName(sitter: { firstName: string; lastInitial: string }): string {
  return sitter.lastInitial ? `${sitter.firstName} ${sitter.lastInitial}.` : sitter.firstName;
}

/** "/ night" for Price and SitterCard. */
export function unitSuffix(unit: PriceUnit | string): string {
  return `/ ${unit}`;
}

/** Whole dollars or dollars and cents typed by a person → integer cents; null when not a price. */
export function dollarsToCents(input: string): number | null {
  const trimmed = input.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** Cents → the text a price input shows: 4500 → "45", 4550 → "45.50". */
export function centsToDollarsInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export function usePublicSitter(sitterId: string | undefined) {
  return useSWR<PublicSitterProfile, Error>(sitterId ? sitterKey(sitterId) : null);
}

export function useSitterAvailability(sitterId: string | undefined, from: string, to: string) {
  return useSWR<Availability, Error>(sitterId ? sitterAvailabilityKey(sitterId, from, to) : null);
}

export function useMySitterProfile(enabled = true) {
  return useSWR<SitterProfile, Error>(enabled ? SITTER_ME_KEY : null);
}

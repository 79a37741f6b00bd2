import {
  CANCELLATION_POLICIES,
  LATE_CANCELLATION_REFUND_FRACTION,
  apiPaths,
  type Availability,
  type CancellationPolicy,
  type DogSize,
  initialledName,
  type PublicSitterProfile,
  type ServicePrice,
  type ServiceType,
  type ServiceUnit,
  type SitterProfile,
  type SitterProfileInput,
  type UpdateAvailabilityInput,
  type UpdateSitterProfileInput,
} from '@pawpal/contract';
import useSWR from 'swr';
import { sendJson } from './mutation';

/*
 * Sitter profiles and availability (docs/api-contract.md, "Sitters";
 * the shapes, service types, dog sizes and cancellation policies are @pawpal/contract's). What a
 * person reads for each service, size and policy is written here, once.
 */

/** The contract's, re-exported where the app's screens have always imported it. */
export { SERVICE_LABELS } from '@pawpal/contract';

export const SERVICE_DESCRIPTIONS: Record<ServiceType, string> = {
  boarding: 'Pets stay overnight at your home.',
  house_sitting: 'You stay overnight at the owner’s home.',
  drop_in: 'Visits to feed, play and check in.',
  day_care: 'Pets spend the day at your home.',
  dog_walking: 'Walks around the owner’s neighbourhood.',
};

export const DOG_SIZE_LABELS: Record<DogSize, string> = {
  small: 'Small (under 10 kg)',
  medium: 'Medium (10–25 kg)',
  large: 'Large (25–45 kg)',
  giant: 'Giant (over 45 kg)',
};

export const CANCELLATION_POLICY_LABELS: Record<CancellationPolicy, string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};

function policyDescription(policy: CancellationPolicy): string {
  const days = CANCELLATION_POLICIES[policy].fullRefundDaysBefore;
  const cutOff = days === 1 ? '24 hours' : `${days} days`;
  const latePercent = Math.round(LATE_CANCELLATION_REFUND_FRACTION * 100);
  return `Full refund if the owner cancels at least ${cutOff} before the booking starts; ${latePercent} % back after that. If the sitter cancels, the owner always gets a full refund.`;
}

/** How each policy refunds the owner, as the contract's refund rule applies it. */
export const CANCELLATION_POLICY_DESCRIPTIONS: Record<CancellationPolicy, string> = {
  flexible: policyDescription('flexible'),
  moderate: policyDescription('moderate'),
  strict: policyDescription('strict'),
};

/** A public profile, e.g. "Sam T.". */
export function sitterDisplayName(sitter: { firstName: string; lastInitial: string }): string {
  return initialledName(sitter.firstName, sitter.lastInitial);
}

/** "/ night" for Price and SitterCard. */
export function unitSuffix(unit: ServiceUnit | string): string {
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
  return useSWR<PublicSitterProfile, Error>(sitterId ? apiPaths.sitter(sitterId) : null);
}

export function useSitterAvailability(sitterId: string | undefined, from: string, to: string) {
  return useSWR<Availability, Error>(sitterId ? apiPaths.sitterAvailability(sitterId, { from, to }) : null);
}

export function useMySitterProfile(enabled = true) {
  return useSWR<SitterProfile, Error>(enabled ? apiPaths.mySitterProfile() : null);
}

/* The sitter's own writes; each resolves with what the API saved and throws the API's message (ApiError). */

/** POST /api/sitters: the signed-in member becomes a sitter, profile and services in one. */
export function createSitterProfile(input: SitterProfileInput): Promise<SitterProfile> {
  return sendJson<SitterProfile>('POST', apiPaths.sitters(), input);
}

/** PATCH /api/sitters/me: any of the profile's fields. */
export function updateSitterProfile(input: UpdateSitterProfileInput): Promise<SitterProfile> {
  return sendJson<SitterProfile>('PATCH', apiPaths.mySitterProfile(), input);
}

/** PUT /api/sitters/me/services: the whole list of services. */
export function saveSitterServices(services: ServicePrice[]): Promise<SitterProfile> {
  return sendJson<SitterProfile>('PUT', apiPaths.mySitterServices(), { services });
}

/** PUT /api/sitters/me/availability: days to block and to free again. */
export function saveAvailability(changes: UpdateAvailabilityInput): Promise<Availability> {
  return sendJson<Availability>('PUT', apiPaths.myAvailability(), changes);
}

import {
  DAY_CARE_DROP_OFF_TIME,
  DAY_CARE_PICK_UP_TIME,
  isTimedService,
  OVERNIGHT_HANDOVER_TIME,
  SERVICE_TYPES,
  SERVICE_UNITS,
  type ServiceType,
} from '@pawpal/contract';

// The limits both sides know (response and payment windows, booking length, message and review
// lengths, list sizes) live in @pawpal/contract; these are the API's own.
export const MS_PER_HOUR = 60 * 60 * 1000;

/** Overnight services (boarding, house sitting) start and end at these local times unless the owner chooses others (contract). */
export const OVERNIGHT_CHECK_IN_TIME = OVERNIGHT_HANDOVER_TIME;
export const OVERNIGHT_CHECK_OUT_TIME = OVERNIGHT_HANDOVER_TIME;
/** Day care runs from drop-off on the first day to pick-up on the last, local time, unless the owner chooses others. */
export { DAY_CARE_DROP_OFF_TIME, DAY_CARE_PICK_UP_TIME };

export type StayKind = 'overnight' | 'daytime' | 'visits';

/**
 * How each service is counted: the contract's timed services by visits or walks per day (inclusive,
 * with times); the rest by nights (priced per night, end date exclusive) or days (inclusive).
 */
export const SERVICE_STAY_KIND: Readonly<Record<ServiceType, StayKind>> = Object.freeze(
  Object.fromEntries(SERVICE_TYPES.map((service) => [service, stayKindOf(service)])) as Record<ServiceType, StayKind>,
);

function stayKindOf(service: ServiceType): StayKind {
  if (isTimedService(service)) return 'visits';
  return SERVICE_UNITS[service] === 'night' ? 'overnight' : 'daytime';
}

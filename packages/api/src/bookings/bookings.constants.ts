import { DAY_CARE_DROP_OFF_TIME, DAY_CARE_PICK_UP_TIME, OVERNIGHT_HANDOVER_TIME, type ServiceType } from '@pawpal/contract';

// The limits both sides know (response and payment windows, booking length, message and review
// lengths, list sizes) live in @pawpal/contract; these are the API's own.
export const MS_PER_HOUR = 60 * 60 * 1000;

/** Overnight services (boarding, house sitting) start and end at these local times unless the owner chooses others (contract). */
export const OVERNIGHT_CHECK_IN_TIME = OVERNIGHT_HANDOVER_TIME;
export const OVERNIGHT_CHECK_OUT_TIME = OVERNIGHT_HANDOVER_TIME;
/** Day care runs from drop-off on the first day to pick-up on the last, local time, unless the owner chooses others. */
export { DAY_CARE_DROP_OFF_TIME, DAY_CARE_PICK_UP_TIME };

export type StayKind = 'overnight' | 'daytime' | 'visits';

/** How each service is counted: nights (end date exclusive), days (inclusive), or visits/walks per day (inclusive, with times). */
export const SERVICE_STAY_KIND = Object.freeze({
  boarding: 'overnight',
  house_sitting: 'overnight',
  day_care: 'daytime',
  drop_in: 'visits',
  dog_walking: 'visits',
} as const satisfies Record<ServiceType, StayKind>);

export const SERVICE_LABELS = Object.freeze({
  boarding: 'boarding',
  house_sitting: 'house sitting',
  day_care: 'day care',
  drop_in: 'drop-in visits',
  dog_walking: 'dog walking',
} as const satisfies Record<ServiceType, string>);

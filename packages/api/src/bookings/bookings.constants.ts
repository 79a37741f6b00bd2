import { type ServiceType } from '../sitters/sitters.constants.js';

/** A sitter has this long to accept or decline a request before it expires. */
export const REQUEST_RESPONSE_WINDOW_HOURS = 72;
/** After acceptance the owner has this long to pay before the acceptance lapses (→ expired). */
export const PAYMENT_WINDOW_HOURS = 48;
export const MS_PER_HOUR = 60 * 60 * 1000;

/** Overnight services (boarding, house sitting) start and end at these local times in the sitter's zone. */
export const OVERNIGHT_CHECK_IN_TIME = '10:00';
export const OVERNIGHT_CHECK_OUT_TIME = '10:00';
/** Day care runs from drop-off on the first day to pick-up on the last, local time. */
export const DAY_CARE_DROP_OFF_TIME = '08:00';
export const DAY_CARE_PICK_UP_TIME = '18:00';

/** The longest booking, in units (nights, days or days of visits/walks). */
export const MAX_BOOKING_UNITS = 90;
/** How far ahead a booking may start, in days. */
export const MAX_ADVANCE_BOOKING_DAYS = 365;
export const MAX_BOOKING_MESSAGE_LENGTH = 2000;
export const MAX_PETS_PER_BOOKING = 20;
export const MAX_REVIEW_COMMENT_LENGTH = 2000;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** How many upcoming stays the sitter summary lists. */
export const SUMMARY_UPCOMING_LIMIT = 10;
/** How many bookings GET /api/bookings returns at most (newest start first). */
export const BOOKING_LIST_LIMIT = 200;

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

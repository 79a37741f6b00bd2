import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { MAX_ADVANCE_BOOKING_DAYS, MAX_BOOKING_UNITS, type ServiceType } from '@pawpal/contract';
import {
  DAY_CARE_DROP_OFF_TIME,
  DAY_CARE_PICK_UP_TIME,
  OVERNIGHT_CHECK_IN_TIME,
  OVERNIGHT_CHECK_OUT_TIME,
  SERVICE_STAY_KIND,
} from './bookings.constants.js';
import { addDays, dateInZone, datesFrom, daysBetween, zonedTimeToUtc } from '../platform/calendar/zoned-time.js';

export interface StayRequest {
  service: ServiceType;
  startDate: string;
  endDate: string;
  startTime?: string;
  endTime?: string;
}

/** When a stay happens and how many units it is, in the sitter's time zone. */
export interface Stay {
  units: number;
  startsAt: Date;
  endsAt: Date;
  /** Wall-clock times used (given for visits and walks, the defaults otherwise). */
  startTime: string;
  endTime: string;
  /** Calendar days the sitter is taken: the nights of an overnight stay, every day otherwise. */
  days: string[];
}

const tooLong = (kind: string): string => `A booking can be at most ${MAX_BOOKING_UNITS} ${kind === 'overnight' ? 'nights' : 'days'} long`;

const invalid = (message: string): never => {
  throw new DomainError(DomainErrorCode.InvalidBookingRequest, message);
};

/**
 * Units and instants of a requested stay:
 * - boarding, house sitting: nights, the end date exclusive (10 → 15 March = 5 nights), from the
 *   check-in time on the start date to the check-out time on the end date;
 * - day care: days, both dates included, drop-off to pick-up;
 * - drop-in visits, dog walks: one per day, both dates included, at the given start and end times.
 * Refuses (400) dates in the past, an end before the start, missing or reversed times, and stays
 * longer than MAX_BOOKING_UNITS or starting more than MAX_ADVANCE_BOOKING_DAYS ahead.
 */
export function planStay(request: StayRequest, timeZone: string, now: Date): Stay {
  const { service, startDate, endDate } = request;
  const kind = SERVICE_STAY_KIND[service];
  const today = dateInZone(now, timeZone);
  if (startDate < today) invalid('The start date is in the past');
  if (endDate < startDate) invalid('The end date is before the start date');
  if (daysBetween(today, startDate) > MAX_ADVANCE_BOOKING_DAYS) invalid(`Bookings can start at most ${MAX_ADVANCE_BOOKING_DAYS} days ahead`);

  // The length is bounded before any day is walked (an end date of 9999-12-31 is refused at once).
  const inclusiveDays = daysBetween(startDate, endDate) + 1;
  const longest = kind === 'overnight' ? MAX_BOOKING_UNITS + 1 : MAX_BOOKING_UNITS;
  if (inclusiveDays > longest) invalid(tooLong(kind));

  let units: number;
  let startTime: string;
  let endTime: string;
  let days: string[];
  if (kind === 'visits') {
    if (request.startTime === undefined || request.endTime === undefined) invalid('Choose a start and end time for visits and walks');
    startTime = request.startTime!;
    endTime = request.endTime!;
    if (endTime <= startTime) invalid('The end time must be after the start time');
    days = datesFrom(startDate, endDate, MAX_BOOKING_UNITS);
    units = days.length;
  } else {
    if (request.startTime !== undefined || request.endTime !== undefined) invalid('Times can only be chosen for drop-in visits and dog walks');
    if (kind === 'overnight') {
      if (endDate === startDate) invalid('An overnight stay ends at least one day after it starts');
      startTime = OVERNIGHT_CHECK_IN_TIME;
      endTime = OVERNIGHT_CHECK_OUT_TIME;
      days = datesFrom(startDate, addDays(endDate, -1), MAX_BOOKING_UNITS);
    } else {
      startTime = DAY_CARE_DROP_OFF_TIME;
      endTime = DAY_CARE_PICK_UP_TIME;
      days = datesFrom(startDate, endDate, MAX_BOOKING_UNITS);
    }
    units = days.length;
  }

  const startsAt = zonedTimeToUtc(startDate, startTime, timeZone);
  const endsAt = zonedTimeToUtc(endDate, endTime, timeZone);
  if (startsAt.getTime() <= now.getTime()) invalid('The start time has already passed');
  return { units, startsAt, endsAt, startTime, endTime, days };
}

/** Calendar days a booking takes in the sitter's calendar: nights for overnight stays, every day otherwise. */
export function bookedDays(service: ServiceType, startDate: string, endDate: string): string[] {
  return datesFrom(startDate, SERVICE_STAY_KIND[service] === 'overnight' ? addDays(endDate, -1) : endDate, MAX_BOOKING_UNITS);
}

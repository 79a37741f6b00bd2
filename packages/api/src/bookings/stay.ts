import {
  HANDOVER_EARLIEST_TIME,
  HANDOVER_LATEST_TIME,
  MAX_ADVANCE_BOOKING_DAYS,
  MAX_BOOKING_UNITS,
  type ServiceType,
} from '@pawpal/contract';
import {
  DAY_CARE_DROP_OFF_TIME,
  DAY_CARE_PICK_UP_TIME,
  OVERNIGHT_CHECK_IN_TIME,
  OVERNIGHT_CHECK_OUT_TIME,
  SERVICE_STAY_KIND,
} from './bookings.constants.js';
import { addDays, dateInZone, datesFrom, daysBetween, zonedTimeToUtc } from '../platform/calendar/zoned-time.js';
import { BookingsError } from './bookings.errors.js';

export interface StayRequest {
  service: ServiceType;
  startDate: string;
  endDate: string;
  startTime?: string;
  endTime?: string;
  dropOffTime?: string;
  pickUpTime?: string;
}

/** When a stay happens and how many units it is, in the sitter's time zone. */
export interface Stay {
  units: number;
  startsAt: Date;
  endsAt: Date;
  /** Wall-clock times used (given for visits and walks; the drop-off and pick-up, chosen or the defaults, otherwise). */
  startTime: string;
  endTime: string;
  /** Calendar days the sitter is taken: the nights of an overnight stay, every day otherwise. */
  days: string[];
  /**
   * The instants the sitter is committed: one per day for visits and walks (each its own time
   * slot), the whole stay otherwise. The database keeps committed slots of a sitter apart
   * (booking_slots, migration BookingTimes).
   */
  slots: { startsAt: Date; endsAt: Date }[];
}

const tooLong = (kind: string): string => `A booking can be at most ${MAX_BOOKING_UNITS} ${kind === 'overnight' ? 'nights' : 'days'} long`;

const invalid = (message: string): never => {
  throw new BookingsError('INVALID_BOOKING_REQUEST', message);
};

/**
 * Units and instants of a requested stay:
 * - boarding, house sitting: nights, the end date exclusive (10 → 15 March = 5 nights), from the
 *   check-in time on the start date to the check-out time on the end date;
 * - day care: days, both dates included, drop-off to pick-up;
 * - drop-in visits, dog walks: one per day, both dates included, at the given start and end times.
 * Overnight stays and day care take the owner's drop-off and pick-up times when given (within the
 * sitter's hours, HANDOVER_EARLIEST_TIME–HANDOVER_LATEST_TIME), the defaults otherwise.
 * Refuses (400) dates in the past, an end before the start, missing or reversed times, handover
 * times outside the sitter's hours, and stays longer than MAX_BOOKING_UNITS or starting more than
 * MAX_ADVANCE_BOOKING_DAYS ahead.
 */
export function planStay(request: StayRequest, timeZone: string, now: Date): Stay {
  const { service, startDate, endDate } = request;
  const kind = SERVICE_STAY_KIND[service];
  const today = dateInZone(now, timeZone);
  if (startDate < today) invalid('The start date is in the past');
  if (endDate < startDate) invalid('The end date is before the start date');
  if (daysBetween(today, startDate) > MAX_ADVANCE_BOOKING_DAYS)
    invalid(`Bookings can start at most ${MAX_ADVANCE_BOOKING_DAYS} days ahead`);

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
    if (request.dropOffTime !== undefined || request.pickUpTime !== undefined)
      invalid('Drop-off and pick-up times are for boarding, house sitting and day care');
    startTime = request.startTime!;
    endTime = request.endTime!;
    if (endTime <= startTime) invalid('The end time must be after the start time');
    days = datesFrom(startDate, endDate, MAX_BOOKING_UNITS);
    units = days.length;
  } else {
    if (request.startTime !== undefined || request.endTime !== undefined)
      invalid('Times can only be chosen for drop-in visits and dog walks');
    for (const [label, time] of [
      ['drop-off', request.dropOffTime],
      ['pick-up', request.pickUpTime],
    ] as const) {
      if (time !== undefined && (time < HANDOVER_EARLIEST_TIME || time > HANDOVER_LATEST_TIME)) {
        invalid(`Choose a ${label} time between ${HANDOVER_EARLIEST_TIME} and ${HANDOVER_LATEST_TIME}, the sitter's hours`);
      }
    }
    if (kind === 'overnight') {
      if (endDate === startDate) invalid('An overnight stay ends at least one day after it starts');
      startTime = request.dropOffTime ?? OVERNIGHT_CHECK_IN_TIME;
      endTime = request.pickUpTime ?? OVERNIGHT_CHECK_OUT_TIME;
      days = datesFrom(startDate, addDays(endDate, -1), MAX_BOOKING_UNITS);
    } else {
      startTime = request.dropOffTime ?? DAY_CARE_DROP_OFF_TIME;
      endTime = request.pickUpTime ?? DAY_CARE_PICK_UP_TIME;
      if (startDate === endDate && endTime <= startTime) invalid('The pick-up time must be after the drop-off time');
      days = datesFrom(startDate, endDate, MAX_BOOKING_UNITS);
    }
    units = days.length;
  }

  const startsAt = zonedTimeToUtc(startDate, startTime, timeZone);
  const endsAt = zonedTimeToUtc(endDate, endTime, timeZone);
  if (startsAt.getTime() <= now.getTime()) invalid('The start time has already passed');
  const slots = kind === 'visits' ? visitSlots(days, startTime, endTime, timeZone) : [{ startsAt, endsAt }];
  return { units, startsAt, endsAt, startTime, endTime, days, slots };
}

/**
 * The instants of a booking's drop-in visits or walks: on each of its `days`, from `startTime` to
 * `endTime` in `timeZone` (the booking's, the sitter's zone when it was requested). The same slots
 * the database commits (booking_slots) and the care schedule's visits (care/visit-plan.ts).
 */
export function visitSlots(
  days: readonly string[],
  startTime: string,
  endTime: string,
  timeZone: string,
): { startsAt: Date; endsAt: Date }[] {
  return days.map((day) => ({ startsAt: zonedTimeToUtc(day, startTime, timeZone), endsAt: zonedTimeToUtc(day, endTime, timeZone) }));
}

/** Calendar days a booking takes in the sitter's calendar: nights for overnight stays, every day otherwise. */
export function bookedDays(service: ServiceType, startDate: string, endDate: string): string[] {
  return datesFrom(startDate, SERVICE_STAY_KIND[service] === 'overnight' ? addDays(endDate, -1) : endDate, MAX_BOOKING_UNITS);
}

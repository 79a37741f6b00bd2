import { SERIES_CHARGE_DAYS_AHEAD, SERIES_MAX_WEEKS, SERIES_OCCURRENCE_MINUTES, type SeriesService } from '@pawpal/contract';
import { addDays, daysBetween, zonedTimeToUtc } from '../platform/calendar/zoned-time.js';

// The calendar of a weekly care series, in the sitter's zone (docs/bookings.md, "Weekly care").

/** The longest span of a series, in days from its start date to its last date (both included). */
export const SERIES_MAX_SPAN_DAYS = SERIES_MAX_WEEKS * 7;

/** ISO weekday of a YYYY-MM-DD date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week `date` is in. */
export function weekStartOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/**
 * When the week of `date` is charged: midnight in the sitter's zone SERIES_CHARGE_DAYS_AHEAD days
 * before its Monday (the Saturday before, at two days).
 */
export function chargeAtOf(date: string, timeZone: string): Date {
  return zonedTimeToUtc(addDays(weekStartOf(date), -SERIES_CHARGE_DAYS_AHEAD), '00:00', timeZone);
}

/** The end of an occurrence starting at `time` (HH:MM), or undefined when it would run past midnight. */
export function endTimeOf(service: SeriesService, time: string): string | undefined {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const end = hour * 60 + minute + SERIES_OCCURRENCE_MINUTES[service];
  if (end > 23 * 60 + 59) return undefined;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** The series' dates from `from` to `to` (both included; at most SERIES_MAX_SPAN_DAYS are walked). */
export function datesOnWeekdays(weekdays: readonly number[], from: string, to: string): string[] {
  const days = Math.min(daysBetween(from, to) + 1, SERIES_MAX_SPAN_DAYS);
  const dates: string[] = [];
  for (let index = 0; index < days; index += 1) {
    const date = addDays(from, index);
    if (weekdays.includes(isoWeekday(date))) dates.push(date);
  }
  return dates;
}

/** The date of the `count`th occurrence from `startDate`, or undefined when it falls past SERIES_MAX_WEEKS. */
export function lastDateOf(weekdays: readonly number[], startDate: string, count: number): string | undefined {
  const dates = datesOnWeekdays(weekdays, startDate, addDays(startDate, SERIES_MAX_SPAN_DAYS - 1));
  return dates[count - 1];
}

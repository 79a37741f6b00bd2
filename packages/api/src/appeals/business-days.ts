import { APPEAL_BUSINESS_TIME_ZONE, APPEAL_DECISION_DAYS } from '@pawpal/contract';
import { addDays, dateInZone, zonedTimeToUtc } from '../platform/calendar/zoned-time.js';

/** Whether a calendar date (YYYY-MM-DD) is a Monday to Friday. Public holidays are business days here (docs/appeals.md). */
export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * When an appeal submitted at `submittedAt` must be decided: the end (midnight) of the
 * APPEAL_DECISION_DAYS-th business day after the day it was submitted, counted in Sydney. The
 * day of submission never counts, so an appeal filed late on a Friday gets the whole next week.
 */
export function appealDecideBy(submittedAt: Date, businessDays: number = APPEAL_DECISION_DAYS): Date {
  let date = dateInZone(submittedAt, APPEAL_BUSINESS_TIME_ZONE);
  let counted = 0;
  while (counted < businessDays) {
    date = addDays(date, 1);
    if (isBusinessDay(date)) counted += 1;
  }
  return zonedTimeToUtc(addDays(date, 1), '00:00', APPEAL_BUSINESS_TIME_ZONE);
}

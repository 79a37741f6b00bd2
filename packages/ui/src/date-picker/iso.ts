import { format, isValid, parse } from 'date-fns';

/** The shape of a date value in forms and the API: a calendar day, no time or zone. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as a form holds it: "2026-12-03" (the day the person saw, in local time). */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * "2026-12-03" → that day at local midnight; anything else ("", "2026-02-30", "3/12/2026") →
 * undefined, so a bad value shows as empty instead of as some other day.
 */
export function parseIsoDate(value: string | undefined | null): Date | undefined {
  if (!value || !ISO_DATE.test(value)) return undefined;
  const date = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) ? date : undefined;
}

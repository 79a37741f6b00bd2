import { format, parseISO } from 'date-fns';

/** A calendar day chosen in a date picker → "YYYY-MM-DD" (the day as the person saw it). */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** "YYYY-MM-DD" → a local Date at midnight, for date pickers. */
export function fromIsoDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Today as "YYYY-MM-DD" in the person's time zone (the latest date of birth a form accepts). */
export function todayIso(): string {
  return toIsoDate(new Date());
}

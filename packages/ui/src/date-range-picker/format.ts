import { format, isSameDay } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';

/** A date range as the booking screens hold it; either end may be missing while choosing. */
export interface DateRangeValue {
  from?: Date;
  to?: Date;
}

/** The date format of the booking screens. */
export const DATE_FORMAT = 'd MMM yyyy';

/** The numeric date format of forms and tables: day first, as Australians write it. */
export const NUMERIC_DATE_FORMAT = 'dd/MM/yyyy';

/** "10/03/2025" (en-AU). */
export function formatDateNumeric(date: Date): string {
  return format(date, NUMERIC_DATE_FORMAT, { locale: enAU });
}

/** "10 Mar 2025" (en-AU). */
export function formatDate(date: Date): string {
  return format(date, DATE_FORMAT, { locale: enAU });
}

/**
 * "10 Mar 2025 – 14 Mar 2025"; a single day or a range whose end is not chosen yet shows one
 * date; an empty range gives "" (show a placeholder).
 */
export function formatDateRange(range: DateRangeValue | undefined): string {
  const from = range?.from;
  const to = range?.to;
  if (!from) return to ? formatDate(to) : '';
  if (!to || isSameDay(from, to)) return formatDate(from);
  return `${formatDate(from)} – ${formatDate(to)}`;
}

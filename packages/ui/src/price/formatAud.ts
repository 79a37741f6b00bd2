import { formatNumberEnAu } from '../lib/en-au-format';

export interface FormatAudOptions {
  /** Drop ".00" from whole-dollar amounts ("$45" instead of "$45.00"); cents still show ("$45.50"). */
  trimWholeDollars?: boolean;
}

/**
 * Formats integer cents as Australian dollars: 4500 → "$45.00", -1250 → "-$12.50". The characters
 * of `Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })`, without starting ICU on
 * a first visit (lib/en-au-format.ts).
 */
export function formatAud(cents: number, { trimWholeDollars = false }: FormatAudOptions = {}): string {
  if (!Number.isFinite(cents)) throw new RangeError(`formatAud expects a finite number of cents, got ${cents}`);
  const whole = Math.round(cents);
  const places = trimWholeDollars && whole % 100 === 0 ? 0 : 2;
  const amount = formatNumberEnAu(whole / 100, { minimumFractionDigits: places, maximumFractionDigits: places });
  return amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`;
}

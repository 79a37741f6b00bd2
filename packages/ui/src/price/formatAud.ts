const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
const AUD_WHOLE = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export interface FormatAudOptions {
  /** Drop ".00" from whole-dollar amounts ("$45" instead of "$45.00"); cents still show ("$45.50"). */
  trimWholeDollars?: boolean;
}

/** Formats integer cents as Australian dollars: 4500 → "$45.00", -1250 → "-$12.50". */
export function formatAud(cents: number, { trimWholeDollars = false }: FormatAudOptions = {}): string {
  if (!Number.isFinite(cents)) throw new RangeError(`formatAud expects a finite number of cents, got ${cents}`);
  const whole = Math.round(cents);
  if (trimWholeDollars && whole % 100 === 0) return AUD_WHOLE.format(whole / 100);
  return AUD.format(whole / 100);
}

/*
 * en-AU numbers and UTC dates without Intl, for what the public first-visit pages format
 * (prices, ratings, review counts, distances, badge and review dates). The first Intl object or
 * toLocaleString in a page starts ICU: ~17 ms, ~67 ms at Lighthouse's 4x CPU, inside hydration's
 * long tasks (docs/decisions/0014-first-visit-formatting.md). Each function gives the characters
 * of the Intl call it names; en-au-format.test.ts compares them with Intl over many values.
 */

export interface FractionDigits {
  /** As Intl's: default 0. */
  minimumFractionDigits?: number;
  /** As Intl's: default the larger of minimumFractionDigits and 3. */
  maximumFractionDigits?: number;
}

/**
 * `value.toLocaleString('en-AU', { minimumFractionDigits, maximumFractionDigits })`:
 * 1234.56 → "1,234.56", with { maximumFractionDigits: 1 } → "1,234.6"; -0 → "-0", NaN → "NaN",
 * Infinity → "∞". Like Intl it rounds the number's shortest decimal form half away from zero
 * (1.005 → "1.01" to two places).
 */
export function formatNumberEnAu(value: number, { minimumFractionDigits = 0, maximumFractionDigits }: FractionDigits = {}): string {
  const min = minimumFractionDigits;
  const max = maximumFractionDigits ?? Math.max(min, 3);
  if (!isDigitCount(min) || !isDigitCount(max) || min > max) {
    throw new RangeError(`formatNumberEnAu: fraction digits must be whole numbers 0–100 with minimum ≤ maximum, got ${min} and ${max}`);
  }
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const magnitude = Math.abs(value);
  if (magnitude === Infinity) return `${sign}∞`;

  const { integer, fraction } = roundDecimal(decimalOf(magnitude), max);
  let shown = fraction;
  while (shown.length > min && shown.endsWith('0')) shown = shown.slice(0, -1);
  shown = shown.padEnd(min, '0');
  return `${sign}${groupThousands(integer)}${shown ? `.${shown}` : ''}`;
}

/** "1234567" → "1,234,567". */
function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** en-AU's short months are not all three letters. */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "25 Nov 2026", "5 Sept 2027": `Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short',
 * year: 'numeric', timeZone: 'UTC' }).format(date)`. An invalid date throws RangeError, as Intl's.
 */
export function formatUtcDateEnAu(date: Date): string {
  const { year, month, day } = utcParts(date);
  return `${day} ${SHORT_MONTHS[month]} ${year}`;
}

/**
 * "March 2027": `Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' })
 * .format(date)`. An invalid date throws RangeError, as Intl's.
 */
export function formatUtcMonthEnAu(date: Date): string {
  const { year, month } = utcParts(date);
  return `${MONTHS[month]} ${year}`;
}

function isDigitCount(digits: number): boolean {
  return Number.isInteger(digits) && digits >= 0 && digits <= 100;
}

/** The shortest decimal that reads back as `magnitude` (≥ 0, finite), as digit strings around the point. */
function decimalOf(magnitude: number): { integer: string; fraction: string } {
  // toExponential() without an argument gives the shortest round-tripping digits, as Intl uses.
  const [mantissa = '0', exponent = '0'] = magnitude.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const point = Number(exponent) + 1; // digits before the decimal point
  if (point <= 0) return { integer: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { integer: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { integer: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Cuts the fraction to `places` digits, rounding half away from zero. */
function roundDecimal({ integer, fraction }: { integer: string; fraction: string }, places: number): { integer: string; fraction: string } {
  if (fraction.length <= places) return { integer, fraction };
  const roundUp = fraction.charCodeAt(places) >= '5'.charCodeAt(0);
  const kept = integer + fraction.slice(0, places);
  const rounded = roundUp ? incrementDigits(kept) : kept;
  const integerLength = rounded.length - places;
  return { integer: rounded.slice(0, integerLength), fraction: rounded.slice(integerLength) };
}

/** "1299" → "1300", "999" → "1000". */
function incrementDigits(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + '0'.repeat(digits.length - index - 1);
}

function utcParts(date: Date): { year: number; month: number; day: number } {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const year = date.getUTCFullYear();
  // Intl writes the year of the era: 0 is 1 BC, -1 is 2 BC (without the era).
  return { year: year > 0 ? year : 1 - year, month: date.getUTCMonth(), day: date.getUTCDate() };
}

import { formatNumberEnAu, formatUtcDateEnAu, formatUtcMonthEnAu, type FractionDigits } from './en-au-format';

/*
 * The formatters promise Intl's characters: each test runs them beside Intl itself over many
 * values, so a drift (grouping, rounding, a month's abbreviation) fails here.
 */

/** Numbers of every shape: halves at each place, long fractions, 1e-10 to Number.MAX_VALUE, both signs. */
function sampleNumbers(): number[] {
  const values = [
    0,
    0.5,
    1.005,
    2.675,
    1.15,
    0.05,
    0.25,
    4.45,
    9.995,
    999.95,
    999.9995,
    123456789,
    1e21,
    1.5e300,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e-7,
  ];
  for (let i = 0; i <= 5000; i += 1) values.push(i / 1000);
  for (let i = 1; i <= 3000; i += 1) values.push((i * 7919) / 997);
  for (let exponent = -10; exponent <= 25; exponent += 1) {
    for (const mantissa of [1, 1.5, 4.999, 9.9995, 5.55555, 123.456]) values.push(mantissa * 10 ** exponent);
  }
  return values.flatMap((value) => [value, -value]);
}

/** Up to five differences, readable in a failure. */
function mismatches<T>(values: T[], ours: (value: T) => string, intl: (value: T) => string): string[] {
  return values
    .filter((value) => ours(value) !== intl(value))
    .slice(0, 5)
    .map((value) => `${String(value)}: ${JSON.stringify(ours(value))}, Intl ${JSON.stringify(intl(value))}`);
}

describe('formatNumberEnAu', () => {
  const digitOptions: FractionDigits[] = [
    {},
    { maximumFractionDigits: 0 },
    { maximumFractionDigits: 1 },
    { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { maximumFractionDigits: 2 },
    { minimumFractionDigits: 1, maximumFractionDigits: 4 },
    { minimumFractionDigits: 5 },
  ];
  const numbers = sampleNumbers();

  it.each(digitOptions)('writes what Intl.NumberFormat("en-AU", %j) writes', (digits) => {
    const intl = new Intl.NumberFormat('en-AU', digits);
    expect(
      mismatches(
        numbers,
        (value) => formatNumberEnAu(value, digits),
        (value) => intl.format(value),
      ),
    ).toEqual([]);
  });

  it('writes -0, NaN and infinities as Intl does', () => {
    const intl = new Intl.NumberFormat('en-AU');
    expect(
      mismatches(
        [-0, Number.NaN, Infinity, -Infinity],
        (value) => formatNumberEnAu(value),
        (value) => intl.format(value),
      ),
    ).toEqual([]);
    expect(formatNumberEnAu(-0)).toBe('-0');
  });

  it('refuses fraction digits Intl refuses', () => {
    expect(() => formatNumberEnAu(1, { minimumFractionDigits: 2, maximumFractionDigits: 1 })).toThrow(RangeError);
    expect(() => formatNumberEnAu(1, { maximumFractionDigits: 1.5 })).toThrow(RangeError);
    expect(() => formatNumberEnAu(1, { minimumFractionDigits: -1 })).toThrow(RangeError);
  });
});

describe('UTC dates in en-AU', () => {
  const DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const MONTH = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const DAY_MS = 24 * 60 * 60 * 1000;

  /** Every day from 1999 to 2031 at its first and last millisecond (UTC), and the ends of Date's range. */
  function sampleDates(): Date[] {
    const dates: Date[] = [];
    for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2032, 0, 1); time += DAY_MS)
      dates.push(new Date(time), new Date(time + DAY_MS - 1));
    for (const year of [-271821, -1, 0, 1, 99, 100, 1582, 1900, 9999, 10000, 275759]) {
      const date = new Date(0);
      date.setUTCFullYear(year, 5, 15);
      dates.push(date);
    }
    dates.push(new Date(-8.64e15), new Date(8.64e15));
    return dates;
  }
  const dates = sampleDates();

  it('writes the day as Intl does ("25 Nov 2026", "5 Sept 2027")', () => {
    expect(mismatches(dates, formatUtcDateEnAu, (date) => DAY.format(date))).toEqual([]);
    expect(formatUtcDateEnAu(new Date(Date.UTC(2027, 8, 5, 23, 59)))).toBe('5 Sept 2027');
  });

  it('writes the month as Intl does ("March 2027")', () => {
    expect(mismatches(dates, formatUtcMonthEnAu, (date) => MONTH.format(date))).toEqual([]);
    expect(formatUtcMonthEnAu(new Date(Date.UTC(2027, 2, 31, 23, 59)))).toBe('March 2027');
  });

  it('throws RangeError for an invalid date, as Intl does', () => {
    const invalid = new Date('not a date');
    expect(() => DAY.format(invalid)).toThrow(RangeError);
    expect(() => formatUtcDateEnAu(invalid)).toThrow(RangeError);
    expect(() => formatUtcMonthEnAu(invalid)).toThrow(RangeError);
  });
});

import { formatAud } from './formatAud';

describe('formatAud', () => {
  it('formats integer cents as Australian dollars with cents', () => {
    expect(formatAud(4500)).toBe('$45.00');
    expect(formatAud(4550)).toBe('$45.50');
    expect(formatAud(5)).toBe('$0.05');
    expect(formatAud(0)).toBe('$0.00');
  });

  it('groups thousands and shows negative amounts with a leading minus', () => {
    expect(formatAud(123456789)).toBe('$1,234,567.89');
    expect(formatAud(-1250)).toBe('-$12.50');
  });

  it('rounds fractional cents to the nearest cent', () => {
    expect(formatAud(4499.6)).toBe('$45.00');
  });

  it('can drop .00 from whole dollars but keeps real cents', () => {
    expect(formatAud(4500, { trimWholeDollars: true })).toBe('$45');
    expect(formatAud(4550, { trimWholeDollars: true })).toBe('$45.50');
  });

  it('writes what Intl.NumberFormat writes for AUD, with and without whole-dollar trimming', () => {
    // The Intl formatting formatAud replaced (it starts ICU on a first visit: docs/decisions/0014).
    const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
    const audWhole = new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const viaIntl = (cents: number, trimWholeDollars: boolean) => {
      const whole = Math.round(cents);
      return trimWholeDollars && whole % 100 === 0 ? audWhole.format(whole / 100) : aud.format(whole / 100);
    };
    // Every cent ending (7 and 100 share no factor) from -$2,000 to $2,000, then growing to 10^17 cents.
    const cents = [0, -0, -0.4, 0.5, -0.5, 4499.5, 123456789, -123456789, 99999999.5];
    for (let amount = -200_000; amount <= 200_000; amount += 7) cents.push(amount);
    for (let amount = 1; amount < 1e17; amount = amount * 3 + 1) cents.push(amount, -amount, amount * 100, -amount * 100);
    for (const trimWholeDollars of [false, true]) {
      const differences = cents
        .filter((amount) => formatAud(amount, { trimWholeDollars }) !== viaIntl(amount, trimWholeDollars))
        .map((amount) => `${amount}: ${formatAud(amount, { trimWholeDollars })}, Intl ${viaIntl(amount, trimWholeDollars)}`);
      expect(differences.slice(0, 5)).toEqual([]);
    }
  });

  it('refuses amounts that are not finite numbers', () => {
    expect(() => formatAud(Number.NaN)).toThrow(RangeError);
  });
});

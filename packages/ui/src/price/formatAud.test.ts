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

  it('refuses amounts that are not finite numbers', () => {
    expect(() => formatAud(Number.NaN)).toThrow(RangeError);
  });
});

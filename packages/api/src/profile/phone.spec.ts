import { describe, expect, it } from 'vitest';
import { normaliseAustralianPhone } from './phone.js';

describe('normaliseAustralianPhone', () => {
  it('stores mobiles and landlines in E.164 whichever way they are typed', () => {
    expect(normaliseAustralianPhone('0412 345 678')).toBe('+61412345678');
    expect(normaliseAustralianPhone('+61 412 345 678')).toBe('+61412345678');
    expect(normaliseAustralianPhone('(02) 9876 5432')).toBe('+61298765432');
    expect(normaliseAustralianPhone('+61 (0)2 9876 5432')).toBe('+61298765432');
    expect(normaliseAustralianPhone('0061 3 9123-4567')).toBe('+61391234567');
    expect(normaliseAustralianPhone(' 0412.345.678 ')).toBe('+61412345678');
    expect(normaliseAustralianPhone('+61412345678')).toBe('+61412345678');
  });

  it('refuses numbers that are not Australian or not complete', () => {
    expect(normaliseAustralianPhone('412 345 678')).toBeUndefined(); // no trunk 0 or +61
    expect(normaliseAustralianPhone('0412 345 67')).toBeUndefined(); // too short
    expect(normaliseAustralianPhone('0412 345 6789')).toBeUndefined(); // too long
    expect(normaliseAustralianPhone('+64 21 123 4567')).toBeUndefined(); // New Zealand
    expect(normaliseAustralianPhone('1300 123 456')).toBeUndefined(); // not diallable from abroad
    expect(normaliseAustralianPhone('0512 345 678')).toBeUndefined(); // no such range
    expect(normaliseAustralianPhone('call me')).toBeUndefined();
    expect(normaliseAustralianPhone('')).toBeUndefined();
  });
});

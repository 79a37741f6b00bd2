import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAccountNumber, maskedAccountDisplay, normaliseAbn, normaliseBsb } from './payouts.js';

describe('normaliseBsb', () => {
  it('accepts NNN-NNN and six digits, with spaces, and answers NNN-NNN', () => {
    expect(normaliseBsb('110-000')).toBe('110-000');
    expect(normaliseBsb('110000')).toBe('110-000');
    expect(normaliseBsb(' 062 000 ')).toBe('062-000');
  });

  it('refuses anything that is not six digits', () => {
    for (const bad of ['', '11000', '1100000', '110-00a', 'abc-def', '110--000x']) expect(normaliseBsb(bad)).toBeNull();
  });
});

describe('isValidAccountNumber', () => {
  it('takes 5 to 9 digits', () => {
    expect(isValidAccountNumber('12345')).toBe(true);
    expect(isValidAccountNumber('000123456')).toBe(true);
    expect(isValidAccountNumber('1234')).toBe(false);
    expect(isValidAccountNumber('1234567890')).toBe(false);
    expect(isValidAccountNumber('12345a')).toBe(false);
  });
});

describe('normaliseAbn', () => {
  it("accepts the ATO's example ABN, with or without spaces", () => {
    expect(normaliseAbn('51 824 753 556')).toBe('51824753556');
    expect(normaliseAbn('51824753556')).toBe('51824753556');
  });

  it('refuses a wrong checksum, a wrong length and letters', () => {
    expect(normaliseAbn('51 824 753 557')).toBeNull();
    expect(normaliseAbn('61824753556')).toBeNull();
    expect(normaliseAbn('5182475355')).toBeNull();
    expect(normaliseAbn('5182475355a')).toBeNull();
  });

  it('formats 11 digits as NN NNN NNN NNN', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});

describe('maskedAccountDisplay', () => {
  it('reads like the issue: BSB 110-000, account ••••3456', () => {
    expect(maskedAccountDisplay('110-000', '3456')).toBe('BSB 110-000, account ••••3456');
  });
});

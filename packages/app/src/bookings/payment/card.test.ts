import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseExpiry, toSandboxCard, validateCard } from './card';

const NOW = new Date('2026-01-15T00:00:00Z');
const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', nameOnCard: 'Olivia Nguyen' };

describe('the test-mode card form', () => {
  it('formats the expiry as it is typed: 1228 becomes 12/28', () => {
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/28')).toBe('12/28');
    expect(formatExpiry('12 / 2899')).toBe('12/28');
    expect(formatExpiry('3')).toBe('03');
    expect(formatExpiry('329')).toBe('03/29');
    expect(parseExpiry(formatExpiry('1228'))).toEqual({ expMonth: 12, expYear: 2028 });
  });

  it('groups the card number in fours while typing', () => {
    expect(formatCardNumber('42424242424242424')).toBe('4242 4242 4242 4242 4');
    expect(formatCardNumber('4242-4242 abc')).toBe('4242 4242');
  });

  it('reads MM/YY as a month and a four-digit year', () => {
    expect(parseExpiry('07/29')).toEqual({ expMonth: 7, expYear: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0729')).toBeNull();
  });

  it('accepts a valid card and sends digits only', () => {
    expect(validateCard(valid, NOW)).toEqual({});
    expect(toSandboxCard(valid)).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2028,
      cvc: '123',
      nameOnCard: 'Olivia Nguyen',
    });
  });

  it('says what to fix for each field', () => {
    expect(validateCard({ cardNumber: '4242', expiry: '12/25', cvc: '1', nameOnCard: ' ' }, NOW)).toEqual({
      cardNumber: 'Enter the card number as it appears on the card.',
      expiry: 'This card has expired.',
      cvc: 'Enter the 3 or 4 digit security code.',
      nameOnCard: 'Enter the name on the card.',
    });
  });

  it('treats a card as valid until the end of its expiry month', () => {
    expect(validateCard({ ...valid, expiry: '01/26' }, NOW)).toEqual({});
  });
});

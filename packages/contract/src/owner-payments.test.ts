import { describe, expect, it } from 'vitest';
import { cardBrand, MAX_SAVED_CARDS, OWNER_PAYMENTS_LIST_LIMIT, ownerPaymentsApiPaths, savedCardLabel } from './owner-payments.js';

describe('owner payments and saved cards', () => {
  it('names the brand from the number', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('card');
  });

  it('labels a saved card without its number', () => {
    expect(savedCardLabel({ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030 })).toBe('Visa ••••4242, expires 03/2030');
  });

  it('pins the bounds and the URLs', () => {
    expect(OWNER_PAYMENTS_LIST_LIMIT).toBe(100);
    expect(MAX_SAVED_CARDS).toBe(5);
    expect(ownerPaymentsApiPaths.receipt('b/1')).toBe('/api/payments/b%2F1/receipt');
    expect(ownerPaymentsApiPaths.cardDefault('c1')).toBe('/api/payments/cards/c1/default');
    expect(ownerPaymentsApiPaths.savedCardCharge('b1')).toBe('/api/payments/b1/saved-card-charge');
  });
});

import { describe, expect, it } from 'vitest';
import { dollarsToCents, localDay, validateCancelForm, validateSuspendForm } from './admin-forms';

const now = new Date(2026, 10, 25, 15, 0); // 25 November 2026, 3 pm in the test's zone

describe('validateSuspendForm', () => {
  it('needs a reason of at most 1000 characters', () => {
    expect(validateSuspendForm({ reason: '  ', until: '' }, now)).toEqual({
      ok: false,
      errors: { reason: 'Give a reason for the suspension' },
    });
    expect(validateSuspendForm({ reason: 'x'.repeat(1001), until: '' }, now)).toEqual({
      ok: false,
      errors: { reason: 'Keep the reason to 1000 characters' },
    });
    expect(validateSuspendForm({ reason: ' Spam ', until: '' }, now)).toEqual({ ok: true, input: { reason: 'Spam' } });
  });

  it('takes an optional end day after today, ending at the start of that day', () => {
    expect(validateSuspendForm({ reason: 'Spam', until: '2026-11-25' }, now)).toEqual({
      ok: false,
      errors: { until: 'The end date must be after today' },
    });
    expect(validateSuspendForm({ reason: 'Spam', until: '2026-11-01' }, now)).toEqual({
      ok: false,
      errors: { until: 'The end date must be after today' },
    });
    expect(validateSuspendForm({ reason: 'Spam', until: 'soon' }, now)).toEqual({
      ok: false,
      errors: { until: 'Pick the day the suspension ends' },
    });
    expect(validateSuspendForm({ reason: 'Spam', until: '2027-03-03' }, now)).toEqual({
      ok: true,
      input: { reason: 'Spam', until: new Date(2027, 2, 3).toISOString() },
    });
  });

  it('reports every field at once', () => {
    expect(validateSuspendForm({ reason: '', until: '2020-01-01' }, now)).toEqual({
      ok: false,
      errors: { reason: 'Give a reason for the suspension', until: 'The end date must be after today' },
    });
  });
});

describe('validateCancelForm', () => {
  it('sends a full or no refund with the reason', () => {
    expect(validateCancelForm({ reason: 'Fraud', refund: 'full', amount: '' }, 10_550)).toEqual({
      ok: true,
      input: { reason: 'Fraud', refund: 'full' },
    });
    expect(validateCancelForm({ reason: 'Fraud', refund: 'none', amount: '12' }, 10_550)).toEqual({
      ok: true,
      input: { reason: 'Fraud', refund: 'none' },
    });
    expect(validateCancelForm({ reason: '', refund: 'full', amount: '' }, 10_550)).toEqual({
      ok: false,
      errors: { reason: 'Give a reason for the cancellation' },
    });
  });

  it('bounds a partial refund by what was paid', () => {
    expect(validateCancelForm({ reason: 'Fraud', refund: 'partial', amount: '12.34' }, 10_550)).toEqual({
      ok: true,
      input: { reason: 'Fraud', refund: 'partial', refundCents: 1234 },
    });
    expect(validateCancelForm({ reason: 'Fraud', refund: 'partial', amount: '105.51' }, 10_550)).toEqual({
      ok: false,
      errors: { amount: 'The refund can be at most $105.50' },
    });
    expect(validateCancelForm({ reason: 'Fraud', refund: 'partial', amount: '0' }, 10_550)).toEqual({
      ok: false,
      errors: { amount: 'Enter the amount to refund, e.g. 25.00' },
    });
    expect(validateCancelForm({ reason: 'Fraud', refund: 'partial', amount: '5' }, 0)).toEqual({
      ok: false,
      errors: { refund: 'Nothing has been paid for this booking, so there is nothing to refund' },
    });
  });
});

describe('dollarsToCents and localDay', () => {
  it('reads dollar amounts exactly', () => {
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('$1,234.05')).toBe(123_405);
    expect(dollarsToCents('1.234')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
  });

  it('writes the local calendar day', () => {
    expect(localDay(now)).toBe('2026-11-25');
  });
});

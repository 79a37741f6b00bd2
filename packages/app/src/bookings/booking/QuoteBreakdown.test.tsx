import type { Quote } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuoteBreakdown } from './QuoteBreakdown';

const QUOTE: Quote = {
  service: 'boarding',
  units: 2,
  unitLabel: 'nights',
  unitPriceCents: 5_000,
  subtotalCents: 10_000,
  bookingFeeCents: 500,
  bookingFeeGstCents: 50,
  totalCents: 10_550,
  cancellationPolicy: 'moderate',
  cancellationSummary: 'Full refund up to 7 days before',
  startsAt: '2026-12-01T04:00:00.000Z',
  endsAt: '2026-12-03T00:00:00.000Z',
  timeZone: 'Australia/Sydney',
};

function amount(label: string): string | null {
  const table = screen.getByRole('table', { name: 'Price' });
  return within(within(table).getByRole('row', { name: new RegExp(`^${label}`) })).getByRole('cell').textContent;
}

describe('QuoteBreakdown', () => {
  it('shows no referral lines on an ordinary quote', () => {
    render(<QuoteBreakdown quote={{ ...QUOTE, discountCents: 0, creditCents: 0 }} />);
    expect(amount('Total')).toBe('$105.50');
    expect(screen.queryByText(/Referral discount/)).not.toBeInTheDocument();
    expect(screen.queryByText(/referral credit/)).not.toBeInTheDocument();
  });

  it('takes the friend’s discount and the member’s credit off the total, which still adds up', () => {
    render(<QuoteBreakdown quote={{ ...QUOTE, discountCents: 2_000, creditCents: 550, totalCents: 8_000 }} />);
    expect(amount('Referral discount \\(first booking\\)')).toBe('−$20.00');
    expect(amount('Your referral credit')).toBe('−$5.50');
    expect(amount('Total')).toBe('$80.00');
  });
});

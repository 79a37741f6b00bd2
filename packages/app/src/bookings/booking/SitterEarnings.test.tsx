import type { BookingPrice } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SitterEarnings } from './SitterEarnings';

const price: BookingPrice = {
  service: 'boarding',
  units: 3,
  unitLabel: 'nights',
  unitPriceCents: 6_500,
  subtotalCents: 19_500,
  bookingFeeCents: 975,
  bookingFeeGstCents: 98,
  totalCents: 20_573,
  cancellationPolicy: 'moderate',
  cancellationSummary: '',
  startsAt: '2027-01-10T03:00:00.000Z',
  endsAt: '2027-01-13T00:00:00.000Z',
  timeZone: 'Australia/Sydney',
  commissionCents: 2_925,
  commissionGstCents: 293,
  sitterPayoutCents: 16_282,
};

function amountOf(row: string): string {
  return within(screen.getByRole('row', { name: new RegExp(`^${row}`) })).getByRole('cell').textContent ?? '';
}

describe('SitterEarnings', () => {
  it('shows every line, so $195.00 − $29.25 − $2.93 = $162.82 adds up', () => {
    render(<SitterEarnings price={price} />);
    expect(amountOf('Your price \\(3 nights × \\$65\\.00\\)')).toBe('$195.00');
    expect(amountOf('Pawpal commission')).toBe('−$29.25');
    expect(amountOf('GST on the commission')).toBe('−$2.93');
    expect(amountOf('You receive')).toBe('$162.82');
  });

  it('shows nothing to an owner, whose price carries no commission', () => {
    const { container } = render(
      <SitterEarnings price={{ ...price, commissionCents: undefined, commissionGstCents: undefined, sitterPayoutCents: undefined }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

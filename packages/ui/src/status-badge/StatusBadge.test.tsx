import { render, screen } from '@testing-library/react';
import { BOOKING_STATUSES } from '../constants';
import { BOOKING_STATUS_BADGE_VARIANTS, BOOKING_STATUS_LABELS, StatusBadge, isBookingStatus } from './StatusBadge';

describe('StatusBadge', () => {
  it('has a label and a colour for every booking status', () => {
    for (const status of BOOKING_STATUSES) {
      expect(BOOKING_STATUS_LABELS[status]).toMatch(/^[A-Z][a-z ]+$/);
      expect(BOOKING_STATUS_BADGE_VARIANTS[status]).toBeTruthy();
    }
  });

  it('shows the human label and exposes the status', () => {
    render(<StatusBadge status="in_progress" />);
    const badge = screen.getByText('In progress');
    expect(badge).toHaveAttribute('data-status', 'in_progress');
    expect(badge).toHaveAttribute('data-variant', 'indigo');
  });

  it('recognises booking statuses from untyped data', () => {
    expect(isBookingStatus('paid')).toBe(true);
    expect(isBookingStatus('refunded')).toBe(false);
    expect(isBookingStatus(undefined)).toBe(false);
  });
});

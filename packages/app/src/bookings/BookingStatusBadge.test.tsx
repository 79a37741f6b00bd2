import { BOOKING_STATUSES } from '@pawpal/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_LABELS, BOOKING_STATUS_TONES, BookingStatusBadge } from './BookingStatusBadge';

describe('BookingStatusBadge', () => {
  it('labels and colours every booking status', () => {
    expect(BOOKING_STATUSES.map((status) => [BOOKING_STATUS_LABELS[status], BOOKING_STATUS_TONES[status]])).toEqual([
      ['Requested', 'warning'],
      ['Accepted', 'info'],
      ['Declined', 'destructive'],
      ['Expired', 'secondary'],
      ['Paid', 'teal'],
      ['In progress', 'indigo'],
      ['Completed', 'success'],
      ['Cancelled', 'outline'],
    ]);
  });

  it('shows the human label and exposes the status and its colour', () => {
    render(<BookingStatusBadge status="in_progress" className="ml-2" />);
    const badge = screen.getByText('In progress');
    expect(badge).toHaveAttribute('data-status', 'in_progress');
    expect(badge).toHaveAttribute('data-variant', 'indigo');
    expect(badge).toHaveClass('ml-2');
  });
});

import { render, screen } from '@testing-library/react';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows the label it is given and exposes the status and its tone', () => {
    render(
      <StatusBadge status="in_progress" tone="indigo">
        In progress
      </StatusBadge>,
    );
    const badge = screen.getByText('In progress');
    expect(badge).toHaveAttribute('data-status', 'in_progress');
    expect(badge).toHaveAttribute('data-variant', 'indigo');
  });

  it("keeps the caller's class names and attributes", () => {
    render(
      <StatusBadge status="paid" tone="teal" className="pp:ml-2" title="Paid on 3 March">
        Paid
      </StatusBadge>,
    );
    const badge = screen.getByText('Paid');
    expect(badge).toHaveClass('pp:ml-2');
    expect(badge).toHaveAttribute('title', 'Paid on 3 March');
    expect(badge).toHaveAttribute('data-variant', 'teal');
  });
});

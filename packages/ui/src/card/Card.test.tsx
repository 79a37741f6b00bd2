import { render, screen } from '@testing-library/react';
import { Card, CardTitle } from './Card';

describe('Card', () => {
  it('lets the caller className win over the variant classes', () => {
    render(<Card data-testid="card" variant="muted" className="pp:bg-card" />);
    const card = screen.getByTestId('card');
    expect(card).toHaveClass('pp:bg-card');
    expect(card).not.toHaveClass('pp:bg-muted');
    expect(card).toHaveAttribute('data-variant', 'muted');
  });

  it('renders the title at the heading level the page needs', () => {
    render(<CardTitle as="h2">Bookings</CardTitle>);
    expect(screen.getByRole('heading', { level: 2, name: 'Bookings' })).toBeInTheDocument();
  });
});

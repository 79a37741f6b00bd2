import { render, screen } from '@testing-library/react';
import { SitterCard } from './SitterCard';

describe('SitterCard', () => {
  it('links the card to the profile and shows what searchers compare', () => {
    render(
      <SitterCard
        name="Olivia Nguyen"
        suburb="Surry Hills"
        distanceKm={2.3}
        priceCents={4500}
        rating={4.5}
        reviewCount={12}
        verified
        href="/sitter/1"
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Olivia Nguyen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Olivia Nguyen' })).toHaveAttribute('href', '/sitter/1');
    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('from $45 / night');
    expect(screen.getByRole('article')).toHaveAttribute('data-slot', 'sitter-card');
  });
});

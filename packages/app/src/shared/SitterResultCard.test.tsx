import { type SitterSearchResult } from '@pawpal/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SitterResultCard } from './SitterResultCard';

const DAY_MS = 86_400_000;

function result(availabilityConfirmedAt: string | null): SitterSearchResult {
  return {
    id: 's1',
    firstName: 'Sam',
    lastInitial: 'T',
    avatarUrl: null,
    photoUrl: null,
    suburb: 'Surry Hills',
    state: 'NSW',
    distanceKm: 1.2,
    headline: 'Dog lover',
    priceFromCents: 4500,
    priceUnit: 'night',
    rating: null,
    reviewCount: 0,
    badges: [],
    approximateLocation: { latitude: -33.88, longitude: 151.21 },
    availabilityConfirmedAt,
    reliable: false,
  };
}

describe('a search result card', () => {
  it('says how long ago the sitter confirmed their availability, and nothing before the first count', () => {
    const { unmount } = render(
      <MemoryRouter>
        <SitterResultCard sitter={result(new Date(Date.now() - 3 * DAY_MS - 60_000).toISOString())} href="/sitter/s1" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Availability confirmed 3 days ago')).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <SitterResultCard sitter={result(null)} href="/sitter/s1" />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Availability confirmed/)).not.toBeInTheDocument();
  });
});

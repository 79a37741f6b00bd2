import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { BookingPage } from './BookingPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('booking without a sitter', () => {
  it('searches a postcode and lists sitters that lead to their booking form', async () => {
    const person = userEvent.setup();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/search/sitters') {
        return Response.json({
          results: [
            {
              id: 's1',
              firstName: 'Sam',
              lastInitial: 'T',
              avatarUrl: null,
              photoUrl: null,
              suburb: 'Surry Hills',
              state: 'NSW',
              distanceKm: 0.4,
              headline: 'Dog lover',
              priceFromCents: 4500,
              priceUnit: 'night',
              rating: null,
              reviewCount: 0,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
          location: { name: 'Surry Hills', postcode: '2010', state: 'NSW', latitude: -33.88, longitude: 151.21 },
        });
      }
      return Response.json([]);
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={['/booking']}>
        <Providers swr={{ provider: () => new Map() }}>
          <Routes>
            <Route path="/booking/:sitterId?" element={<BookingPage />} />
          </Routes>
        </Providers>
      </MemoryRouter>,
    );
    await person.type(screen.getByRole('combobox', { name: 'Suburb or postcode' }), '2010');
    await person.click(screen.getByRole('button', { name: 'Find sitters' }));
    await expect(screen.findByRole('link', { name: 'Sam T.' })).resolves.toHaveAttribute('href', '/booking/s1');
    const searched = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/search/sitters');
    expect(searched?.searchParams.get('postcode')).toBe('2010');
  });
});

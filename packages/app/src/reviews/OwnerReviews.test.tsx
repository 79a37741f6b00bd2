import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../shell/Providers';
import { OwnerReviews } from './OwnerReviews';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OwnerReviews', () => {
  it('shows a sitter what other sitters said about the owner, with the stay and the removed line', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/users/o1/reviews?page=1'
          ? Response.json({
              items: [
                {
                  id: 'r1',
                  removed: false,
                  authorRole: 'sitter',
                  service: 'house_sitting',
                  stayMonth: '2027-01',
                  author: { firstName: 'Kim', lastInitial: 'L' },
                  rating: 4,
                  comment: 'Clear notes, friendly cat',
                  publishedAt: '2027-01-20T00:00:00.000Z',
                  reply: null,
                },
                { id: 'r2', removed: true, publishedAt: '2027-01-02T00:00:00.000Z' },
              ],
              total: 2,
              page: 1,
              pageSize: 10,
            })
          : new Response(null, { status: 404, statusText: 'Not Found' }),
      ),
    );
    render(
      <MemoryRouter>
        <Providers swr={{ provider: () => new Map() }}>
          <OwnerReviews ownerId="o1" ownerFirstName="Olivia" />
        </Providers>
      </MemoryRouter>,
    );
    await expect(screen.findByRole('heading', { name: 'What sitters say about Olivia (2)' })).resolves.toBeInTheDocument();
    const review = screen.getByRole('article', { name: 'Review by Kim L.' });
    expect(within(review).getByText('House sitting · January 2027')).toBeInTheDocument();
    expect(within(review).getByText('Clear notes, friendly cat')).toBeInTheDocument();
    expect(screen.getByText('A review was removed for breaking the review rules')).toBeInTheDocument();
  });
});

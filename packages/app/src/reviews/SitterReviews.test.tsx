import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../shell/Providers';
import { SitterReviews } from './SitterReviews';
import { makeUser } from '../test/fixtures';

const review = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `r${n}`,
  removed: false,
  authorRole: 'owner',
  service: 'boarding',
  stayMonth: '2027-03',
  author: { firstName: `Owner${n}`, lastInitial: 'W' },
  rating: 5,
  comment: `Stay number ${n} was great`,
  publishedAt: '2027-03-20T00:00:00.000Z',
  reply: null,
  ...extra,
});

const sam = makeUser({ id: 's1', firstName: 'Sam', lastName: 'Sitter', email: 'sam@example.com' });

/** Two pages of three reviews: page 1 has a reply and a removed review. */
function stubApi(user: typeof sam | null) {
  const replies: unknown[] = [];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(key);
      if (key === 'GET /api/auth/user') return user ? Response.json(user) : new Response(null, { status: 401, statusText: 'Unauthorized' });
      if (key === 'GET /api/sitters/s1/reviews?page=1') {
        return Response.json({
          items: [
            review(1, { reply: { text: 'Thanks Owner1!', createdAt: '2027-03-21T00:00:00.000Z' } }),
            { id: 'r2', removed: true, publishedAt: '2027-03-19T00:00:00.000Z' },
            review(3, { service: 'dog_walking', stayMonth: '2026-12' }),
          ],
          total: 4,
          page: 1,
          pageSize: 3,
        });
      }
      if (key === 'GET /api/sitters/s1/reviews?page=2') return Response.json({ items: [review(4)], total: 4, page: 2, pageSize: 3 });
      if (key === 'POST /api/reviews/r3/reply') {
        replies.push(JSON.parse(String(init?.body)));
        return Response.json(review(3, { reply: { text: 'Thank you', createdAt: '2027-03-22T00:00:00.000Z' } }), { status: 201 });
      }
      return new Response(null, { status: 404, statusText: 'Not Found' });
    }),
  );
  return { replies, calls };
}

function renderReviews() {
  return render(
    <MemoryRouter>
      <Providers swr={{ provider: () => new Map() }}>
        <SitterReviews sitterId="s1" />
      </Providers>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SitterReviews', () => {
  it('lists published reviews with the stay’s service and month, the author’s initial, the reply and the removed line; "Show more" loads the next page', async () => {
    const person = userEvent.setup();
    stubApi(null);
    renderReviews();
    await expect(screen.findByRole('heading', { name: 'Reviews (4)' })).resolves.toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Review by Owner1 W.' });
    expect(within(first).getByText('Boarding · March 2027')).toBeInTheDocument();
    expect(within(first).getByText('Stay number 1 was great')).toBeInTheDocument();
    expect(within(first).getByText('Thanks Owner1!')).toBeInTheDocument();
    expect(screen.getByText('A review was removed for breaking the review rules')).toBeInTheDocument();
    expect(screen.queryByText(/Stay number 2/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Review by Owner3 W.' })).getByText('Dog walking · December 2026'),
    ).toBeInTheDocument();
    // Signed out: no reply form and no report menu.
    expect(screen.queryByRole('button', { name: /Reply to/ })).not.toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await expect(screen.findByText('Stay number 4 was great')).resolves.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
  });

  it('lets the sitter reply once on their own page, only where there is no reply yet', async () => {
    const person = userEvent.setup();
    const { replies } = stubApi(sam);
    renderReviews();
    await person.click(await screen.findByRole('button', { name: 'Reply to Owner3 W.' }));
    expect(screen.queryByRole('button', { name: 'Reply to Owner1 W.' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(screen.getByText('Write a reply.')).toBeInTheDocument();
    await person.type(screen.getByRole('textbox', { name: /Your public reply/ }), 'Thank you');
    await person.click(screen.getByRole('button', { name: 'Post reply' }));
    await vi.waitFor(() => expect(replies).toEqual([{ text: 'Thank you' }]));
  });

  it('says when there are no reviews yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/reviews')
          ? Response.json({ items: [], total: 0, page: 1, pageSize: 10 })
          : new Response(null, { status: 401, statusText: 'Unauthorized' }),
      ),
    );
    renderReviews();
    await expect(screen.findByText('No reviews yet.')).resolves.toBeInTheDocument();
  });
});

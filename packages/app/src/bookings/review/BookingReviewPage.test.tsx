import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { BookingReviewPage } from './BookingReviewPage';
import { makeBooking } from '../../test/fixtures';

const booking = makeBooking({ status: 'completed', actions: ['review', 'message'] });

function renderReview() {
  return render(
    <MemoryRouter initialEntries={['/booking/b1/review']}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/booking/:id/review" element={<BookingReviewPage />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reviewing a completed booking', () => {
  it('needs a rating and a comment, then publishes them', async () => {
    const person = userEvent.setup();
    const reviews: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const key = `${init?.method ?? 'GET'} ${String(input)}`;
        if (key === 'GET /api/bookings/b1') return Response.json(booking);
        if (key === 'POST /api/bookings/b1/review') {
          reviews.push(JSON.parse(String(init?.body)));
          return Response.json({ id: 'r1', published: false }, { status: 201 });
        }
        return new Response(null, { status: 404, statusText: 'Not Found' });
      }),
    );
    renderReview();
    await person.click(await screen.findByRole('button', { name: 'Publish review' }));
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByText('Tell other owners how it went.')).toBeInTheDocument();
    expect(reviews).toHaveLength(0);

    await person.click(screen.getByRole('radio', { name: /4 stars/i }));
    await person.type(screen.getByRole('textbox', { name: /Your review/ }), 'Rex came home happy.');
    await person.click(screen.getByRole('button', { name: 'Publish review' }));
    // Double-blind: hidden until the sitter has reviewed too.
    await expect(
      screen.findByText('Thanks! Your review is saved. It will be published when Sam has reviewed too, or 14 days after the stay ended.'),
    ).resolves.toBeInTheDocument();
    expect(reviews).toEqual([{ rating: 4, comment: 'Rex came home happy.' }]);
  });

  it('lets the sitter review the owner and pets, and says when both reviews are published', async () => {
    const person = userEvent.setup();
    const reviews: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const key = `${init?.method ?? 'GET'} ${String(input)}`;
        if (key === 'GET /api/bookings/b1') return Response.json({ ...booking, viewerRole: 'sitter' });
        if (key === 'POST /api/bookings/b1/review') {
          reviews.push(JSON.parse(String(init?.body)));
          return Response.json({ id: 'r2', published: true }, { status: 201 });
        }
        return new Response(null, { status: 404, statusText: 'Not Found' });
      }),
    );
    renderReview();
    await expect(screen.findByRole('heading', { name: 'Review Olivia and Rex' })).resolves.toBeInTheDocument();
    await person.click(screen.getByRole('radio', { name: /5 stars/i }));
    await person.type(screen.getByRole('textbox', { name: /Your review/ }), 'Olivia left great notes; Rex was a delight.');
    await person.click(screen.getByRole('button', { name: 'Publish review' }));
    await expect(screen.findByText('Thanks! Your review is published.')).resolves.toBeInTheDocument();
    expect(reviews).toEqual([{ rating: 5, comment: 'Olivia left great notes; Rex was a delight.' }]);
  });

  it('explains when a booking can’t be reviewed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ...booking, status: 'paid', actions: ['cancel', 'message'] })),
    );
    renderReview();
    await expect(screen.findByRole('heading', { name: 'This booking can’t be reviewed' })).resolves.toBeInTheDocument();
  });
});

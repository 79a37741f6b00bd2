import type { Booking, BookingChange, BookingChangeSide } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { makeBooking, makePrice } from '../../test/fixtures';
import { BookingPage } from './BookingPage';
import { pickDate } from '../../test/date-picker';

// Two nights from 10 to 12 Mar 2099 in Sydney (far ahead, so the booking can still change).
const stay = { startsAt: '2099-03-09T23:00:00.000Z', endsAt: '2099-03-11T23:00:00.000Z', timeZone: 'Australia/Sydney' };
const booking: Booking = makeBooking({ ...stay, status: 'paid', actions: ['cancel', 'message'], price: makePrice(stay) });

function side(totalCents: number, endsAt: string, endDate: string): BookingChangeSide {
  return { ...makePrice(stay), endsAt, totalCents, startDate: '2099-03-10', endDate, startTime: '10:00', endTime: '10:00', petIds: ['p1'] };
}

function change(overrides: Partial<BookingChange> = {}): BookingChange {
  return {
    id: 'c1',
    bookingId: 'b1',
    proposedBy: 'owner',
    changes: { endDate: '2099-03-13' },
    message: 'We are back a day later.',
    quote: {
      before: side(10_550, stay.endsAt, '2099-03-12'),
      after: side(15_825, '2099-03-12T23:00:00.000Z', '2099-03-13'),
      deltaCents: 5_275,
    },
    respondBy: '2099-03-01T00:00:00.000Z',
    status: 'pending',
    payBy: null,
    refundCents: null,
    createdAt: '2099-02-26T00:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

type Handler = (init?: RequestInit) => Response | Promise<Response>;

function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    return handler ? handler(init) : new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderBooking() {
  return render(
    <MemoryRouter initialEntries={['/booking?id=b1']}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/booking/:sitterId?" element={<BookingPage />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('changes on the booking page', () => {
  it('lets the owner propose new dates with a message, and shows the proposal with the money', async () => {
    const user = userEvent.setup();
    let changes: BookingChange[] = [];
    const fetchMock = serve({
      'GET /api/bookings/b1': () => Response.json(booking),
      'GET /api/bookings/b1/changes': () => Response.json({ changes }),
      'POST /api/bookings/b1/changes': () => {
        changes = [change()];
        return Response.json(changes[0], { status: 201 });
      },
    });
    renderBooking();
    await user.click(await screen.findByRole('button', { name: 'Propose a change' }));
    const form = screen.getByRole('form', { name: 'Propose a change' });
    expect(within(form).getByRole('button', { name: 'New start date' })).toHaveAccessibleDescription('10 Mar 2099');
    await user.click(within(form).getByRole('button', { name: 'Send the change' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Write a short message saying why.');
    await pickDate(user, within(form).getByRole('button', { name: 'New end date' }), '2099-03-13');
    await user.type(within(form).getByLabelText(/^Message/), 'We are back a day later.');
    await user.click(within(form).getByRole('button', { name: 'Send the change' }));
    const card = await screen.findByRole('article', { name: 'Change proposed by you' });
    expect(card).toHaveTextContent('Waiting for an answer');
    expect(card).toHaveTextContent('$105.50');
    expect(card).toHaveTextContent('$158.25');
    expect(card).toHaveTextContent('$52.75 more');
    expect(within(card).queryByRole('button', { name: 'Accept the change' })).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url, init]) => String(url) === '/api/bookings/b1/changes' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ endDate: '2099-03-13', message: 'We are back a day later.' });
    expect(screen.queryByRole('button', { name: 'Propose a change' })).not.toBeInTheDocument();
  });

  it('lets the sitter accept the owner’s change', async () => {
    const user = userEvent.setup();
    let current = change();
    const fetchMock = serve({
      'GET /api/bookings/b1': () => Response.json({ ...booking, viewerRole: 'sitter' }),
      'GET /api/bookings/b1/changes': () => Response.json({ changes: [current] }),
      'POST /api/booking-changes/c1/accept': () => {
        current = change({ status: 'awaiting_payment', payBy: '2099-03-03T00:00:00.000Z' });
        return Response.json(current);
      },
    });
    renderBooking();
    const card = await screen.findByRole('article', { name: 'Change proposed by Olivia' });
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept the change' }));
    await waitFor(() => expect(card).toHaveTextContent('Accepted, to pay'));
    expect(card).toHaveTextContent('The owner pays the difference by');
    expect(fetchMock).toHaveBeenCalledWith('/api/booking-changes/c1/accept', expect.objectContaining({ method: 'POST' }));
  });

  it('lets the owner pay the difference of an accepted change, and says why a payment failed', async () => {
    const user = userEvent.setup();
    let current = change({ status: 'awaiting_payment', payBy: '2099-03-03T00:00:00.000Z' });
    let declined = true;
    serve({
      'GET /api/bookings/b1': () => Response.json(booking),
      'GET /api/bookings/b1/changes': () => Response.json({ changes: [current] }),
      'POST /api/booking-changes/c1/pay': () => {
        if (declined) {
          declined = false;
          return Response.json({ statusCode: 402, message: 'Your card was declined.' }, { status: 402 });
        }
        current = change({ status: 'applied', payBy: '2099-03-03T00:00:00.000Z' });
        return Response.json(current);
      },
    });
    renderBooking();
    const card = await screen.findByRole('article', { name: 'Change proposed by you' });
    await user.click(within(card).getByRole('button', { name: 'Pay $52.75 with your saved card' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Your card was declined.');
    await user.click(within(card).getByRole('button', { name: 'Pay $52.75 with your saved card' }));
    await waitFor(() => expect(card).toHaveTextContent('Applied'));
    expect(within(card).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});

import {
  MAX_STANDBY_SITTERS,
  STANDBY_OFFER_HOURS,
  type BookingStandby,
  type SearchResponse,
  type SitterSearchResult,
} from '@pawpal/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveProvider } from '../live/LiveProvider';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { FakeSocket, fakeLiveOptions } from '../notifications/test-helpers';
import { Providers } from '../shell/Providers';
import { makeBooking } from '../test/fixtures';
import { BookingStandbyCard, offerEndsAt } from './BookingStandbyCard';
import { StandbyPicker } from './StandbyPicker';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Routes by method and path (the query string ignored); everything else 404. */
function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const handler = routes[`${init?.method ?? 'GET'} ${url.split('?')[0]}`];
    return handler ? handler(url, init) : new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function wrap(children: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/booking?id=b1']}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
        <Location />
      </Providers>
    </MemoryRouter>,
  );
}

function result(id: string, firstName: string): SitterSearchResult {
  return {
    id,
    firstName,
    lastInitial: 'T',
    avatarUrl: null,
    photoUrl: null,
    suburb: 'Fremantle',
    state: 'WA',
    distanceKm: 3,
    headline: 'Dog lover',
    priceFromCents: 6_000,
    priceUnit: 'night',
    rating: null,
    reviewCount: 0,
    badges: [],
    approximateLocation: { latitude: -32.05, longitude: 115.75 },
    availabilityConfirmedAt: null,
    reliable: false,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('StandbyPicker', () => {
  function Picker() {
    const [selected, setSelected] = useState<string[]>([]);
    return (
      <>
        <StandbyPicker
          sitterId="s1"
          sitterFirstName="Sam"
          suburb="Perth"
          state="WA"
          postcode="6000"
          service="boarding"
          startDate="2026-01-10"
          endDate="2026-01-12"
          selected={selected}
          onChange={setSelected}
        />
        <output data-testid="chosen">{selected.join(',')}</output>
      </>
    );
  }

  it('lists free sitters nearby but the booked one, explains, and takes at most two in order', async () => {
    expect(MAX_STANDBY_SITTERS).toBe(2);
    const search: SearchResponse = {
      results: [result('s1', 'Sam'), result('s2', 'Ava'), result('s3', 'Ben'), result('s4', 'Cy')],
      total: 4,
      totalIsCapped: false,
      page: 1,
      pageSize: 20,
      location: null,
    };
    const fetchMock = serve({ 'GET /api/search/sitters': () => Response.json(search) });
    wrap(<Picker />);
    expect(screen.getByText(/If Sam cancels, we offer your booking to them first\. No charge, no obligation\./)).toBeInTheDocument();
    const ben = await screen.findByLabelText(/Ben T\./);
    const url = String(fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/search'))?.[0]);
    expect(url).toContain('service=boarding');
    expect(url).toContain('from=2026-01-10');
    expect(url).toContain('to=2026-01-12');
    expect(screen.queryByLabelText(/Sam T\./)).not.toBeInTheDocument();

    await userEvent.click(ben);
    await userEvent.click(screen.getByLabelText(/Ava T\./));
    expect(screen.getByTestId('chosen')).toHaveTextContent('s3,s2');
    expect(screen.getByLabelText(/Cy T\./)).toBeDisabled();
    await userEvent.click(screen.getByLabelText(/Ben T\./));
    expect(screen.getByTestId('chosen')).toHaveTextContent(/^s2$/);
    expect(screen.getByLabelText(/Cy T\./)).toBeEnabled();
  });
});

describe('BookingStandbyCard', () => {
  // 10 Jan 2026, 9:00 am in Perth.
  const booking = makeBooking({
    id: 'b1',
    startsAt: '2026-01-10T01:00:00.000Z',
    endsAt: '2026-01-12T02:00:00.000Z',
    timeZone: 'Australia/Perth',
  });
  const standbys: BookingStandby['standbys'] = [
    { sitterId: 's2', firstName: 'Ava', position: 1, status: 'opted_in' },
    { sitterId: 's3', firstName: 'Ben', position: 2, status: 'asked' },
  ];
  const state = (patch: Partial<BookingStandby>): BookingStandby => ({
    bookingId: 'b1',
    standbys,
    handoff: null,
    suggestions: [],
    ...patch,
  });
  const handoff = (outcome: 'open' | 'taken' | 'refunded', takenBySitterId: string | null = null): BookingStandby['handoff'] => ({
    trigger: 'sitter_cancelled',
    openedAt: '2026-01-05T01:00:00.000Z',
    outcome,
    takenBySitterId,
    topUpCents: 0,
  });

  it('shows who is standing by and whether they opted in', async () => {
    serve({ 'GET /api/bookings/b1/standby': () => Response.json(state({})) });
    wrap(<BookingStandbyCard booking={booking} />);
    expect(await screen.findByText('Ava: standing by')).toBeInTheDocument();
    expect(screen.getByText('Ben: asked, not answered yet')).toBeInTheDocument();
  });

  it('shows the offer and until when, then the take-over', async () => {
    expect(STANDBY_OFFER_HOURS).toBe(12);
    expect(offerEndsAt('2026-01-05T01:00:00.000Z', booking.startsAt)).toBe('2026-01-05T13:00:00.000Z');
    // An offer opened less than 12 hours before the start runs out at the start.
    expect(offerEndsAt('2026-01-09T14:00:00.000Z', booking.startsAt)).toBe(booking.startsAt);
    serve({
      'GET /api/bookings/b1/standby': () =>
        Response.json(state({ standbys: [{ ...standbys[0]!, status: 'offered' }, standbys[1]!], handoff: handoff('open') })),
    });
    const view = wrap(<BookingStandbyCard booking={booking} />);
    expect(await screen.findByText(/Offered to Ava until Mon, 5 Jan 2026, 9:00 pm/)).toBeInTheDocument();
    view.unmount();
    serve({
      'GET /api/bookings/b1/standby': () =>
        Response.json(state({ standbys: [{ ...standbys[0]!, status: 'accepted' }, standbys[1]!], handoff: handoff('taken', 's2') })),
    });
    wrap(<BookingStandbyCard booking={booking} />);
    expect(await screen.findByText(/Ava took over your booking/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book / })).not.toBeInTheDocument();
  });

  it('updates over the live connection, without polling: an offer, then the take-over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let current = state({ standbys: [{ ...standbys[0]!, status: 'offered' }, standbys[1]!], handoff: handoff('open') });
      const fetchMock = serve({ 'GET /api/bookings/b1/standby': () => Response.json(current) });
      const reads = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/bookings/b1/standby').length;
      render(
        <MemoryRouter initialEntries={['/booking?id=b1']}>
          <Providers swr={{ provider: () => new Map() }}>
            <LiveProvider userId="u1" connectionOptions={fakeLiveOptions}>
              <NotificationsProvider userId="u1">
                <BookingStandbyCard booking={booking} />
              </NotificationsProvider>
            </LiveProvider>
          </Providers>
        </MemoryRouter>,
      );
      act(() => FakeSocket.latest().open());
      expect(await screen.findByText(/Offered to Ava until/)).toBeInTheDocument();
      const before = reads();
      // No polling while the offer is open: a minute goes by without a read.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000);
      });
      expect(reads()).toBe(before);
      // Ava accepts on her phone: the server says so on the socket, and the card reads it again.
      current = state({ standbys: [{ ...standbys[0]!, status: 'accepted' }, standbys[1]!], handoff: handoff('taken', 's2') });
      const update = { type: 'care_update', visitId: null, incidentId: null, summary: 'Ava is taking over your booking', createdAt: '' };
      act(() => FakeSocket.latest().receive({ ...update, bookingId: 'b2' }));
      act(() => FakeSocket.latest().receive({ ...update, bookingId: 'b1' }));
      expect(await screen.findByText(/Ava took over your booking/)).toBeInTheDocument();
      expect(reads()).toBe(before + 1);
    } finally {
      FakeSocket.reset();
      vi.useRealTimers();
    }
  });

  it('after a full refund offers the suggestions, and books one in one tap', async () => {
    const suggestions = ['Cy', 'Di', 'Ed'].map((firstName, index) => ({
      sitterId: `x${index}`,
      firstName,
      suburb: 'Perth',
      priceCents: 20_000,
      topUpCents: 0,
    }));
    const fetchMock = serve({
      'GET /api/bookings/b1/standby': () =>
        Response.json(state({ standbys: standbys.map((s) => ({ ...s, status: 'expired' })), handoff: handoff('refunded'), suggestions })),
      'POST /api/bookings/b1/rebook': () => Response.json(makeBooking({ id: 'b9' }), { status: 201 }),
    });
    wrap(<BookingStandbyCard booking={booking} />);
    expect(await screen.findByText(/you get a full refund/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Book / })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Book Di' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('b9'));
    const sent = fetchMock.mock.calls.find(([input, init]) => String(input) === '/api/bookings/b1/rebook' && init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ sitterId: 'x1' });
  });
});

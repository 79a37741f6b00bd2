import type { BookingAction, BookingSummary, SeriesSummary, ViewerRole } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { SitterDashboardPage } from '../../sitter/dashboard/SitterDashboardPage';
import { BookingsPage } from './BookingsPage';
import { makeBookingSummary, makeUser } from '../../test/fixtures';

const user = makeUser({ firstName: 'Sam', lastName: 'Taylor', email: 's@example.com', profileCompleted: true });

/** A list row as the API sends it: the viewer's role and the actions it allows them. */
function summary(
  id: string,
  status: BookingSummary['status'],
  {
    ownerName = 'Olivia',
    viewerRole = 'owner',
    actions = [],
  }: { ownerName?: string; viewerRole?: ViewerRole; actions?: BookingAction[] } = {},
): BookingSummary {
  return makeBookingSummary({
    id,
    status,
    owner: { id: 'u9', firstName: ownerName, lastName: 'Nguyen', avatarUrl: null },
    sitter: { id: 's1', userId: 'u1', firstName: 'Sam', lastName: 'Taylor', avatarUrl: null, suburb: 'Surry Hills' },
    viewerRole,
    actions,
  });
}

function serve(isSitter: boolean, routes: Record<string, (init?: RequestInit) => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/auth/user') return Response.json(user);
    if (key === 'GET /api/user/role/u1') return Response.json({ isSitter, isAdmin: false, sitterData: null });
    const handler = routes[key];
    return handler ? handler(init) : new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/bookings" element={<BookingsPage />} />
          <Route path="/sitter-dashboard" element={<SitterDashboardPage />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bookings screen', () => {
  it('groups an owner’s bookings by state, each row with its next step', async () => {
    const person = userEvent.setup();
    serve(false, {
      'GET /api/bookings?as=owner': () =>
        Response.json({
          bookings: [
            summary('b1', 'requested', { actions: ['cancel', 'message'] }),
            summary('b2', 'accepted', { actions: ['pay', 'cancel', 'message'] }),
            summary('b3', 'paid', { actions: ['cancel', 'message'] }),
            summary('b4', 'completed', { actions: ['review', 'message'] }),
            summary('b5', 'declined', { actions: ['message'] }),
          ],
        }),
    });
    renderAt('/bookings');
    const tabs = await screen.findByRole('tablist', { name: 'Booking states' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Requests (1)', 'Upcoming (2)', 'Past (1)', 'Cancelled (1)']);
    await person.click(within(tabs).getByRole('tab', { name: 'Upcoming (2)' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'Pay now: Boarding with Sam Taylor' })).toHaveAttribute('href', '/payment/b2');
    expect(within(panel).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show bookings' })).not.toBeInTheDocument();
  });

  it('lets someone who is both switch between their bookings as sitter and as owner', async () => {
    const person = userEvent.setup();
    serve(true, {
      'GET /api/bookings?as=sitter': () =>
        Response.json({ bookings: [summary('b1', 'requested', { viewerRole: 'sitter', actions: ['accept', 'decline', 'message'] })] }),
      'GET /api/bookings?as=owner': () => Response.json({ bookings: [] }),
    });
    renderAt('/bookings');
    await expect(screen.findByRole('button', { name: /^Accept: Boarding for Olivia Nguyen/ })).resolves.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'As owner' }));
    await expect(screen.findByRole('heading', { name: 'No bookings yet' })).resolves.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'As owner' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the owner’s word on a sitter’s cancellation', () => {
  it('lists only the cancellations still waiting and confirms one with the API’s answer', async () => {
    const person = userEvent.setup();
    const waiting = {
      bookingId: 'b7',
      sitterFirstName: 'Tess',
      service: 'dog_walking',
      startDate: '2026-12-24',
      cancelledAt: '2026-12-20T01:00:00.000Z',
      confirmedAt: null,
    };
    const fetchMock = serve(false, {
      'GET /api/bookings?as=owner': () => Response.json({ bookings: [] }),
      'GET /api/reliability/owner-asked': () =>
        Response.json([waiting, { ...waiting, bookingId: 'b8', sitterFirstName: 'Ari', confirmedAt: '2026-12-21T01:00:00.000Z' }]),
      'POST /api/reliability/owner-asked/b7/confirm': () => Response.json({ ...waiting, confirmedAt: '2026-12-22T01:00:00.000Z' }),
    });
    renderAt('/bookings');
    const card = (await screen.findByRole('heading', { name: 'Did you ask for these cancellations?' })).closest('div')!.parentElement!;
    expect(within(card).getByText(/Tess cancelled your dog walking from 24 Dec 2026 and says you asked/)).toBeInTheDocument();
    expect(within(card).queryByText(/Ari cancelled/)).not.toBeInTheDocument();
    await person.click(within(card).getByRole('button', { name: 'Yes, I asked Tess to cancel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Did you ask for these cancellations?' })).not.toBeInTheDocument());
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/reliability/owner-asked/b7/confirm' && init?.method === 'POST'),
    ).toBe(true);
  });
});

describe('weekly care on the bookings screen', () => {
  it('lists each side’s series with its status and next date, linking to the series', async () => {
    const person = userEvent.setup();
    const series = (id: string, viewerRole: 'owner' | 'sitter', status: SeriesSummary['status'], nextDate: string | null) => ({
      id,
      viewerRole,
      owner: { id: 'u9', firstName: 'Olivia' },
      sitter: { id: 'u1', firstName: viewerRole === 'sitter' ? 'Sam' : 'Priya' },
      service: 'dog_walking',
      status,
      nextDate,
    });
    serve(true, {
      'GET /api/bookings?as=sitter': () => Response.json({ bookings: [] }),
      'GET /api/bookings?as=owner': () => Response.json({ bookings: [] }),
      'GET /api/series': () =>
        Response.json({ series: [series('s1', 'sitter', 'requested', '2026-12-14'), series('s2', 'owner', 'active', null)] }),
    });
    renderAt('/bookings');
    const list = await screen.findByRole('list', { name: 'Weekly care' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Weekly dog walking with Olivia' })).toHaveAttribute('href', '/series/s1');
    expect(list).toHaveTextContent('Next: Mon 14 Dec 2026');
    expect(list).toHaveTextContent('Waiting for the sitter');
    await person.click(screen.getByRole('button', { name: 'As owner' }));
    const owners = await screen.findByRole('list', { name: 'Weekly care' });
    expect(within(owners).getByRole('link', { name: 'Weekly dog walking with Priya' })).toHaveAttribute('href', '/series/s2');
    expect(owners).toHaveTextContent('Active');
    expect(owners).toHaveTextContent('No dates to come');
  });
});

describe('the actions on each row are the API’s', () => {
  // The API computes each row's actions from its transition table and the viewer's role; the
  // list shows exactly those. A status alone says nothing here: these rows carry actions that
  // a rule of thumb would get wrong either way.
  it('shows a sitter exactly the actions each row lists, and nothing for a row that lists none', async () => {
    const person = userEvent.setup();
    serve(true, {
      'GET /api/bookings?as=sitter': () =>
        Response.json({
          bookings: [
            summary('b1', 'requested', { ownerName: 'Olivia', viewerRole: 'sitter', actions: ['accept', 'decline'] }),
            // Paid but not started: the API refuses complete (409), so it does not list it.
            summary('b2', 'paid', { ownerName: 'Priya', viewerRole: 'sitter', actions: [] }),
            summary('b3', 'in_progress', { ownerName: 'Chloe', viewerRole: 'sitter', actions: ['complete', 'message'] }),
          ],
        }),
    });
    renderAt('/bookings');
    const olivia = await screen.findByRole('article', { name: 'Boarding for Olivia Nguyen' });
    expect(
      within(olivia)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Decline']);

    await person.click(screen.getByRole('tab', { name: 'Upcoming (2)' }));
    const priya = screen.getByRole('article', { name: 'Boarding for Priya Nguyen' });
    expect(within(priya).queryByRole('button')).not.toBeInTheDocument();
    expect(within(priya).queryByRole('link', { name: /Mark complete|Pay now|Leave a review/ })).not.toBeInTheDocument();
    const chloe = screen.getByRole('article', { name: 'Boarding for Chloe Nguyen' });
    expect(
      within(chloe)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Mark complete: Boarding for Chloe Nguyen', 'Message: Boarding for Chloe Nguyen']);
  });

  it('shows an owner the pay link, the review link and cancel only where the API lists them', async () => {
    const person = userEvent.setup();
    serve(false, {
      'GET /api/bookings?as=owner': () =>
        Response.json({
          bookings: [
            summary('b1', 'accepted', { actions: ['pay', 'cancel'] }),
            // Completed and already reviewed: no review link.
            summary('b2', 'completed', { actions: [] }),
          ],
        }),
    });
    renderAt('/bookings');
    const accepted = await screen.findByRole('article', { name: 'Boarding with Sam Taylor' });
    expect(within(accepted).getByRole('link', { name: 'Pay now: Boarding with Sam Taylor' })).toHaveAttribute('href', '/payment/b1');
    expect(within(accepted).getByRole('button', { name: 'Cancel booking: Boarding with Sam Taylor' })).toBeInTheDocument();

    await person.click(screen.getByRole('tab', { name: 'Past (1)' }));
    const completed = screen.getByRole('article', { name: 'Boarding with Sam Taylor' });
    expect(within(completed).queryByRole('link', { name: /Leave a review/ })).not.toBeInTheDocument();
    expect(within(completed).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the sitter dashboard', () => {
  it('accepts a request inline, shows earnings this month and upcoming stays', async () => {
    const person = userEvent.setup();
    const request = (id: string, ownerName: string) =>
      summary(id, 'requested', { ownerName, viewerRole: 'sitter', actions: ['accept', 'decline', 'message'] });
    let requests = [request('b1', 'Olivia'), request('b2', 'Priya')];
    const fetchMock = serve(true, {
      'GET /api/bookings?as=sitter': () => Response.json({ bookings: requests }),
      'GET /api/sitters/me/summary': () =>
        Response.json({
          pendingCount: requests.length,
          upcoming: [summary('b7', 'paid', { ownerName: 'Chloe', viewerRole: 'sitter', actions: ['cancel', 'message'] })],
          earningsThisMonthCents: 123_450,
        }),
      'POST /api/bookings/b1/accept': () => {
        requests = requests.filter((booking) => booking.id !== 'b1');
        return Response.json(summary('b1', 'accepted', { viewerRole: 'sitter', actions: ['cancel', 'message'] }));
      },
    });
    renderAt('/sitter-dashboard');
    await expect(screen.findByText('$1,234.50')).resolves.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Boarding for Chloe Nguyen' })).toBeInTheDocument();
    await person.click(await screen.findByRole('button', { name: 'Accept: Boarding for Olivia Nguyen' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings/b1/accept', expect.objectContaining({ method: 'POST' }));
    await expect(screen.findByRole('button', { name: 'Accept: Boarding for Priya Nguyen' })).resolves.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept: Boarding for Olivia Nguyen' })).not.toBeInTheDocument();
  });
});

describe('keyboard focus after an action', () => {
  it('moves focus to the next request when Accept, pressed by keyboard, takes its row away', async () => {
    const person = userEvent.setup();
    const request = (id: string, ownerName: string) =>
      summary(id, 'requested', { ownerName, viewerRole: 'sitter', actions: ['accept', 'decline', 'message'] });
    let requests = [request('b1', 'Olivia'), request('b2', 'Priya')];
    serve(true, {
      'GET /api/bookings?as=sitter': () => Response.json({ bookings: requests }),
      'GET /api/sitters/me/summary': () => Response.json({ pendingCount: requests.length, upcoming: [], earningsThisMonthCents: 0 }),
      'POST /api/bookings/b1/accept': () => {
        requests = requests.filter((booking) => booking.id !== 'b1');
        return Response.json(summary('b1', 'accepted', { viewerRole: 'sitter', actions: ['cancel', 'message'] }));
      },
    });
    renderAt('/sitter-dashboard');
    const accept = await screen.findByRole('button', { name: 'Accept: Boarding for Olivia Nguyen' });
    accept.focus();
    await person.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Accept: Boarding for Olivia Nguyen' })).not.toBeInTheDocument());
    // The next row's first control, its title link: the start of the row that took Olivia's place.
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Boarding for Priya Nguyen' })).toHaveFocus());
  });
});

describe('a write answers with the booking', () => {
  it('moves an accepted request out of the dashboard’s requests with the API’s answer, without reading the list again', async () => {
    const person = userEvent.setup();
    const request = (id: string, ownerName: string) =>
      summary(id, 'requested', { ownerName, viewerRole: 'sitter', actions: ['accept', 'decline', 'message'] });
    const fetchMock = serve(true, {
      // A second read would bring back Olivia's request.
      'GET /api/bookings?as=sitter': () => Response.json({ bookings: [request('b1', 'Olivia'), request('b2', 'Priya')] }),
      'GET /api/sitters/me/summary': () => Response.json({ pendingCount: 2, upcoming: [], earningsThisMonthCents: 0 }),
      'POST /api/bookings/b1/accept': () =>
        Response.json(summary('b1', 'accepted', { viewerRole: 'sitter', actions: ['cancel', 'message'] })),
    });
    renderAt('/sitter-dashboard');
    await person.click(await screen.findByRole('button', { name: 'Accept: Boarding for Olivia Nguyen' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Accept: Boarding for Olivia Nguyen' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Accept: Boarding for Priya Nguyen' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/bookings?as=sitter')).toHaveLength(1);
  });
});

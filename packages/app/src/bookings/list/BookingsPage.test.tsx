import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingSummary } from '../../data/bookings';
import { Providers } from '../../shell/Providers';
import { SitterDashboardPage } from '../../sitter/dashboard/SitterDashboardPage';
import { BookingsPage } from './BookingsPage';

const user = { id: 'u1', firstName: 'Sam', lastName: 'Taylor', email: 's@example.com', phone: null, profileImageUrl: null, profileCompleted: true };

function summary(id: string, status: BookingSummary['status'], ownerName = 'Olivia'): BookingSummary {
  return {
    id,
    status,
    service: 'boarding',
    startsAt: '2026-03-09T13:00:00.000Z',
    endsAt: '2026-03-11T13:00:00.000Z',
    timeZone: 'Australia/Sydney',
    totalCents: 9495,
    petNames: ['Rex'],
    owner: { id: 'u9', firstName: ownerName, lastName: 'Nguyen', avatarUrl: null },
    sitter: { id: 's1', userId: 'u1', firstName: 'Sam', lastName: 'Taylor', avatarUrl: null, suburb: 'Surry Hills' },
  };
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
        Response.json({ bookings: [summary('b1', 'requested'), summary('b2', 'accepted'), summary('b3', 'paid'), summary('b4', 'completed'), summary('b5', 'declined')] }),
    });
    renderAt('/bookings');
    const tabs = await screen.findByRole('tablist', { name: 'Booking states' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Requests (1)', 'Upcoming (2)', 'Past (1)', 'Cancelled (1)']);
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
      'GET /api/bookings?as=sitter': () => Response.json({ bookings: [summary('b1', 'requested')] }),
      'GET /api/bookings?as=owner': () => Response.json({ bookings: [] }),
    });
    renderAt('/bookings');
    await expect(screen.findByRole('button', { name: /^Accept: Boarding for Olivia Nguyen/ })).resolves.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'As owner' }));
    await expect(screen.findByRole('heading', { name: 'No bookings yet' })).resolves.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'As owner' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the sitter dashboard', () => {
  it('accepts a request inline, shows earnings this month and upcoming stays', async () => {
    const person = userEvent.setup();
    let requests = [summary('b1', 'requested', 'Olivia'), summary('b2', 'requested', 'Priya')];
    const fetchMock = serve(true, {
      'GET /api/bookings?as=sitter': () => Response.json({ bookings: requests }),
      'GET /api/sitters/me/summary': () => Response.json({ pendingCount: requests.length, upcoming: [summary('b7', 'paid', 'Chloe')], earningsThisMonthCents: 123_450 }),
      'POST /api/bookings/b1/accept': () => {
        requests = requests.filter((booking) => booking.id !== 'b1');
        return Response.json({ ...summary('b1', 'accepted'), actions: [] });
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

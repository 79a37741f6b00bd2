import { apiPaths, type Incident } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../shell/Providers';
import { callsTo, sentBodies, serveRoutes } from '../test/fetch-routes';
import { makeIncident, makeIncidentMetrics, makeUser } from '../test/fixtures';
import { localDay } from './admin-forms';
import { AdminPage } from './AdminPage';
import { timeLeft } from './IncidentsQueue';
import { pickDate } from '../test/date-picker';

vi.setConfig({ testTimeout: 30_000 });

const admin = makeUser({ firstName: 'Ada', lastName: 'Admin', profileCompleted: true });
const lost = makeIncident();
const missed = makeIncident({
  id: 'i2',
  bookingId: 'b2',
  kind: 'missed_visit',
  description: 'The 8:00 am visit was not checked in.',
  openedByRole: 'pawpal',
  openedAt: '2026-03-10T23:20:00.000Z',
  acknowledgeBy: '2026-03-10T23:35:00.000Z',
  visitId: 'v1',
});
const page = (items: Incident[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

/** The admin's API; `queue` holds the server's incidents by status, in its order. */
function serve(queue: Record<'open' | 'acknowledged' | 'resolved', Incident[]>) {
  const thisMonth = apiPaths.adminIncidentMetrics({ from: '2026-03-01', to: localDay(new Date()) });
  const move = (id: string, status: 'acknowledged' | 'resolved', patch: Partial<Incident> = {}) => {
    const incident = [...queue.open, ...queue.acknowledged].find((entry) => entry.id === id)!;
    queue.open = queue.open.filter((entry) => entry.id !== id);
    queue.acknowledged = queue.acknowledged.filter((entry) => entry.id !== id);
    const moved = { ...incident, status, ...patch };
    queue[status] = [...queue[status], moved];
    return Response.json(moved);
  };
  return serveRoutes({
    'GET /api/auth/user': () => Response.json(admin),
    'GET /api/user/role/u1': () => Response.json({ isSitter: false, isAdmin: true, sitterData: null }),
    'GET /api/admin/summary': () => Response.json({ sittersPendingReview: 0, pendingVerifications: 0, openReports: 0 }),
    'GET /api/admin/incidents?status=open': () => Response.json(page(queue.open)),
    'GET /api/admin/incidents?status=acknowledged': () => Response.json(page(queue.acknowledged)),
    'GET /api/admin/incidents?status=resolved': () => Response.json(page(queue.resolved)),
    [`GET ${thisMonth}`]: () => Response.json(makeIncidentMetrics({ to: localDay(new Date()) })),
    'GET /api/admin/incidents/metrics?from=2026-02-01&to=2026-02-28': () =>
      Response.json(makeIncidentMetrics({ from: '2026-02-01', to: '2026-02-28', count: 3, acknowledged: 3, breaches: 0 })),
    'POST /api/admin/incidents/i1/acknowledge': () => move('i1', 'acknowledged', { acknowledgedAt: '2026-03-10T23:36:00.000Z' }),
    'POST /api/admin/incidents/i2/resolve': (init) => move('i2', 'resolved', { outcome: JSON.parse(String(init?.body)).outcome }),
    'POST /api/admin/incidents/i2/release-hold': () => {
      queue.resolved = queue.resolved.map((entry) => (entry.id === 'i2' ? { ...entry, payoutHeld: false } : entry));
      return Response.json(queue.resolved.find((entry) => entry.id === 'i2'));
    },
  });
}

function renderQueue() {
  return render(
    <MemoryRouter initialEntries={['/admin?tab=incidents']}>
      <Providers swr={{ provider: () => new Map() }}>
        <AdminPage />
      </Providers>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  // Radix Select scrolls the chosen option into view; jsdom has no layout.
  Element.prototype.scrollIntoView ??= () => {};
});
beforeEach(() => {
  // 10:35 am AEDT on 11 March 2026: the lost pet has 7 minutes left, the missed visit is due now.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T23:35:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the incidents queue', () => {
  it('lists open incidents in the server’s order, urgent ones marked, with the time left to acknowledge', async () => {
    serve({ open: [lost, missed], acknowledged: [], resolved: [] });
    renderQueue();
    const list = await screen.findByRole('list', { name: 'Open incidents' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveAccessibleName(/^Lost pet, opened/);
    expect(within(first!).getByText('Urgent')).toBeInTheDocument();
    expect(within(first!).getByText(/\(7 min left\)/)).toBeInTheDocument();
    expect(within(first!).getByText('Payout held')).toBeInTheDocument();
    expect(second).toHaveAccessibleName(/^Missed visit, opened/);
    expect(within(second!).queryByText('Urgent')).not.toBeInTheDocument();
    expect(within(second!).getByText(/by Pawpal · acknowledge by .* \(due now\)/)).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Open the thread' })).toHaveAttribute('href', '/incidents/i1');
  });

  it('acknowledges an incident, which leaves the open queue', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({ open: [lost, missed], acknowledged: [], resolved: [] });
    renderQueue();
    const list = await screen.findByRole('list', { name: 'Open incidents' });
    await user.click(within(within(list).getAllByRole('article')[0]!).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST /api/admin/incidents/i1/acknowledge')).toEqual([undefined]);
    expect(callsTo(fetchMock, 'GET /api/admin/incidents?status=open')).toBe(2);
  });

  it('resolves with a refund in cents and the payout kept on hold', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({
      open: [],
      acknowledged: [{ ...missed, status: 'acknowledged', acknowledgedAt: '2026-03-10T23:30:00.000Z' }],
      resolved: [],
    });
    renderQueue();
    await user.click(await screen.findByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Acknowledged' }));
    const form = await screen.findByRole('form', { name: 'Resolve: Missed visit' });
    await user.click(within(form).getByRole('button', { name: 'Resolve' }));
    expect(within(form).getByText('Say how it was resolved: both sides read it')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/admin/incidents/i2/resolve')).toEqual([]);

    await user.type(within(form).getByLabelText(/^Outcome/), 'Sitter was ill; the visit is refunded.');
    await user.type(within(form).getByLabelText(/^Refund to the owner/), '25.50');
    await user.click(within(form).getByRole('radio', { name: 'Keep it held' }));
    await user.click(within(form).getByRole('button', { name: 'Resolve' }));
    await expect(screen.findByText('No acknowledged incidents.')).resolves.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/admin/incidents/i2/resolve')).toEqual([
      { outcome: 'Sitter was ill; the visit is refunded.', refundCents: 2550, releaseHold: false },
    ]);
  });

  it('releases the payout hold a resolved incident kept', async () => {
    const user = userEvent.setup();
    const kept: Incident = { ...missed, status: 'resolved', outcome: 'Sitter was ill.', resolvedAt: '2026-03-10T23:50:00.000Z' };
    const fetchMock = serve({ open: [], acknowledged: [], resolved: [kept] });
    renderQueue();
    await user.click(await screen.findByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Resolved' }));
    const card = await screen.findByRole('article', { name: /^Missed visit/ });
    expect(within(card).queryByRole('form', { name: /^Resolve/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Release the payout hold' }));
    await waitFor(() => expect(within(card).queryByText('Payout held')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, 'POST /api/admin/incidents/i2/release-hold')).toEqual([undefined]);
    expect(within(card).queryByRole('button', { name: 'Release the payout hold' })).not.toBeInTheDocument();
  });

  it('shows the promise’s metrics for this month, then for the range chosen', async () => {
    const user = userEvent.setup();
    serve({ open: [], acknowledged: [], resolved: [] });
    renderQueue();
    const metrics = await screen.findByRole('region', { name: 'The 15-minute promise' });
    const values = () =>
      Object.fromEntries(
        within(metrics)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    await waitFor(() =>
      expect(values()).toEqual({
        Incidents: '12',
        Acknowledged: '11',
        'Median to acknowledge': '6 min',
        '90th percentile': '14 min',
        'Promise broken': '1',
      }),
    );
    const from = within(metrics).getByRole('button', { name: 'From' });
    const to = within(metrics).getByRole('button', { name: 'To' });
    await pickDate(user, from, '2026-02-01');
    await pickDate(user, to, '2026-02-28');
    expect(from).toHaveAccessibleDescription('1 Feb 2026');
    expect(to).toHaveAccessibleDescription('28 Feb 2026');
    await user.click(within(metrics).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(values()).toMatchObject({ Incidents: '3', 'Promise broken': '0' }));
  });
});

describe('the time left to acknowledge', () => {
  it.each([
    ['2026-03-10T23:42:00.000Z', '7 min left'],
    ['2026-03-10T23:35:30.000Z', '1 min left'],
    ['2026-03-10T23:35:00.000Z', 'due now'],
    ['2026-03-10T23:34:01.000Z', 'due now'],
    ['2026-03-10T23:34:00.000Z', '1 min overdue'],
    ['2026-03-10T23:20:00.000Z', '15 min overdue'],
  ])('promise %s at 23:35 is %s', (acknowledgeBy, words) => {
    expect(timeLeft(acknowledgeBy, Date.parse('2026-03-10T23:35:00.000Z'))).toBe(words);
  });
});

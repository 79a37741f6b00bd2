import { type AdminUserDetail } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../data/swr-config';
import { AdminPage } from './AdminPage';
import { makeUser } from '../test/fixtures';

vi.setConfig({ testTimeout: 30_000 });

const admin = makeUser({ firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com', profileCompleted: true });
const sam: AdminUserDetail = {
  id: '6f1c1f4e-8a57-4d39-9c1e-1f0a2b3c4d5e',
  firstName: 'Sam',
  lastName: 'Sitter',
  email: 'sam@example.com',
  isAdmin: false,
  isSitter: true,
  createdAt: '2026-01-10T00:00:00.000Z',
  suspension: null,
  phone: null,
  sitterReviewStatus: 'approved',
  bookings: [],
  reportsAgainst: [],
  reportsBy: [],
  verifications: [],
};

type Handler = (url: string, init?: RequestInit) => Response | undefined;

/** The API, mocked: the admin, their role, the queue counts, one user; 401 for anything else (never retried). */
function serve({ isAdmin = true, handler = () => undefined }: { isAdmin?: boolean; handler?: Handler } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = handler(url, init);
    if (answer) return answer;
    if (url === '/api/auth/user') return Response.json(admin);
    if (url === '/api/user/role/u1') return Response.json({ isSitter: false, isAdmin, sitterData: null });
    if (url === '/api/admin/summary') return Response.json({ sittersPendingReview: 2, pendingVerifications: 5, openReports: 1 });
    if (url.startsWith('/api/admin/users?')) return Response.json({ items: [sam], total: 1, page: 1, pageSize: 20 });
    if (url === `/api/admin/users/${sam.id}`) return Response.json(sam);
    return new Response(null, { status: 401, statusText: 'Unauthorized' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAdmin(path = '/admin') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <AdminPage />
      </SWRConfig>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  // Radix Select (the community rule picker) scrolls the chosen option into view; jsdom has no layout.
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminPage', () => {
  it('refuses anyone but an admin', async () => {
    const fetchMock = serve({ isAdmin: false });
    renderAdmin();
    await expect(screen.findByRole('heading', { level: 1, name: 'Access denied' })).resolves.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin/'))).toBe(false);
  });

  it('shows the queues with their counts, and every tool as a tab', async () => {
    serve();
    renderAdmin();
    const tabs = await screen.findByRole('tablist', { name: 'Admin tools' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual([
        'Sitters (2)',
        'Verifications (5)',
        'Reports (1)',
        'Incidents',
        'Reviews',
        'Users',
        'Bookings',
        'Finance',
        'Audit log',
        'Appeals',
      ]),
    );
    expect(within(tabs).getByRole('tab', { name: 'Sitters (2)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a user from the search and validates the suspension before sending it', async () => {
    const user = userEvent.setup();
    const posts: unknown[] = [];
    serve({
      handler: (url, init) => {
        if (init?.method !== 'POST') return undefined;
        posts.push(JSON.parse(String(init.body)));
        return Response.json({ ...sam, suspension: { suspendedAt: '2026-11-25T00:00:00.000Z', reason: 'Fake profile', until: null } });
      },
    });
    renderAdmin('/admin?tab=users');
    await user.click(await screen.findByRole('button', { name: 'Open Sam Sitter' }));
    await screen.findByRole('heading', { level: 2, name: 'Sam Sitter' });

    const form = screen.getByRole('form', { name: 'Suspend Sam Sitter' });
    await user.click(within(form).getByRole('button', { name: 'Suspend account' }));
    expect(await within(form).findByText('Give a reason for the suspension')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Fake profile');
    await user.click(within(form).getByRole('button', { name: 'Suspend account' }));
    // The community rule is required beside the reason.
    expect(await within(form).findByText('Choose the community rule this decision names')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.click(within(form).getByRole('combobox', { name: /Community rule/ }));
    await user.click(await screen.findByRole('option', { name: 'Honest profiles' }));
    await user.click(within(form).getByRole('button', { name: 'Suspend account' }));
    await waitFor(() => expect(posts).toEqual([{ reason: 'Fake profile', rule: 'honest_profile' }]));
  });

  it('shows the API’s refusal to suspend', async () => {
    const user = userEvent.setup();
    serve({
      handler: (_url, init) =>
        init?.method === 'POST'
          ? Response.json({ statusCode: 403, error: 'Forbidden', message: 'An admin account cannot be suspended' }, { status: 403 })
          : undefined,
    });
    renderAdmin(`/admin?tab=users&user=${sam.id}`);
    const form = await screen.findByRole('form', { name: 'Suspend Sam Sitter' });
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await user.click(within(form).getByRole('combobox', { name: /Community rule/ }));
    await user.click(await screen.findByRole('option', { name: 'Respect for every member' }));
    await user.click(within(form).getByRole('button', { name: 'Suspend account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('An admin account cannot be suspended');
  });
});

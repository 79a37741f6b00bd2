import type { Notice } from '@pawpal/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PawpalNotices } from './PawpalNotices';

const PAID: Notice = {
  id: 'n2',
  kind: 'payout_paid',
  title: 'Payout of $83.50 paid',
  body: '$83.50 is on its way to your bank account.',
  link: '/payout-settings',
  createdAt: '2027-03-01T01:00:00.000Z',
  readAt: null,
};
const HANDLED: Notice = {
  id: 'n1',
  kind: 'report_handled',
  title: 'Your report was handled',
  body: 'Thanks: an admin looked into it.',
  link: null,
  createdAt: '2027-02-01T01:00:00.000Z',
  readAt: '2027-02-02T01:00:00.000Z',
};

function serve(lists: Notice[][]) {
  let read = false;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      calls.push(key);
      if (key === 'POST /api/notices/read') {
        read = true;
        return new Response(null, { status: 204 });
      }
      if (key === 'GET /api/notices') return Response.json(lists[read ? 1 : 0]);
      return new Response(null, { status: 404 });
    }),
  );
  return calls;
}

function renderNotices() {
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), fetcher: (url: string) => fetch(url).then((r) => r.json()) }}>
        <PawpalNotices />
      </SWRConfig>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('messages from Pawpal', () => {
  it('lists them newest first with the unread count, and marks them read', async () => {
    const person = userEvent.setup();
    const calls = serve([
      [PAID, HANDLED],
      [{ ...PAID, readAt: '2027-03-02T00:00:00.000Z' }, HANDLED],
    ]);
    renderNotices();
    expect(await screen.findByRole('heading', { name: /From Pawpal/ })).toHaveTextContent('1 new');
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Payout of $83.50 paid',
      'Your report was handled',
    ]);
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/payout-settings');
    await person.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('heading', { name: 'From Pawpal' })).not.toHaveTextContent('new');
    expect(calls).toContain('POST /api/notices/read');
  });

  it('shows nothing when there are none', async () => {
    const calls = serve([[]]);
    renderNotices();
    await vi.waitFor(() => expect(calls).toContain('GET /api/notices'));
    expect(screen.queryByRole('heading', { name: /From Pawpal/ })).not.toBeInTheDocument();
  });
});

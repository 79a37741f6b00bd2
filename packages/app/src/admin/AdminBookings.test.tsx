import { type AdminBooking } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../data/swr-config';
import { AdminBookings } from './AdminBookings';

vi.setConfig({ testTimeout: 30_000 });

const paid: AdminBooking = {
  id: '0b6f7c8e-1d2a-4b3c-9d4e-5f6a7b8c9d0e',
  status: 'paid',
  service: 'boarding',
  startsAt: '2026-12-10T23:00:00.000Z',
  endsAt: '2026-12-12T23:00:00.000Z',
  totalCents: 10_550,
  refundableCents: 10_550,
  owner: { id: 'o1', name: 'Olive Owner', email: 'olive@example.com' },
  sitter: { id: 's1', name: 'Sam Sitter', email: 'sam@example.com' },
  createdAt: '2026-11-20T00:00:00.000Z',
};

function serve(posts: { url: string; body: unknown }[], listed: AdminBooking = paid) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json({ ...paid, status: 'cancelled', refundableCents: 0 });
      }
      if (url.startsWith('/api/admin/bookings?')) return Response.json({ items: [listed], total: 1, page: 1, pageSize: 20 });
      return new Response(null, { status: 401, statusText: 'Unauthorized' });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminBookings', () => {
  it('cancels with a partial refund bounded by what was paid', async () => {
    const user = userEvent.setup();
    const posts: { url: string; body: unknown }[] = [];
    serve(posts);
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <AdminBookings />
      </SWRConfig>,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel booking…' }));
    const form = screen.getByRole('form', { name: 'Cancel this booking' });
    expect(within(form).getByRole('radio', { name: 'Full refund ($105.50)' })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'Partial refund' }));
    await user.type(within(form).getByRole('textbox', { name: /Amount to refund/ }), '200');
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Sitter unreachable');
    await user.click(within(form).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(form).findByText('The refund can be at most $105.50')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: /Amount to refund/ }));
    await user.type(within(form).getByRole('textbox', { name: /Amount to refund/ }), '12.34');
    await user.click(within(form).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { url: `/api/admin/bookings/${paid.id}/cancel`, body: { reason: 'Sitter unreachable', refund: 'partial', refundCents: 1234 } },
      ]),
    );
  });

  it('refunds part of a completed stay, bounded by what is left of the payment', async () => {
    const user = userEvent.setup();
    const posts: { url: string; body: unknown }[] = [];
    serve(posts, { ...paid, status: 'completed', refundableCents: 5_275 });
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <AdminBookings />
      </SWRConfig>,
    );
    expect(await screen.findByRole('button', { name: 'Refund stay…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking…' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refund stay…' }));
    const form = screen.getByRole('form', { name: 'Refund this stay' });
    const amount = within(form).getByRole('textbox', { name: /Amount to refund/ });
    expect(amount).toHaveValue('52.75');
    await user.clear(amount);
    await user.type(amount, '60');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('The refund can be at most $52.75')).toBeInTheDocument();
    expect(await within(form).findByText('Give a reason for the refund')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '20.50');
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Left a day early');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(posts).toEqual([{ url: `/api/admin/bookings/${paid.id}/refund`, body: { amountCents: 2050, reason: 'Left a day early' } }]),
    );
  });
});

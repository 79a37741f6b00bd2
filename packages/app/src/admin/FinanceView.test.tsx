import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FinanceView, halfYearOf } from './FinanceView';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the finance view', () => {
  it('names the ATO half-years', () => {
    expect(halfYearOf('2026-11-25')).toBe('2026-H2');
    expect(halfYearOf('2027-06-30')).toBe('2027-H1');
  });

  it('shows the period’s money from the API and links the seller report', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input));
        if (String(input).startsWith('/api/admin/referrals')) return Response.json({ referrals: [], page: 1, pageSize: 20, total: 0 });
        return Response.json({
          from: 'x',
          to: 'y',
          grossBookingValueCents: 10_550,
          bookingFeesCents: 500,
          commissionsCents: 1_500,
          gstCollectedCents: 200,
          refundsCents: 0,
          payoutsCents: 8_350,
          referralCostCents: 0,
          moneyHeldCents: 2_200,
        });
      }),
    );
    render(
      <SWRConfig value={{ provider: () => new Map(), fetcher: (url: string) => fetch(url).then((r) => r.json()) }}>
        <FinanceView />
      </SWRConfig>,
    );
    const table = await screen.findByRole('table', { name: 'Money in the period' });
    expect(within(table).getByRole('row', { name: /Gross booking value/ })).toHaveTextContent('$105.50');
    expect(within(table).getByRole('row', { name: /Money held at the end/ })).toHaveTextContent('$22.00');
    expect(asked).toContainEqual(expect.stringMatching(/^\/api\/admin\/finance\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/));
    expect(screen.getByRole('link', { name: /Seller report \d{4}-H[12]/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/admin\/tax\/sellers\.csv\?period=\d{4}-H[12]$/),
    );
  });

  it('lists the referrals that earned nothing, and why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url === '/api/admin/referrals?flagged=true&page=1') {
          return Response.json({
            referrals: [
              {
                id: 'r1',
                referrer: { id: 'u1', firstName: 'Rita', lastName: 'R', email: 'rita@example.com' },
                friend: { id: 'u2', firstName: 'Fred', lastName: 'F', email: 'fred@example.com' },
                code: 'K7M2QX9P',
                joinedAt: '2026-11-02T01:00:00.000Z',
                status: 'not_rewarded',
                flag: 'shared_card',
                creditCents: 0,
                rewardedAt: null,
              },
            ],
            page: 1,
            pageSize: 20,
            total: 1,
          });
        }
        return Response.json({
          from: 'x',
          to: 'y',
          grossBookingValueCents: 0,
          bookingFeesCents: 0,
          commissionsCents: 0,
          gstCollectedCents: 0,
          refundsCents: 0,
          payoutsCents: 0,
          referralCostCents: 2_000,
          moneyHeldCents: 0,
        });
      }),
    );
    render(
      <SWRConfig value={{ provider: () => new Map(), fetcher: (url: string) => fetch(url).then((r) => r.json()) }}>
        <FinanceView />
      </SWRConfig>,
    );
    const flagged = await screen.findByRole('list', { name: 'Flagged referrals' });
    expect(within(flagged).getByRole('listitem')).toHaveTextContent(
      /^rita@example\.com referred fred@example\.com · joined .*Same saved card on both accounts$/,
    );
    expect(
      within(await screen.findByRole('table', { name: 'Money in the period' })).getByRole('row', { name: /Referral cost/ }),
    ).toHaveTextContent('$20.00');
  });
});

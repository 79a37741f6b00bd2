import type { TaxStatement } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recentFinancialYears } from '../../data/tax';
import { Providers } from '../../shell/Providers';
import { TaxReportPage } from './TaxReportPage';
import { makeUser } from '../../test/fixtures';

const sam = makeUser({ id: 'u2', firstName: 'Sam', lastName: 'Sitter', email: 's@example.com', profileCompleted: true });

function statementFor(fy: string, overrides: Partial<TaxStatement> = {}): TaxStatement {
  const start = Number(fy.slice(0, 4));
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = ((6 + i) % 12) + 1;
    return {
      month: `${month >= 7 ? start : start + 1}-${String(month).padStart(2, '0')}`,
      grossCents: i === 0 ? 15_000 : 0,
      commissionCents: i === 0 ? 2_250 : 0,
      commissionGstCents: i === 0 ? 225 : 0,
      refundsCents: 0,
      payoutsCents: 0,
    };
  });
  return {
    fy,
    from: `${start}-07-01`,
    to: `${start + 1}-06-30`,
    grossCents: 15_000,
    commissionCents: 2_250,
    commissionGstCents: 225,
    refundsCents: 0,
    netCents: 12_525,
    payoutsCents: 12_525,
    bookings: 1,
    months,
    turnover12MonthsCents: 15_000,
    gstWarning: false,
    ...overrides,
  };
}

function serve(overrides: Partial<TaxStatement> = {}) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/user') return Response.json(sam);
      const match = /^\/api\/tax\/statement\?fy=(\d{4}-\d{2})$/.exec(url);
      if (match) {
        asked.push(match[1]!);
        return Response.json(statementFor(match[1]!, overrides));
      }
      return new Response(null, { status: 404 });
    }),
  );
  return asked;
}

function renderPage() {
  render(
    <MemoryRouter>
      <Providers swr={{ provider: () => new Map() }}>
        <TaxReportPage />
      </Providers>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recentFinancialYears', () => {
  it('counts financial years by Sydney’s date, newest first', () => {
    expect(recentFinancialYears(new Date('2027-06-30T13:00:00Z'))).toEqual(['2026-27', '2025-26', '2024-25']);
    // 14:00Z on 30 June is already 1 July in Sydney.
    expect(recentFinancialYears(new Date('2027-06-30T14:00:00Z'), 2)).toEqual(['2027-28', '2026-27']);
  });
});

describe('the tax report', () => {
  it('shows the year’s totals that add up, and the CSV for that year', async () => {
    serve();
    renderPage();
    const [current] = recentFinancialYears(new Date());
    const totals = await screen.findByRole('table', { name: 'Totals for the year' });
    const amount = (label: string) =>
      within(within(totals).getByRole('row', { name: new RegExp(`^${label}`) })).getByRole('cell').textContent;
    expect(amount('What owners paid for your services')).toBe('$150.00');
    expect(amount('Pawpal commission')).toBe('−$22.50');
    expect(amount('GST on the commission')).toBe('−$2.25');
    expect(amount('Your earnings')).toBe('$125.25');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/tax/statement.csv?fy=${current}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads another year when chosen', async () => {
    const person = userEvent.setup();
    const asked = serve();
    renderPage();
    const [current, previous] = recentFinancialYears(new Date());
    await screen.findByRole('heading', { name: `Financial year ${current}` });
    await person.click(screen.getByRole('combobox', { name: 'Financial year' }));
    await person.click(await screen.findByRole('option', { name: previous }));
    expect(await screen.findByRole('heading', { name: `Financial year ${previous}` })).toBeInTheDocument();
    expect(asked).toEqual([current, previous]);
  });

  it('warns about GST registration from $75,000 of turnover', async () => {
    serve({ turnover12MonthsCents: 7_612_000, gstWarning: true });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your turnover over the last 12 months is $76,120.00. From $75,000.00 you must register for GST',
    );
  });
});

import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarningsLine } from './EarningsLine';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLine(price: string) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return Response.json({ priceCents: 6_500, commissionCents: 975, commissionGstCents: 98, sitterReceivesCents: 5_427 });
    }),
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), fetcher: (url: string) => fetch(url).then((r) => r.json()) }}>
      <EarningsLine price={price} />
    </SWRConfig>,
  );
  return asked;
}

describe('EarningsLine', () => {
  it('shows the breakdown that adds up for the price being typed', async () => {
    const asked = renderLine('65');
    expect(await screen.findByText(/you receive \$54\.27/)).toBeInTheDocument();
    expect(screen.getByText(/\$65\.00 − \$9\.75 Pawpal commission − \$0\.98 GST on it =/)).toBeInTheDocument();
    expect(asked).toEqual(['/api/payouts/earnings?priceCents=6500']);
  });

  it('asks nothing for a price that is not valid yet', () => {
    const asked = renderLine('0.5');
    expect(asked).toEqual([]);
    expect(screen.queryByText(/you receive/)).not.toBeInTheDocument();
  });
});

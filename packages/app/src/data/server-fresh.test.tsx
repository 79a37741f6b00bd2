import { render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { freshFromServer } from './server-fresh';

function Show({ swrKey }: { swrKey: string }) {
  const { data } = useSWR<string>(swrKey);
  return <p>{data ?? 'nothing'}</p>;
}

function renderWith(fetcher: (key: string) => Promise<string>, now: number) {
  const renderedAt = 1_000_000;
  return render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fetcher,
        fallback: { '/api/sitters/s1': 'from the server' },
        use: [freshFromServer(['/api/sitters/s1'], renderedAt, () => now)],
      }}
    >
      <Show swrKey="/api/sitters/s1" />
      <Show swrKey="/api/sitters/s1/reviews" />
    </SWRConfig>,
  );
}

describe('freshFromServer', () => {
  it('does not ask again for what the server rendered the page with, within the 5 fresh minutes', async () => {
    const fetcher = vi.fn(async (key: string) => `fetched ${key}`);
    renderWith(fetcher, 1_000_000 + 299_000);
    expect(await screen.findByText('fetched /api/sitters/s1/reviews')).toBeInTheDocument();
    expect(screen.getByText('from the server')).toBeInTheDocument();
    expect(fetcher.mock.calls.map(([key]) => key)).toEqual(['/api/sitters/s1/reviews']);
  });

  it('asks as usual once the answers are older than 5 minutes', async () => {
    const fetcher = vi.fn(async (key: string) => `fetched ${key}`);
    renderWith(fetcher, 1_000_000 + 300_000);
    expect(await screen.findByText('fetched /api/sitters/s1')).toBeInTheDocument();
    expect(fetcher.mock.calls.map(([key]) => key).sort()).toEqual(['/api/sitters/s1', '/api/sitters/s1/reviews']);
  });
});

import type { SavedSearch } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../../data/swr-config';
import { SavedSearchesCard } from './SavedSearchesCard';

const broome: SavedSearch = {
  id: 'ss1',
  location: { name: 'Broome', postcode: '6725', state: 'WA', latitude: -17.96, longitude: 122.23 },
  radiusKm: 50,
  service: 'boarding',
  createdAt: '2026-12-01T00:00:00.000Z',
};
const katherine: SavedSearch = {
  id: 'ss2',
  location: { name: 'Katherine', postcode: '0850', state: 'NT', latitude: -14.45, longitude: 132.27 },
  radiusKm: 25,
  service: null,
  createdAt: '2026-11-30T00:00:00.000Z',
};

function serve(saved: SavedSearch[], deleteStatus = 204) {
  let stored = saved;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/saved-searches' && (init?.method ?? 'GET') === 'GET') return Response.json(stored);
    if (url.startsWith('/api/saved-searches/') && init?.method === 'DELETE') {
      if (deleteStatus !== 204) return Response.json({ message: 'Saved search not found' }, { status: deleteStatus });
      stored = stored.filter((each) => `/api/saved-searches/${each.id}` !== url);
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCard() {
  return render(
    <MemoryRouter>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <SavedSearchesCard />
      </SWRConfig>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SavedSearchesCard', () => {
  it('lists the saved searches, each opening its search, and removes one', async () => {
    const fetchMock = serve([broome, katherine]);
    renderCard();
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Broome, WA 6725 · within 50 km · Boarding',
      'Katherine, NT 0850 · within 25 km · Any service',
    ]);
    expect(links[0]).toHaveAttribute('href', '/browse-services?suburb=Broome&state=WA&postcode=6725&radius=50&service=boarding');

    await userEvent.click(screen.getByRole('button', { name: 'Remove saved search Broome, WA 6725 · within 50 km · Boarding' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).toHaveTextContent('Katherine');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url)).toEqual(['/api/saved-searches/ss1']);
  });

  it('says how to save one when there are none', async () => {
    serve([]);
    renderCard();
    await expect(screen.findByText(/No saved searches yet/)).resolves.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Saved searches' })).not.toBeInTheDocument();
  });

  it('keeps the search and says so when the removal fails', async () => {
    serve([broome], 404);
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: /Remove saved search Broome/ }));
    await expect(screen.findByRole('alert')).resolves.toHaveTextContent('Saved search not found');
    expect(screen.getByRole('list', { name: 'Saved searches' })).toHaveTextContent('Broome');
  });
});

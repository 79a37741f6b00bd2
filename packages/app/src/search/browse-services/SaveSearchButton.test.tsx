import type { SavedSearch, SearchResponse } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { makeUser } from '../../test/fixtures';
import { BrowseServicesPage } from './BrowseServicesPage';

const broome = { name: 'Broome', postcode: '6725', state: 'WA', latitude: -17.9644, longitude: 122.2304 };
const quilla = {
  id: 'q1',
  firstName: 'Quilla',
  lastInitial: 'R',
  avatarUrl: null,
  photoUrl: null,
  suburb: 'Derby',
  state: 'WA',
  distanceKm: 170.2,
  headline: 'Cat person in Derby',
  priceFromCents: 5000,
  priceUnit: 'night' as const,
  rating: null,
  reviewCount: 0,
  reliable: false,
  badges: [],
  approximateLocation: { latitude: -17.44, longitude: 123.74 },
  availabilityConfirmedAt: null,
};
const empty: SearchResponse = { results: [], total: 0, totalIsCapped: false, page: 1, pageSize: 20, location: broome, nearest: [quilla] };
const found: SearchResponse = {
  results: [{ ...quilla, distanceKm: 3.1 }],
  total: 1,
  totalIsCapped: false,
  page: 1,
  pageSize: 20,
  location: broome,
};

function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return { id: 'ss1', location: broome, radiusKm: 10, service: 'boarding', createdAt: '2026-12-01T00:00:00.000Z', ...overrides };
}

interface Options {
  signedIn?: boolean;
  saved?: SavedSearch[];
  search?: SearchResponse;
  /** The answer to POST /api/saved-searches (default: 201 with the saved search). */
  post?: () => Response;
}

function serve({ signedIn = true, saved = [], search = empty, post }: Options = {}) {
  let stored = saved;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/auth/user')
      return signedIn ? Response.json(makeUser({ id: 'u1' })) : Response.json({ message: 'Not signed in' }, { status: 401 });
    if (url.pathname === '/api/search/sitters') return Response.json(search);
    if (url.pathname === '/api/search/map-tiles') return Response.json({ tileUrl: null });
    if (url.pathname === '/api/saved-searches' && method === 'GET') return Response.json(stored);
    if (url.pathname === '/api/saved-searches' && method === 'POST') {
      if (post) return post();
      const created = savedSearch();
      stored = [created, ...stored];
      return Response.json(created, { status: 201 });
    }
    if (url.pathname.startsWith('/api/saved-searches/') && method === 'DELETE') {
      stored = stored.filter((each) => `/api/saved-searches/${each.id}` !== url.pathname);
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const BROOME_SEARCH = '/browse-services?suburb=Broome&state=WA&postcode=6725&service=boarding';

async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/browse-services" element={<BrowseServicesPage />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
  await screen.findByRole('search', { name: 'Sitter search' });
}

function calls(fetchMock: ReturnType<typeof serve>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname.startsWith(path),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Tell me when a sitter joins near a place', () => {
  it('saves an empty search signed in, shows it is saved, and removes it again', async () => {
    const person = userEvent.setup();
    const fetchMock = serve();
    await renderAt(BROOME_SEARCH);
    await screen.findByRole('region', { name: 'Nearest sitters beyond 10 km' });
    const save = await screen.findByRole('button', { name: 'Tell me when a sitter joins near Broome' });
    await waitFor(() => expect(save).toBeEnabled());
    await person.click(save);

    await expect(screen.findByRole('status')).resolves.toHaveTextContent('Saved: we’ll email you when a sitter joins near Broome.');
    const [[, init]] = calls(fetchMock, 'POST', '/api/saved-searches') as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ suburb: 'Broome', postcode: '6725', state: 'WA', radiusKm: 10, service: 'boarding' });
    expect(screen.queryByRole('button', { name: 'Tell me when a sitter joins near Broome' })).not.toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Remove saved search near Broome' }));
    await expect(screen.findByRole('button', { name: 'Tell me when a sitter joins near Broome' })).resolves.toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE', '/api/saved-searches/ss1')).toHaveLength(1);
  });

  it('shows a search saved before as saved, on a page with results too', async () => {
    serve({ search: found, saved: [savedSearch()] });
    await renderAt(BROOME_SEARCH);
    await expect(screen.findByRole('status')).resolves.toHaveTextContent('Saved: we’ll email you when a sitter joins near Broome.');
    expect(screen.getByRole('button', { name: 'Remove saved search near Broome' })).toBeInTheDocument();
  });

  it('offers to save a search that differs from the saved one only by its service (another search)', async () => {
    serve({ search: found, saved: [savedSearch({ service: null })] });
    await renderAt(BROOME_SEARCH);
    await expect(screen.findByRole('button', { name: 'Tell me when a sitter joins near Broome' })).resolves.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says why a search could not be saved (the API’s message)', async () => {
    const person = userEvent.setup();
    serve({
      post: () =>
        Response.json({ statusCode: 409, message: 'You can keep at most 10 saved searches: remove one to save another' }, { status: 409 }),
    });
    await renderAt(BROOME_SEARCH);
    const save = await screen.findByRole('button', { name: 'Tell me when a sitter joins near Broome' });
    await waitFor(() => expect(save).toBeEnabled());
    await person.click(save);
    await expect(screen.findByRole('alert')).resolves.toHaveTextContent(
      'You can keep at most 10 saved searches: remove one to save another',
    );
    expect(screen.getByRole('button', { name: 'Tell me when a sitter joins near Broome' })).toBeInTheDocument();
  });

  it('signed out, is a link to sign in that comes back to this search, and asks for no saved searches', async () => {
    const fetchMock = serve({ signedIn: false });
    await renderAt(BROOME_SEARCH);
    const link = await screen.findByRole('link', { name: 'Tell me when a sitter joins near Broome' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/login');
    expect(href.searchParams.get('returnTo')).toBe(BROOME_SEARCH);
    expect(within(document.body).queryByRole('button', { name: /Tell me when/ })).not.toBeInTheDocument();
    expect(calls(fetchMock, 'GET', '/api/saved-searches')).toEqual([]);
  });
});

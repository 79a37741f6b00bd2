import type { SearchResponse } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { BrowseServicesPage } from './BrowseServicesPage';

const surryHills = { name: 'Surry Hills', postcode: '2010', state: 'NSW', latitude: -33.88, longitude: 151.21 };
const results: SearchResponse = {
  results: [
    {
      id: 's1',
      firstName: 'Sam',
      lastInitial: 'T',
      avatarUrl: null,
      photoUrl: null,
      suburb: 'Surry Hills',
      state: 'NSW',
      distanceKm: 1.24,
      headline: 'Experienced dog lover in Surry Hills',
      priceFromCents: 4500,
      priceUnit: 'night',
      rating: 4.8,
      reviewCount: 12,
      reliable: true,
      badges: [
        { kind: 'id_verified', verifiedAt: '2026-11-12T03:00:00.000Z', expiresAt: null },
        { kind: 'police_checked', verifiedAt: '2026-11-12T03:00:00.000Z', expiresAt: '2027-11-25T00:00:00.000Z' },
      ],
      approximateLocation: { latitude: -33.88, longitude: 151.21 },
      availabilityConfirmedAt: null,
    },
  ],
  total: 41,
  totalIsCapped: false,
  page: 1,
  pageSize: 20,
  location: surryHills,
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the page at `path` and waits for its filters form, which loads on demand. */
async function renderAt(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/browse-services" element={<BrowseServicesPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </Providers>
    </MemoryRouter>,
  );
  await screen.findByRole('search', { name: 'Sitter search' });
  return view;
}

function serveSearch(answer: (url: URL) => SearchResponse, tileUrl: string | null = null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/search/sitters') return Response.json(answer(url));
    if (url.pathname === '/api/search/map-tiles') return Response.json({ tileUrl });
    if (url.pathname === '/api/geo/suburbs') return Response.json([surryHills]);
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function searchCalls(fetchMock: ReturnType<typeof serveSearch>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/search/sitters')
    .map((url) => url.searchParams);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('finding a sitter', () => {
  it('searches with the filters in the URL and lists sitters linking to their profiles', async () => {
    const fetchMock = serveSearch(() => results);
    await renderAt('/browse-services?suburb=Surry+Hills&state=NSW&postcode=2010&service=boarding&maxPrice=60');
    // The service chosen goes on to the profile; the place and the price stay with the search.
    await expect(screen.findByRole('link', { name: 'Sam T.' })).resolves.toHaveAttribute('href', '/sitter/s1?service=boarding');
    expect(screen.getByRole('heading', { name: '41 sitters near Surry Hills' })).toBeInTheDocument();
    expect(screen.getByText(/Surry Hills NSW.*1\.2 km/)).toBeInTheDocument();
    const [query] = searchCalls(fetchMock);
    expect(Object.fromEntries(query!)).toMatchObject({
      postcode: '2010',
      suburb: 'Surry Hills',
      state: 'NSW',
      service: 'boarding',
      maxPrice: '6000',
      radiusKm: '10',
    });
    expect(screen.getByLabelText('Suburb or postcode')).toHaveValue('Surry Hills NSW 2010');
    expect(screen.getByRole('link', { name: /^Page\s*2$/ })).toHaveAttribute(
      'href',
      '/browse-services?suburb=Surry+Hills&state=NSW&postcode=2010&service=boarding&maxPrice=60&page=2',
    );
  });

  it('says "1,000+ sitters" when the count stopped at the cap, and pages up to it', async () => {
    serveSearch(() => ({ ...results, total: 1000, totalIsCapped: true }));
    await renderAt('/browse-services?postcode=2010');
    await expect(screen.findByRole('heading', { name: '1,000+ sitters near Surry Hills' })).resolves.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Page\s*50$/ })).toBeInTheDocument();
  });

  it('carries the dates, service and pets chosen into every link to a sitter, the map pins too', async () => {
    const person = userEvent.setup();
    serveSearch(() => results);
    await renderAt(
      '/browse-services?postcode=2010&service=boarding&from=2026-12-20&to=2026-12-27&pet=dog&size=large&maxPrice=60&sort=price',
    );
    await expect(screen.findByRole('link', { name: 'Sam T.' })).resolves.toHaveAttribute(
      'href',
      '/sitter/s1?service=boarding&from=2026-12-20&to=2026-12-27&pet=dog&size=large',
    );
    await person.click(screen.getByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('region', { name: 'Map of these sitters' });
    await expect(within(map).findByRole('link', { name: 'Sam T., from $45 / night' })).resolves.toHaveAttribute(
      'href',
      '/sitter/s1?service=boarding&from=2026-12-20&to=2026-12-27&pet=dog&size=large',
    );
  });

  it('puts a typed search into the URL so it can be shared', async () => {
    const person = userEvent.setup();
    const fetchMock = serveSearch(() => results);
    await renderAt('/browse-services');
    expect(screen.getByRole('heading', { name: 'Where do you need a sitter?' })).toBeInTheDocument();
    await person.type(screen.getByLabelText('Min price ($)'), '20');
    await person.type(screen.getByLabelText('Suburb or postcode'), '2010');
    await person.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/browse-services?postcode=2010&minPrice=20'));
    await expect(screen.findByRole('link', { name: 'Sam T.' })).resolves.toBeInTheDocument();
    expect(searchCalls(fetchMock).at(-1)?.get('minPrice')).toBe('2000');
  });

  it('picks a suburb from the suggestions by keyboard', async () => {
    const person = userEvent.setup();
    serveSearch(() => results);
    await renderAt('/browse-services');
    const box = screen.getByRole('combobox', { name: 'Suburb or postcode' });
    await person.type(box, 'surry');
    await expect(screen.findByRole('option', { name: 'Surry Hills NSW 2010' })).resolves.toBeInTheDocument();
    await person.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/browse-services?suburb=Surry+Hills&state=NSW&postcode=2010'),
    );
  });

  it('shows each result’s badges with their dates, and filters by a badge from the URL', async () => {
    const fetchMock = serveSearch(() => results);
    await renderAt('/browse-services?postcode=2010&verified=police_checked');
    await expect(screen.findByRole('link', { name: 'Sam T.' })).resolves.toBeInTheDocument();
    expect(searchCalls(fetchMock).at(-1)?.get('verified')).toBe('police_checked');
    expect(screen.getByRole('combobox', { name: 'Verification' })).toHaveDisplayValue('Police check (last 12 months)');
    const badges = screen.getByRole('list', { name: 'Verification' });
    expect(badges).toHaveTextContent('ID verified · checked 12 Nov 2026');
    expect(badges).toHaveTextContent('Police checked · valid until 24 Nov 2027');
  });

  it('says what to change when nobody matches', async () => {
    serveSearch(() => ({ ...results, results: [], total: 0 }));
    await renderAt('/browse-services?postcode=2010&from=2026-03-10&to=2026-03-12');
    await expect(
      screen.findByText('No sitters within 10 km are free on those dates — try a larger radius or different dates.'),
    ).resolves.toBeInTheDocument();
  });
});

describe('an empty search', () => {
  it('shows the nearest sitters beyond the radius with their distance, and one tap widens to reach them', async () => {
    const [sam] = results.results;
    const far = { ...sam!, id: 'far', firstName: 'Quilla', distanceKm: 38.4 };
    const further = { ...sam!, id: 'further', firstName: 'Rowan', distanceKm: 61.2 };
    const fetchMock = serveSearch((url) =>
      url.searchParams.get('radiusKm') === '50'
        ? { ...results, results: [far], total: 1 }
        : { ...results, results: [], total: 0, nearest: [far, further] },
    );
    await renderAt('/browse-services?postcode=2010&radius=10');
    const nearest = await screen.findByRole('region', { name: 'Nearest sitters beyond 10 km' });
    expect(within(nearest).getByText('Quilla T.', { exact: false })).toBeInTheDocument();
    expect(nearest).toHaveTextContent('38.4 km');
    expect(nearest).toHaveTextContent('61.2 km');
    // 38.4 km: the smallest offered radius that reaches the nearest is 50 km.
    await userEvent.click(within(nearest).getByRole('link', { name: 'Widen to 50 km' }));
    await waitFor(() => expect(searchCalls(fetchMock).at(-1)?.get('radiusKm')).toBe('50'));
    expect(screen.getByTestId('location')).toHaveTextContent('radius=50');
    await expect(screen.findByRole('heading', { name: '1 sitter near Surry Hills' })).resolves.toBeInTheDocument();
  });

  it('offers no widening past the largest radius, and nothing without nearest sitters', async () => {
    const [sam] = results.results;
    serveSearch(() => ({ ...results, results: [], total: 0, nearest: [{ ...sam!, id: 'far', firstName: 'Quilla', distanceKm: 170.2 }] }));
    await renderAt('/browse-services?postcode=2010&radius=10');
    const nearest = await screen.findByRole('region', { name: 'Nearest sitters beyond 10 km' });
    expect(nearest).toHaveTextContent('170.2 km');
    expect(within(nearest).queryByRole('link', { name: /Widen/ })).toBeNull();
  });
});

describe('an unknown place', () => {
  it('says "We don’t know that suburb" at once, with suggestions, and asks the API only once', async () => {
    const newtown = { name: 'Newtown', postcode: '2042', state: 'NSW', latitude: -33.9, longitude: 151.18 };
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/search/sitters') {
        return Response.json(
          { statusCode: 400, error: 'Bad Request', message: 'We couldn’t find that suburb or postcode' },
          { status: 400, statusText: 'Bad Request' },
        );
      }
      if (url.pathname === '/api/geo/suburbs') return Response.json(url.searchParams.get('q') === 'Newt' ? [newtown] : []);
      return new Response(null, { status: 404, statusText: 'Not Found' });
    });
    vi.stubGlobal('fetch', fetchMock);
    await renderAt('/browse-services?suburb=Newtwon');
    expect(await screen.findByRole('heading', { name: 'We don’t know that suburb' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again/i })).not.toBeInTheDocument();
    const suggestion = await screen.findByRole('link', { name: 'Newtown NSW 2042' });
    expect(suggestion).toHaveAttribute('href', '/browse-services?suburb=Newtown&state=NSW&postcode=2042');
    const searches = fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/search/sitters'));
    expect(searches).toHaveLength(1);
  });
});

describe('a search without a place', () => {
  it('offers popular suburbs that start a search there', async () => {
    const person = userEvent.setup();
    const fetchMock = serveSearch(() => results);
    await renderAt('/browse-services');
    const popular = screen.getByRole('navigation', { name: 'Popular suburbs' });
    expect(within(popular).getAllByRole('link')).toHaveLength(10);
    await person.click(within(popular).getByRole('link', { name: 'Surry Hills NSW 2010' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/browse-services?suburb=Surry+Hills&state=NSW&postcode=2010'),
    );
    await expect(screen.findByRole('link', { name: 'Sam T.' })).resolves.toBeInTheDocument();
    expect(searchCalls(fetchMock)[0]?.get('suburb')).toBe('Surry Hills');
  });
});

describe('"Use my location"', () => {
  function stubGeolocation(outcome: 'found' | 'denied') {
    const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (outcome === 'found') success({ coords: { latitude: -33.8862, longitude: 151.2118 } } as GeolocationPosition);
      else failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    });
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    return getCurrentPosition;
  }

  it('searches the nearest suburb to where the browser says the visitor is', async () => {
    const person = userEvent.setup();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/geo/suburbs/nearest') {
        expect([url.searchParams.get('latitude'), url.searchParams.get('longitude')]).toEqual(['-33.8862', '151.2118']);
        return Response.json(surryHills);
      }
      if (url.pathname === '/api/search/sitters') return Response.json(results);
      return Response.json([]);
    });
    vi.stubGlobal('fetch', fetchMock);
    stubGeolocation('found');
    await renderAt('/browse-services');
    await person.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/browse-services?suburb=Surry+Hills&state=NSW&postcode=2010'),
    );
    await expect(screen.findByRole('link', { name: 'Sam T.' })).resolves.toBeInTheDocument();
  });

  it('says how to go on when the browser will not tell', async () => {
    const person = userEvent.setup();
    serveSearch(() => results);
    stubGeolocation('denied');
    await renderAt('/browse-services');
    await person.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t get your location. Allow location access, or type your suburb.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/browse-services$/);
  });
});

describe('what a new visitor tripped over', () => {
  // jsdom has no scrollIntoView; Radix Select scrolls its chosen option into view with it.
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  const withResults = '/browse-services?suburb=Surry+Hills&state=NSW&postcode=2010';

  it('forms a date range from two clicks in the calendar', async () => {
    const person = userEvent.setup();
    serveSearch(() => results);
    await renderAt(withResults);
    await person.click(screen.getByRole('button', { name: 'Dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
    await person.click(within(dialog).getByRole('button', { name: /next month/i }));
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    const day = (date: number) => new Date(next.getFullYear(), next.getMonth(), date);
    const label = (date: Date) => new RegExp(`\\b${format(date, 'd MMMM yyyy')}`);
    await person.click(within(dialog).getByRole('button', { name: label(day(3)) }));
    await person.click(within(dialog).getByRole('button', { name: label(day(6)) }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`from=${format(day(3), 'yyyy-MM-dd')}&to=${format(day(6), 'yyyy-MM-dd')}`),
    );
  });

  it('keeps a typed price when a dropdown changes, and searches with it', async () => {
    const person = userEvent.setup();
    const fetchMock = serveSearch(() => results);
    await renderAt(withResults);
    await person.type(screen.getByLabelText('Min price ($)'), '25');
    await person.selectOptions(screen.getByRole('combobox', { name: 'Pet' }), 'Cat');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('pet=cat&minPrice=25'));
    expect(screen.getByLabelText('Min price ($)')).toHaveValue('25');
    await waitFor(() => expect(searchCalls(fetchMock).at(-1)?.get('minPrice')).toBe('2500'));
  });

  it('is a GET form of native fields showing the URL’s values, which submits without JavaScript', async () => {
    serveSearch(() => results);
    await renderAt(`${withResults}&radius=25&service=dog_walking&pet=dog&size=small&minPrice=20&rating=4&sort=price`);
    const form = screen.getByRole('search', { name: 'Sitter search' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/browse-services');
    const shown = (name: string) => screen.getByRole('combobox', { name });
    expect(shown('Distance')).toHaveDisplayValue('Within 25 km');
    expect(shown('Service')).toHaveDisplayValue('Dog walking');
    expect(shown('Pet')).toHaveDisplayValue('Dog');
    expect(shown('Dog size')).toHaveDisplayValue('Small (under 10 kg)');
    expect(shown('Minimum rating')).toHaveDisplayValue('4 stars or more');
    expect(shown('Sort by')).toHaveDisplayValue('Price (lowest first)');
    const sent = new URLSearchParams();
    for (const [key, value] of new FormData(form as HTMLFormElement)) sent.append(key, String(value));
    expect(sent.toString()).toBe(
      'location=Surry+Hills+NSW+2010&radius=25&service=dog_walking&pet=dog&size=small&minPrice=20&maxPrice=&rating=4&verified=&sort=price',
    );
  });

  it('takes the visitor to the first result of page 2, not the footer', async () => {
    const person = userEvent.setup();
    serveSearch(() => results);
    await renderAt(withResults);
    await person.click(await screen.findByRole('link', { name: /^Page\s*2$/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('page=2'));
    await waitFor(() => expect(screen.getByRole('heading', { name: '41 sitters near Surry Hills' })).toHaveFocus());
  });

  it('puts the filters behind a "Filters" button that counts the active ones', async () => {
    const person = userEvent.setup();
    serveSearch(() => results);
    await renderAt(`${withResults}&service=boarding&maxPrice=60&pet=dog`);
    await person.click(await screen.findByRole('button', { name: 'Filters (3)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('search', { name: 'Sitter search' })).toBeInTheDocument();
    // One form at a time: the sidebar's gives way to the sheet's.
    expect(screen.getAllByRole('search', { name: 'Sitter search' })).toHaveLength(1);
    await person.clear(within(sheet).getByLabelText('Max price ($)'));
    await person.click(within(sheet).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it('labels each price with its unit, in the list and on the map', async () => {
    const person = userEvent.setup();
    const walker = { ...results.results[0]!, id: 's2', firstName: 'Wes', priceFromCents: 3000, priceUnit: 'walk' as const };
    serveSearch(() => ({ ...results, results: [...results.results, walker] }));
    await renderAt(withResults);
    await expect(screen.findByText('/ walk')).resolves.toBeInTheDocument();
    expect(screen.getByText('/ night')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('region', { name: 'Map of these sitters' });
    await expect(within(map).findByRole('link', { name: 'Sam T., from $45 / night' })).resolves.toHaveAttribute('href', '/sitter/s1');
    expect(within(map).getByRole('link', { name: 'Wes T., from $30 / walk' })).toHaveTextContent('$30');
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws the tiles the server names (with their credit), and only the pins when it names none', async () => {
    const person = userEvent.setup();
    serveSearch(() => results, 'https://tiles.example.test/{z}/{x}/{y}.png');
    const first = await renderAt(withResults);
    await person.click(await screen.findByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('region', { name: 'Map of these sitters' });
    await expect(within(map).findByRole('link', { name: 'OpenStreetMap' })).resolves.toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    first.unmount();

    serveSearch(() => results, null);
    await renderAt(withResults);
    await person.click(await screen.findByRole('button', { name: 'Map' }));
    const bare = await screen.findByRole('region', { name: 'Map of these sitters' });
    await expect(within(bare).findByRole('link', { name: 'Sam T., from $45 / night' })).resolves.toBeInTheDocument();
    await waitFor(() => expect(fetchCalledFor('/api/search/map-tiles')).toBe(true));
    expect(within(bare).queryByRole('link', { name: 'OpenStreetMap' })).not.toBeInTheDocument();
  });
});

function fetchCalledFor(pathname: string): boolean {
  return vi.mocked(fetch).mock.calls.some(([input]) => new URL(String(input), 'http://localhost').pathname === pathname);
}

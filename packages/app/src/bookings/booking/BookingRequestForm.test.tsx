import type { PublicSitterProfile } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { BookingPage } from './BookingPage';
import { makeBooking, makeQuote, makeSitter, makeUser } from '../../test/fixtures';

const sitter: PublicSitterProfile = makeSitter();

const user = makeUser();
const quote = makeQuote({ cancellationSummary: 'Moderate: full refund until 7 days before the start.' });

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/booking/:sitterId?" element={<BookingPage />} />
        </Routes>
        <Location />
      </Providers>
    </MemoryRouter>,
  );
}

const created: unknown[] = [];
let priceChanged = false;
let alreadyAsked = false;
function serve(signedIn: boolean) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/auth/user')
      return signedIn ? Response.json(user) : new Response(null, { status: 401, statusText: 'Unauthorized' });
    if (key === 'GET /api/sitters/s1') return Response.json(sitter);
    if (key === 'GET /api/pets')
      return Response.json([
        { id: 'p1', name: 'Rex', species: 'dog' },
        { id: 'p2', name: 'Mia', species: 'cat' },
      ]);
    if (key === 'POST /api/bookings/quote') return Response.json(quote);
    if (key === 'POST /api/bookings') {
      created.push(JSON.parse(String(init?.body)));
      if (alreadyAsked)
        return Response.json(
          { statusCode: 409, error: 'Conflict', message: 'You already asked Sam for these dates', booking: makeBooking({ id: 'b1' }) },
          { status: 409 },
        );
      if (priceChanged)
        return Response.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'The price changed from $94.95 to $105.50 since your quote. Check the new price and send the request again.',
          },
          { status: 409 },
        );
      return Response.json({ id: 'b9' }, { status: 201 });
    }
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function chooseTwoNights(person: ReturnType<typeof userEvent.setup>) {
  await person.click(screen.getByRole('button', { name: /Dates/ }));
  const calendar = await screen.findByRole('dialog', { name: 'Choose dates' });
  const days = within(calendar)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('data-slot') === 'calendar-day' && !button.hasAttribute('disabled'));
  await person.click(days[1]!);
  await person.click(days[3]!);
}

beforeAll(() => {
  // jsdom has no scrollIntoView; Radix Select calls it on the chosen option (the drop-off time).
  Element.prototype.scrollIntoView ??= () => {};
});
beforeEach(() => {
  created.length = 0;
  priceChanged = false;
  alreadyAsked = false;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requesting a booking', () => {
  it('offers only the sitter’s services, quotes live and sends the request without a price', async () => {
    const person = userEvent.setup();
    const fetchMock = serve(true);
    renderAt('/booking/s1');
    await expect(screen.findByRole('heading', { level: 1, name: 'Book Sam T.' })).resolves.toBeInTheDocument();
    const services = screen.getByRole('radiogroup');
    expect(within(services).getAllByRole('radio')).toHaveLength(2);
    expect(within(services).queryByText('House sitting')).not.toBeInTheDocument();

    await person.click(screen.getByRole('radio', { name: /Boarding/ }));
    await chooseTwoNights(person);
    await person.click(await screen.findByRole('checkbox', { name: 'Rex' }));
    await expect(screen.findByText('2 nights × $45.00', {}, { timeout: 3000 })).resolves.toBeInTheDocument();
    expect(screen.getByText('$94.95')).toBeInTheDocument();
    expect(screen.getByText('Moderate: full refund until 7 days before the start.')).toBeInTheDocument();

    await person.type(screen.getByLabelText(/Message to the sitter/), 'Rex loves the park');
    await person.click(screen.getByRole('button', { name: 'Send booking request' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/booking?id=b9'));
    expect(created).toHaveLength(1);
    const body = created[0] as Record<string, unknown>;
    // No price of its own: only the total the owner saw, which the API checks against its own (409 when it changed).
    expect(Object.keys(body).sort()).toEqual(['endDate', 'expectedTotalCents', 'message', 'petIds', 'service', 'sitterId', 'startDate']);
    expect(body).toMatchObject({
      sitterId: 's1',
      service: 'boarding',
      petIds: ['p1'],
      message: 'Rex loves the park',
      expectedTotalCents: 9495,
    });
    const quoteCalls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/bookings/quote');
    expect(quoteCalls.length).toBeGreaterThan(0);
    for (const [, init] of quoteCalls) expect(String(init?.body)).not.toMatch(/price|total|cents/i);
    // A ceiling, not a timing check: the file's first render is slow on a busy machine.
  }, 30_000);

  it('lets the owner choose drop-off and pick-up times for boarding (10:00 unless changed) and sends them', async () => {
    const person = userEvent.setup();
    serve(true);
    renderAt('/booking/s1');
    await person.click(await screen.findByRole('radio', { name: /Boarding/ }));
    const dropOff = screen.getByRole('combobox', { name: 'Drop-off time' });
    expect(dropOff).toHaveTextContent('10:00');
    expect(screen.getByRole('combobox', { name: 'Pick-up time' })).toHaveTextContent('10:00');
    await person.click(dropOff);
    await person.click(await screen.findByRole('option', { name: '07:30' }));
    expect(screen.getByRole('combobox', { name: 'Drop-off time' })).toHaveTextContent('07:30');
    // Walks have start and end times instead.
    await person.click(screen.getByRole('radio', { name: /Dog walking/ }));
    expect(screen.queryByRole('combobox', { name: 'Drop-off time' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('radio', { name: /Boarding/ }));
    await chooseTwoNights(person);
    await person.click(await screen.findByRole('checkbox', { name: 'Rex' }));
    await person.click(screen.getByRole('button', { name: 'Send booking request' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ dropOffTime: '07:30' });
    expect(created[0]).not.toHaveProperty('pickUpTime');
  }, 30_000);

  it('says so when the price changed since the quote, and asks for the quote again', async () => {
    const person = userEvent.setup();
    const fetchMock = serve(true);
    priceChanged = true;
    renderAt('/booking/s1');
    await person.click(await screen.findByRole('radio', { name: /Boarding/ }));
    await chooseTwoNights(person);
    await person.click(await screen.findByRole('checkbox', { name: 'Rex' }));
    await expect(screen.findByText('2 nights × $45.00', {}, { timeout: 3000 })).resolves.toBeInTheDocument();
    const quotesBefore = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/bookings/quote').length;
    await person.click(screen.getByRole('button', { name: 'Send booking request' }));
    await expect(screen.findByText(/The price changed from \$94\.95 to \$105\.50/)).resolves.toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/bookings/quote').length).toBeGreaterThan(quotesBefore),
    );
    expect(screen.getByTestId('location')).not.toHaveTextContent('/booking?id=');
  }, 15_000);

  it('points to the pending request when the owner already asked the sitter for these dates', async () => {
    const person = userEvent.setup();
    const fetchMock = serve(true);
    alreadyAsked = true;
    renderAt('/booking/s1');
    await person.click(await screen.findByRole('radio', { name: /Boarding/ }));
    await chooseTwoNights(person);
    await person.click(await screen.findByRole('checkbox', { name: 'Rex' }));
    await expect(screen.findByText('2 nights × $45.00', {}, { timeout: 3000 })).resolves.toBeInTheDocument();
    const quotesBefore = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/bookings/quote').length;
    await person.click(screen.getByRole('button', { name: 'Send booking request' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You already asked Sam for these dates');
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/bookings/quote')).toHaveLength(quotesBefore);
    await person.click(within(alert).getByRole('link', { name: 'See your request' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/booking?id=b1');
  }, 15_000);

  it('says what is missing instead of sending an incomplete request', async () => {
    const person = userEvent.setup();
    serve(true);
    renderAt('/booking/s1');
    await person.click(await screen.findByRole('button', { name: 'Send booking request' }));
    // Beside its field and in the summary at the top.
    expect(screen.getAllByText('Choose a service.')).toHaveLength(2);
    expect(screen.getAllByText('Choose your dates.')).toHaveLength(2);
    expect(screen.getAllByText('Choose at least one pet.')).toHaveLength(2);
    expect(created).toHaveLength(0);
  });

  it('sends focus to a summary of the errors, each a link to its field, when a send fails', async () => {
    const person = userEvent.setup();
    serve(true);
    renderAt('/booking/s1');
    await person.click(await screen.findByRole('checkbox', { name: 'Rex' }));
    await person.click(screen.getByRole('button', { name: 'Send booking request' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem with your request' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Choose a service.', 'Choose your dates.']);
    await person.keyboard('{Tab}');
    expect(links[0]).toHaveFocus();
    await person.keyboard('{Enter}');
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    await person.click(within(summary).getByRole('link', { name: 'Choose your dates.' }));
    expect(screen.getByRole('button', { name: /Dates/ })).toHaveFocus();
  });

  it('arrives filled in with the search’s service, dates and pets, and sends them', async () => {
    const person = userEvent.setup();
    serve(true);
    renderAt('/booking/s1?service=boarding&from=2030-01-10&to=2030-01-12&pet=dog');
    await expect(screen.findByRole('radio', { name: /Boarding/ })).resolves.toBeChecked();
    // The owner's dogs are ticked (Rex), not the cat.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Rex' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Mia' })).not.toBeChecked();
    await person.click(screen.getByRole('button', { name: 'Send booking request' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      sitterId: 's1',
      service: 'boarding',
      startDate: '2030-01-10',
      endDate: '2030-01-12',
      petIds: ['p1'],
    });
  }, 15_000);

  it('keeps the search’s pet type in the way back from signing in', async () => {
    const person = userEvent.setup();
    serve(false);
    renderAt('/booking/s1?service=boarding&pet=cat');
    await person.click(await screen.findByRole('radio', { name: /Boarding/ }));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fbooking%2Fs1%3Fpet%3Dcat%26service%3Dboarding',
    );
  });

  it('lets a signed-out visitor see the form and quote, and sends them to sign in to request', async () => {
    const person = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = serve(false);
    renderAt('/booking/s1');
    await person.click(await screen.findByRole('radio', { name: /Boarding/ }));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fbooking%2Fs1%3Fservice%3Dboarding',
    );
    await chooseTwoNights(person);
    await expect(screen.findByText('2 nights × $45.00', {}, { timeout: 3000 })).resolves.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Sign in to request' }));
    // Back to the same sitter, dates and service after signing in.
    const [target] = assign.mock.calls[0] as [string];
    const returnTo = new URL(target, 'http://x').searchParams.get('returnTo') ?? '';
    expect(returnTo).toMatch(/^\/booking\/s1\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&service=boarding$/);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/bookings', expect.anything());
    expect(fetchMock).not.toHaveBeenCalledWith('/api/pets', expect.anything());
  }, 15_000);
});

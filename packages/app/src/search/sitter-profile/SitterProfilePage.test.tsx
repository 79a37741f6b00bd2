import type { PublicSitterProfile } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { SitterProfilePage } from './SitterProfilePage';
import { makeSitter } from '../../test/fixtures';

const sitter: PublicSitterProfile = makeSitter({
  petsAccepted: { dogSizes: ['medium'], cats: true, smallAnimals: false, birds: false },
  services: [
    { type: 'boarding', priceCents: 4500, unit: 'night' },
    { type: 'dog_walking', priceCents: 2550, unit: 'walk' },
  ],
  cancellationPolicy: 'flexible',
  rating: { average: 4.5, count: 8 },
  responseRate: 0.92,
  repeatClientCount: 3,
  memberSince: '2025-01-01T00:00:00.000Z',
  badges: [
    { kind: 'id_verified', verifiedAt: '2026-03-02T01:00:00.000Z', expiresAt: null },
    { kind: 'police_checked', verifiedAt: '2026-03-02T01:00:00.000Z', expiresAt: '2027-03-01T00:00:00.000Z' },
  ],
});

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderProfile(path = '/sitter/s1') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/sitter/:sitterId" element={<SitterProfilePage />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

function serve(profile: typeof sitter = sitter) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/user') return new Response(null, { status: 401, statusText: 'Unauthorized' });
      if (url === '/api/sitters/s1') return Response.json(profile);
      if (url.startsWith('/api/sitters/s1/availability')) {
        return Response.json({
          timeZone: 'Australia/Sydney',
          days: [
            { date: day(2), status: 'blocked' },
            { date: day(3), status: 'booked' },
          ],
        });
      }
      return new Response(null, { status: 404, statusText: 'Not Found' });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a sitter’s public profile', () => {
  it('shows services with prices, rating, response rate and repeat clients', async () => {
    serve();
    renderProfile();
    await expect(screen.findByRole('heading', { level: 1, name: 'Sam T.' })).resolves.toBeInTheDocument();
    expect(screen.getByText('$45.00')).toBeInTheDocument();
    expect(screen.getByText('$25.50')).toBeInTheDocument();
    expect(screen.getByText('Response rate').nextElementSibling).toHaveTextContent('92 %');
    expect(screen.getByText('Repeat clients').nextElementSibling).toHaveTextContent(/^3$/);
    expect(screen.getByText('Medium (10–25 kg) dogs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Sam' })).toHaveAttribute('href', '/booking/s1');
  });

  it('shows the photos as responsive WebP, lazy below the fold, with their size reserved', async () => {
    const photo = '/api/uploads/0123456789abcdef0123456789abcdef.png';
    serve({ ...sitter, photoUrls: [photo] });
    renderProfile();
    const image = within(await screen.findByRole('list', { name: 'Photos' })).getByRole('img', { name: 'Sam T., photo 1' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining(`${photo}?w=320&fmt=webp 320w`));
    expect(image).toHaveAttribute('sizes', '(min-width: 640px) 12rem, 50vw');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['320', '320']);
  });

  it('shows the badges with what was checked and until when', async () => {
    serve();
    renderProfile();
    const badges = await screen.findByRole('list', { name: 'Verification' });
    expect(badges).toHaveTextContent('ID verified · checked 2 Mar 2026');
    expect(badges).toHaveTextContent('Police checked · valid until 28 Feb 2027');
    // A visitor never sees the owner's "not listed yet" notice.
    expect(screen.queryByText(/Only you and Pawpal admins can see this page/)).not.toBeInTheDocument();
  });

  it('says what Pawpal does during every stay', async () => {
    serve();
    renderProfile();
    const card = (await screen.findByRole('heading', { level: 2, name: 'During every stay' })).closest('[data-slot="card"]') as HTMLElement;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent),
    ).toEqual(['Check-ins with photos', 'Missed visits raise the alarm', 'Pay for the care that happened', 'A person within 15 minutes']);
  });

  it('marks blocked and booked days, which can’t be chosen, and books the chosen dates', async () => {
    // A mid-month day: near a month's end the next month's grid repeats the last days as outside
    // days, and the booked day would appear twice (only Date is faked: timers run as usual).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 10, 9) });
    const person = userEvent.setup();
    serve();
    renderProfile();
    const blocked = await screen.findByRole('button', { name: /, blocked$/ });
    expect(blocked).toBeDisabled();
    expect(screen.getByRole('button', { name: /, booked$/ })).toBeDisabled();
    const free = screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('data-slot') === 'calendar-day' && !button.hasAttribute('disabled'));
    await person.click(free[0]!);
    await person.click(free[1]!);
    const book = screen.getByRole('link', { name: /^Book Sam for/ });
    expect(book.getAttribute('href')).toMatch(/^\/booking\/s1\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  });

  it('carries the search’s service, dates and pets on to the booking form, and drops the rest', async () => {
    serve();
    renderProfile('/sitter/s1?service=boarding&from=2026-12-20&to=2026-12-23&pet=dog&size=medium&suburb=Newtown&sort=price&to2=x');
    const carried = '/booking/s1?service=boarding&from=2026-12-20&to=2026-12-23&pet=dog&size=medium';
    await expect(screen.findByRole('link', { name: 'Book Sam' })).resolves.toHaveAttribute('href', carried);
    expect(screen.getByRole('link', { name: 'Request a booking' })).toHaveAttribute('href', carried);
  });

  it('keeps the search’s service and pets when dates are picked on the calendar instead', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 10, 9) });
    const person = userEvent.setup();
    serve();
    renderProfile('/sitter/s1?service=dog_walking&pet=cat&from=nonsense');
    await screen.findByRole('button', { name: /, blocked$/ });
    const free = screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('data-slot') === 'calendar-day' && !button.hasAttribute('disabled'));
    await person.click(free[0]!);
    await person.click(free[1]!);
    expect(screen.getByRole('link', { name: /^Book Sam for/ }).getAttribute('href')).toMatch(
      /^\/booking\/s1\?service=dog_walking&pet=cat&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('sends a signed-out visitor to sign in to message the sitter', async () => {
    const person = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve();
    renderProfile();
    await person.click(await screen.findByRole('button', { name: 'Message' }));
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fsitter%2Fs1'); // back to this sitter afterwards
  });
});

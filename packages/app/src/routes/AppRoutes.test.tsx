import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../notifications/test-helpers';
import { AppShell } from '../shell/AppShell';
import { Providers } from '../shell/Providers';
import { AppRoutes } from './AppRoutes';
import { makeUser } from '../test/fixtures';

/*
 * Every route of the contract's ROUTES through the real route table, signed out and signed in. Only
 * the route table (and, for auth loading, the app's top-level shell) is imported: the screens
 * come through the table's lazy imports, wherever their files live. Each row names the h1 its
 * screen shows, so a row fails when a path renders another screen or none.
 */

// The first load of a screen module is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const LANDING = 'Trusted pet sitters in your neighbourhood';
const SLOW_FIRST_LOAD = { timeout: 20_000 };

const olivia = makeUser({ email: 'olivia@example.com', phone: '+61412345678', profileCompleted: true });

/**
 * The API, mocked: the auth user (or 401 signed out), the role, and 401 for everything else,
 * so each screen renders its shell (heading and an error state) without a server. A 401 is
 * never retried, so screens settle at once; a 404 would cost 3 s of retries.
 */
function serve({ signedIn, isSitter = false, isAdmin = false }: { signedIn: boolean; isSitter?: boolean; isAdmin?: boolean }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/auth/user') {
      return signedIn ? Response.json(olivia) : new Response(null, { status: 401, statusText: 'Unauthorized' });
    }
    if (url === '/api/user/role/u1' && signedIn) return Response.json({ isSitter, isAdmin, sitterData: isSitter ? {} : null });
    return new Response(null, { status: 401, statusText: 'Unauthorized' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderRoutes(
  path: string,
  { signedIn, isSitter = false, isAdmin = false }: { signedIn: boolean; isSitter?: boolean; isAdmin?: boolean },
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers swr={{ provider: () => new Map() }}>
        <AppRoutes isAuthenticated={signedIn} isSitter={isSitter} isAdmin={isAdmin} />
        <CurrentLocation />
      </Providers>
    </MemoryRouter>,
  );
}

function pageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, SLOW_FIRST_LOAD);
}

/** Public pages ("Public (everyone)"): path and the h1 of its screen. */
const PUBLIC_ROUTES: [path: string, heading: string][] = [
  ['/sitter/s1', 'Sitter profile'],
  ['/browse-services', 'Find a sitter'],
  ['/booking', 'Book a sitter'],
  ['/booking/s1', 'Book a sitter'],
  ['/help-centre', 'Help centre'],
  ['/safety', 'Safety'],
  ['/terms-of-service', 'Terms of service'],
  ['/privacy-policy', 'Privacy policy'],
  ['/become-a-sitter', 'Become a Pawpal sitter'],
  ['/referral-program', 'Referral program'],
  ['/reliability', 'How reliability is counted'],
];

/** Signed-in-only pages ("Logged-in only"), as an owner. */
const SIGNED_IN_ROUTES: [path: string, heading: string][] = [
  ['/home', 'Welcome back, Olivia'],
  ['/sitter-dashboard', 'Sitter dashboard'],
  ['/sitter-registration', 'Sitter registration'],
  ['/sitter-profile-edit', 'Edit sitter profile'],
  ['/sitter-services-edit', 'My services'],
  ['/availability-management', 'Availability'],
  ['/admin', 'Access denied'],
  ['/payment-details', 'Payment details'],
  ['/payment-settings', 'Payment settings'],
  ['/tax-report', 'Tax report'],
  ['/payments', 'Payments'],
  ['/profile', 'Profile'],
  ['/pet-profiles', 'My pets'],
  ['/my-dashboard', 'My dashboard'],
  ['/bookings', 'Bookings'],
  ['/booking-dashboard', 'Bookings'],
  ['/chat', 'Messages'],
  ['/chat/c1', 'Messages'],
  ['/pet-profile/p1', 'Pet profile'],
  ['/booking/b1/review', 'Review your booking'],
  ['/stripe-payment/b1', 'Payment'],
  ['/payment/b1', 'Payment'],
  ['/today', 'Today'],
  ['/incidents/i1', 'Incident'],
  ['/incidents/i1/poster', 'Lost-pet poster'],
  ['/standby', 'Standby'],
];

beforeEach(() => {
  // A screen that opens the live connection must never dial a real socket.
  FakeSocket.reset();
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signed out', () => {
  it.each(PUBLIC_ROUTES)('public page %s shows its own screen (%s), not the landing page', async (path, heading) => {
    serve({ signedIn: false });
    renderRoutes(path, { signedIn: false });
    await expect(pageHeading(heading)).resolves.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: LANDING })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it.each([['/'], ['/no-such-page'], ['/payout-settings'], ...SIGNED_IN_ROUTES.map(([path]) => [path])])(
    '%s shows the landing page and stays on its path',
    async (path) => {
      serve({ signedIn: false });
      renderRoutes(path, { signedIn: false });
      await expect(pageHeading(LANDING)).resolves.toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`));
    },
  );
});

describe('signed in', () => {
  it('sends an owner from / to /home', async () => {
    serve({ signedIn: true });
    renderRoutes('/', { signedIn: true, isSitter: false });
    await expect(pageHeading('Welcome back, Olivia')).resolves.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
  });

  it('sends a sitter from / to /sitter-dashboard', async () => {
    serve({ signedIn: true, isSitter: true });
    renderRoutes('/', { signedIn: true, isSitter: true });
    await expect(pageHeading('Sitter dashboard')).resolves.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sitter-dashboard$/);
  });

  it.each(SIGNED_IN_ROUTES)('%s shows its screen (%s)', async (path, heading) => {
    serve({ signedIn: true });
    renderRoutes(path, { signedIn: true });
    await expect(pageHeading(heading)).resolves.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: LANDING })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`));
  });

  it.each(PUBLIC_ROUTES)('public page %s stays available (%s)', async (path, heading) => {
    serve({ signedIn: true });
    renderRoutes(path, { signedIn: true });
    await expect(pageHeading(heading)).resolves.toBeInTheDocument();
  });

  it('sends an admin from / (where signing in lands) to the admin console', async () => {
    serve({ signedIn: true, isAdmin: true });
    renderRoutes('/', { signedIn: true, isAdmin: true });
    await expect(pageHeading('Admin')).resolves.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('opens /admin for an admin', async () => {
    serve({ signedIn: true, isAdmin: true });
    renderRoutes('/admin', { signedIn: true });
    await expect(pageHeading('Admin')).resolves.toBeInTheDocument();
  });

  it.each([
    // With the API answering 401, each screen settles in its own error state: the same
    // headings on both paths.
    ['/bookings', '/booking-dashboard', ['Bookings', 'We couldn’t load your bookings']],
    ['/stripe-payment/b1', '/payment/b1', ['Payment', 'We couldn’t load this booking']],
  ])('%s and %s render the same screen', async (first, second, headings) => {
    serve({ signedIn: true });
    const allHeadings = () => screen.getAllByRole('heading').map((heading) => heading.textContent);
    const view = renderRoutes(first, { signedIn: true });
    await waitFor(() => expect(allHeadings()).toEqual(headings), SLOW_FIRST_LOAD);
    view.unmount();

    renderRoutes(second, { signedIn: true });
    await waitFor(() => expect(allHeadings()).toEqual(headings), SLOW_FIRST_LOAD);
  });

  it.each(['/no-such-page', '/home/extra', '/sitter', '/chat/c1/extra'])('unknown path %s shows the not-found screen', async (path) => {
    serve({ signedIn: true });
    renderRoutes(path, { signedIn: true });
    await expect(pageHeading('Page not found')).resolves.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: LANDING })).not.toBeInTheDocument();
  });
});

describe('loading', () => {
  it('shows the lazy fallback, "Loading..." and "Please wait while we prepare your page", while a page loads', async () => {
    // A fresh copy of the route table: none of its lazy screens has loaded yet.
    vi.resetModules();
    const fresh = await import('./AppRoutes');
    serve({ signedIn: false });
    render(
      <MemoryRouter initialEntries={['/safety']}>
        <Providers swr={{ provider: () => new Map() }}>
          <fresh.AppRoutes isAuthenticated={false} isSitter={false} />
        </Providers>
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByText('Please wait while we prepare your page')).toBeInTheDocument();
    await expect(pageHeading('Safety')).resolves.toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it.each(['/', '/home', '/no-such-page', '/safety'])('while auth is loading, %s shows the loading view', async (path) => {
    // The auth call never answers.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(
      <MemoryRouter initialEntries={[path]}>
        <Providers swr={{ provider: () => new Map() }}>
          <AppShell />
        </Providers>
      </MemoryRouter>,
    );
    await expect(screen.findByText('Loading...')).resolves.toBeInTheDocument();
    expect(screen.getByText('Please wait while we prepare your page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

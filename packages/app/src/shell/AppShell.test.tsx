import type { AuthUser } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../notifications/test-helpers';
import { AppShell } from './AppShell';
import { Providers } from './Providers';
import { makeUser } from '../test/fixtures';

// The first load of a lazy screen compiles it, which is slow on a busy machine: wait for the
// heading rather than for a fixed time.
vi.setConfig({ testTimeout: 30_000 });
const SLOW_FIRST_LOAD = { timeout: 20_000 };

const olivia: AuthUser = makeUser({ email: 'olivia@example.com', phone: '0400 000 000', profileCompleted: true, emailVerified: true });

type Api = Record<string, () => Response>;

const signedOut: Api = {
  '/api/auth/user': () => new Response(null, { status: 401, statusText: 'Unauthorized' }),
};
const noUnread = () => Response.json({ count: 0 });
const owner: Api = {
  '/api/auth/user': () => Response.json(olivia),
  '/api/user/role/u1': () => Response.json({ isSitter: false, isAdmin: false, sitterData: null }),
  '/api/chat/unread-count': noUnread,
};
const sitter: Api = {
  '/api/auth/user': () => Response.json(olivia),
  '/api/user/role/u1': () => Response.json({ isSitter: true, isAdmin: false, sitterData: {} }),
  '/api/chat/unread-count': noUnread,
  '/api/bookings/pending-count': () => Response.json({ count: 0 }),
};
const admin: Api = {
  '/api/auth/user': () => Response.json(olivia),
  '/api/user/role/u1': () => Response.json({ isSitter: false, isAdmin: true, sitterData: null }),
  '/api/chat/unread-count': noUnread,
};

/** Answers fetches from `api`; anything else is a 404 so unexpected calls show up as failures. */
function serve(api: Api) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const handler = api[String(input)];
    return handler ? handler() : new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers swr={{ provider: () => new Map() }}>
        <AppShell />
        <CurrentLocation />
      </Providers>
    </MemoryRouter>,
  );
}

function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, SLOW_FIRST_LOAD);
}

beforeEach(() => {
  // The shell opens the live connection for a signed-in user: never a real socket in tests.
  FakeSocket.reset();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signed out', () => {
  it('shows the landing page with the visitor navigation on /', async () => {
    serve(signedOut);
    renderApp('/');
    await expect(heading('Trusted pet sitters in your neighbourhood')).resolves.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/api/login?mode=signup');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the landing page, without chrome, on a signed-in-only path', async () => {
    serve(signedOut);
    renderApp('/home');
    await expect(heading('Trusted pet sitters in your neighbourhood')).resolves.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the landing page for /booking/{id}/review, which needs an account', async () => {
    serve(signedOut);
    renderApp('/booking/b1/review');
    await expect(heading('Trusted pet sitters in your neighbourhood')).resolves.toBeInTheDocument();
  });

  it('signs in and up from the header back to the page the visitor is on', async () => {
    serve(signedOut);
    renderApp('/browse-services?postcode=2010&service=boarding');
    await expect(heading('Find a sitter')).resolves.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const back = encodeURIComponent('/browse-services?postcode=2010&service=boarding');
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `/api/login?returnTo=${back}`);
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `/api/login?mode=signup&returnTo=${back}`);
  });

  it('opens a public page with the navigation and footer', async () => {
    serve(signedOut);
    renderApp('/browse-services');
    await expect(heading('Find a sitter')).resolves.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('opens a sitter profile and a booking with chrome', async () => {
    serve(signedOut);
    renderApp('/sitter/s1');
    await expect(heading('Sitter profile')).resolves.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('opens public reading pages without chrome, as the spec lists', async () => {
    serve(signedOut);
    renderApp('/help-centre');
    await expect(heading('Help centre')).resolves.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the loading view on any path while auth is loading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderApp('/browse-services');
    await expect(screen.findByText('Loading...')).resolves.toBeInTheDocument();
    expect(screen.getByText('Please wait while we prepare your page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The navigation's room is kept so the page does not jump when it arrives.
    expect(document.querySelector('[data-slot="top-nav-placeholder"]')).toHaveClass('h-16');
  });

  it('drops the placeholder once auth has loaded', async () => {
    serve(signedOut);
    renderApp('/help-centre');
    await expect(heading('Help centre')).resolves.toBeInTheDocument();
    expect(document.querySelector('[data-slot="top-nav-placeholder"]')).toBeNull();
  });
});

describe('signed in', () => {
  it('sends an owner from / to /home with the owner navigation', async () => {
    serve(owner);
    renderApp('/');
    await expect(heading('Welcome back, Olivia')).resolves.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    expect(links).toEqual(['Home', 'My Pets', 'Find Sitters', 'Bookings', 'Messages']);
    expect(screen.getByRole('button', { name: 'Open user menu' })).toBeInTheDocument();
  });

  it('sends a sitter from / to /sitter-dashboard with the sitter navigation', async () => {
    serve(sitter);
    renderApp('/');
    await expect(heading('Sitter dashboard')).resolves.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/sitter-dashboard$/);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Payout Settings/ })).toHaveAttribute('href', '/payout-settings');
  });

  it('treats a user whose role call fails as an owner', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ '/api/auth/user': owner['/api/auth/user']!, '/api/user/role/u1': () => new Response(null, { status: 500 }) });
    renderApp('/');
    await expect(heading('Welcome back, Olivia')).resolves.toBeInTheDocument();
  });

  it('greets a user without a first name plainly', async () => {
    serve({ ...owner, '/api/auth/user': () => Response.json({ ...olivia, firstName: null }) });
    renderApp('/home');
    await expect(heading('Welcome back')).resolves.toBeInTheDocument();
  });

  it.each(['/bookings', '/booking-dashboard'])('shows the bookings screen on %s', async (path) => {
    serve(owner);
    renderApp(path);
    await expect(heading('Bookings')).resolves.toBeInTheDocument();
  });

  it.each(['/payment/b1', '/stripe-payment/b1'])('shows the payment screen on %s', async (path) => {
    serve(owner);
    renderApp(path);
    await expect(heading('Payment')).resolves.toBeInTheDocument();
  });

  it('shows the booking screen for a booking notification link (/booking?id=...)', async () => {
    serve(owner);
    renderApp('/booking?id=b1');
    await expect(heading('Booking details')).resolves.toBeInTheDocument();
  });

  it('shows the review screen on /booking/{id}/review', async () => {
    serve(owner);
    renderApp('/booking/b1/review');
    await expect(heading('Review your booking')).resolves.toBeInTheDocument();
  });

  it('shows the payout settings screen linked from the sitter nav', async () => {
    serve(sitter);
    renderApp('/payout-settings');
    await expect(heading('Payout settings')).resolves.toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown path', async () => {
    serve(owner);
    renderApp('/no-such-page');
    await expect(heading('Page not found')).resolves.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/home');
  });

  it('denies /admin to a non-admin and opens it for an admin', async () => {
    serve(owner);
    const { unmount } = renderApp('/admin');
    await expect(heading('Access denied')).resolves.toBeInTheDocument();
    unmount();

    serve(admin);
    renderApp('/admin');
    await expect(heading('Admin')).resolves.toBeInTheDocument();
  });

  it('keeps public pages available with the signed-in navigation', async () => {
    serve(owner);
    renderApp('/help-centre');
    await expect(heading('Help centre')).resolves.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('moves focus to the main content from the skip link', async () => {
    serve(owner);
    renderApp('/home');
    await heading('Welcome back, Olivia');
    await userEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('live chrome', () => {
  it('shows the unread and pending counts on the sitter navigation, 99+ above 99', async () => {
    serve({
      ...sitter,
      '/api/chat/unread-count': () => Response.json({ count: 3 }),
      '/api/bookings/pending-count': () => Response.json({ count: 120 }),
    });
    renderApp('/sitter-dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await expect(within(nav).findByRole('link', { name: /Messages.*3 unread/ })).resolves.toBeInTheDocument();
    await expect(within(nav).findByRole('link', { name: /Bookings.*99\+ pending/ })).resolves.toBeInTheDocument();
  });

  it('never asks an owner for the pending count', async () => {
    const fetchMock = serve(owner);
    renderApp('/home');
    await heading('Welcome back, Olivia');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/bookings/pending-count');
  });

  it('opens the live connection for a signed-in user and puts the bell in the navigation', async () => {
    serve(owner);
    renderApp('/home');
    await heading('Welcome back, Olivia');
    expect(screen.getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(FakeSocket.latest().url).toMatch(/^ws:\/\/[^/]+\/api\/ws\?userId=u1$/);
  });

  it('opens no live connection and shows no bell when signed out', async () => {
    serve(signedOut);
    renderApp('/');
    await heading('Trusted pet sitters in your neighbourhood');
    expect(FakeSocket.instances).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

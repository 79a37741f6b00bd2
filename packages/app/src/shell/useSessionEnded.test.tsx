import type { AuthUser } from '@pawpal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../notifications/test-helpers';
import { makeUser } from '../test/fixtures';
import { AppShell } from './AppShell';
import { Providers } from './Providers';

// The first load of a lazy screen compiles it, which is slow on a busy machine: wait for the
// heading rather than for a fixed time.
vi.setConfig({ testTimeout: 30_000 });
const SLOW_FIRST_LOAD = { timeout: 20_000 };

const olivia: AuthUser = makeUser({ profileCompleted: true, emailVerified: true });
const unauthorised = () => new Response(null, { status: 401, statusText: 'Unauthorized' });

/** The API of a signed-in owner; `pets` answers GET /api/pets. */
function serve(pets: () => Response, signedIn = true) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/auth/user') return signedIn ? Response.json(olivia) : unauthorised();
    if (url === '/api/user/role/u1') return Response.json({ isSitter: false, isAdmin: false, sitterData: null });
    if (url === '/api/chat/unread-count') return Response.json({ count: 0 });
    if (url === '/api/pets') return pets();
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderApp(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers swr={{ provider: () => new Map() }}>
        <AppShell />
      </Providers>
    </MemoryRouter>,
  );
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  FakeSocket.reset();
  vi.stubGlobal('WebSocket', FakeSocket);
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, host: 'pawpal.test', protocol: 'http:', assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a session that ended under an open tab', () => {
  it('takes a signed-in tab answered 401 to sign in, saying so, and back to this page', async () => {
    serve(unauthorised);
    renderApp('/pet-profiles?tab=all');
    await waitFor(
      () => expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fpet-profiles%3Ftab%3Dall&sessionEnded=1'),
      SLOW_FIRST_LOAD,
    );
    // Once, however many requests fail after it.
    expect(assign).toHaveBeenCalledOnce();
  });

  it('takes the tab to sign in when the live connection is closed because the session ended', async () => {
    serve(() => Response.json([]));
    renderApp('/pet-profiles');
    await expect(screen.findByRole('heading', { level: 1, name: /pets/i }, SLOW_FIRST_LOAD)).resolves.toBeInTheDocument();
    const socket = await waitFor(() => FakeSocket.latest());
    socket.open();
    expect(assign).not.toHaveBeenCalled();
    socket.drop(1000);
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fpet-profiles&sessionEnded=1');
  });

  it('leaves a tab alone that is already leaving the page (Log out ends the session on its way out)', async () => {
    serve(() => Response.json([]));
    renderApp('/pet-profiles');
    await expect(screen.findByRole('heading', { level: 1, name: /pets/i }, SLOW_FIRST_LOAD)).resolves.toBeInTheDocument();
    const socket = await waitFor(() => FakeSocket.latest());
    socket.open();
    window.dispatchEvent(new Event('beforeunload'));
    socket.drop(1000);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves a signed-out visitor’s 401 alone', async () => {
    serve(unauthorised, false);
    renderApp('/');
    await expect(
      screen.findByRole('heading', { level: 1, name: 'Trusted pet sitters in your neighbourhood' }, SLOW_FIRST_LOAD),
    ).resolves.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});

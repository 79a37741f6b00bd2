import type { AuthUser } from '@pawpal/contract';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './notifications/test-helpers';
import { AppShell } from './shell/AppShell';
import { ProfilePrompt } from './shell/ProfilePrompt';
import { Providers } from './shell/Providers';
import { makeUser } from './test/fixtures';

/*
 * Product numbers that the app owns, pinned by what a user sees, with literals. They
 * import no constant, so they keep pinning wherever the constants live (app, contract or ui).
 * The others are pinned next to their code: see docs/app-live-and-notifications.md.
 */

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('footer year (from the clock)', () => {
  it('the app’s footer says the current year in Sydney', async () => {
    // Only Date is faked: SWR and the shell keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T13:30:00Z')); // already 1 January 2027 in Sydney
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 401, statusText: 'Unauthorized' })),
    );
    render(
      <MemoryRouter initialEntries={['/']}>
        <Providers swr={{ provider: () => new Map() }}>
          <AppShell />
        </Providers>
      </MemoryRouter>,
    );
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2027 Pawpal');
  });
});

describe('profile prompt delay (1500 ms)', () => {
  const incomplete: AuthUser = makeUser({ email: 'olivia@example.com', emailVerified: true });

  it('opens at 1500 ms after sign-in, not at 1499 ms', async () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/home']}>
        <ProfilePrompt user={incomplete} />
      </MemoryRouter>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1499);
    });
    expect(screen.queryByRole('dialog', { name: 'Complete Your Profile' })).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('dialog', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });
});

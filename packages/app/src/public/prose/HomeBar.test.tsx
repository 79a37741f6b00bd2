import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { useAuth } from '../../data/auth';
import { SafetyPage } from '../safety/SafetyPage';
import { makeUser } from '../../test/fixtures';

/** Shows who the app thinks is signed in, so a test can wait for the answer. */
function SignedInAs() {
  const { user } = useAuth();
  return user ? <p>Signed in as {user.firstName}</p> : null;
}

function renderSafety(authStatus: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      authStatus === 200
        ? new Response(JSON.stringify(makeUser({ lastName: 'Owner', profileCompleted: true })), { status: 200 })
        : new Response('{}', { status: 401 }),
    ),
  );
  return render(
    <MemoryRouter initialEntries={['/safety']}>
      <Providers swr={{ provider: () => new Map() }}>
        <SafetyPage />
        <SignedInAs />
      </Providers>
    </MemoryRouter>,
  );
}

describe('the reading pages for a signed-out visitor', () => {
  it('have the logo and a "Back to Pawpal" link home', async () => {
    renderSafety(401);
    expect(await screen.findByRole('link', { name: 'Back to Pawpal' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Pawpal' })).toHaveAttribute('href', '/');
  });

  it('leave them out for a signed-in user, who has the top navigation', async () => {
    renderSafety(200);
    expect(await screen.findByText('Signed in as Olivia')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Safety' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Pawpal' })).not.toBeInTheDocument();
  });
});

import { type AuthUser } from '@pawpal/contract';
import { Toaster, resetToasts } from '@pawpal/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailLinkNotice } from './EmailLinkNotice';
import { makeUser } from '../../test/fixtures';

const olivia: AuthUser = makeUser({ email: 'olivia.new@example.com', profileCompleted: true, emailVerified: true });

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string, props: { ready: boolean; user: AuthUser | null }) {
  const tree = (ready: boolean) => (
    <MemoryRouter initialEntries={[url]}>
      <EmailLinkNotice ready={ready} user={props.user} />
      <Address />
      <Toaster />
    </MemoryRouter>
  );
  const view = render(tree(props.ready));
  return { ...view, becomeReady: () => view.rerender(tree(true)) };
}

afterEach(() => {
  // The toast store is the app's one, shared by the tests of this file.
  resetToasts();
});

describe('EmailLinkNotice', () => {
  it('says the email is verified after the verification link, then takes ?emailVerified=1 out of the address', async () => {
    renderAt('/?emailVerified=1', { ready: true, user: olivia });
    expect(await screen.findByText('Your email is verified')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/));
  });

  it('names the new address after an email change and keeps the other parameters', async () => {
    renderAt('/profile?emailChanged=1&tab=security', { ready: true, user: olivia });
    expect(await screen.findByText('Your email address is now olivia.new@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\/profile\?tab=security$/));
  });

  it('waits until the signed-in user is known before saying anything', async () => {
    const view = renderAt('/profile?emailChanged=1', { ready: false, user: olivia });
    expect(screen.queryByText(/Your email address is now/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/profile?emailChanged=1');
    view.becomeReady();
    expect(await screen.findByText('Your email address is now olivia.new@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\/profile$/));
  });

  it('says a link failed when it lands with anything but 1, and says nothing without the parameter', async () => {
    renderAt('/?emailVerified=expired', { ready: true, user: null });
    expect(await screen.findByText('This link has expired or was already used. Ask for a new one.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/));
  });

  it('says nothing on an ordinary page', () => {
    renderAt('/profile?tab=security', { ready: true, user: olivia });
    expect(screen.queryByText(/Your email/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('/profile?tab=security');
  });
});

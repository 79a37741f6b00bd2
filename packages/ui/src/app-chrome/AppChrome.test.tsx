import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { ThemeProvider } from '../theme';
import { Footer } from './Footer';
import { NAV_LINKS, isCurrentPath, isServerHref } from './nav-links';
import { TopNav, type TopNavProps } from './TopNav';
import type { ChromeLinkProps, ChromeUser } from './types';

const olivia: ChromeUser = { firstName: 'Olivia', lastName: 'Nguyen', email: 'olivia@example.com', profileImageUrl: null };

function RouterLink({ href, children, ...props }: ChromeLinkProps & React.ComponentProps<'a'>) {
  return (
    <a href={href} data-router-link="" {...props}>
      {children}
    </a>
  );
}

function renderNav(props: Partial<TopNavProps> = {}) {
  return render(
    <ThemeProvider>
      <TopNav variant="owner" user={olivia} linkComponent={RouterLink} {...props} />
    </ThemeProvider>,
  );
}

describe('NAV_LINKS', () => {
  it('lists the visitor, owner and sitter navigation from the spec', () => {
    expect(NAV_LINKS.visitor.map((l) => [l.label, l.href])).toEqual([
      ['Become a Sitter', '/become-a-sitter'],
      ['Referral Program', '/referral-program'],
      ['Sign In', '/api/login'],
      ['Sign Up', '/api/login?mode=signup'],
    ]);
    expect(NAV_LINKS.owner.map((l) => l.label)).toEqual(['Home', 'My Pets', 'Find Sitters', 'Bookings', 'Messages']);
    expect(NAV_LINKS.sitter.map((l) => l.href)).toEqual([
      '/sitter-dashboard', '/bookings', '/chat', '/browse-services', '/pet-profiles', '/payout-settings',
    ]);
    expect(NAV_LINKS.sitter.find((l) => l.label === 'Bookings')?.badge).toBe('pendingBookings');
    expect(NAV_LINKS.owner.find((l) => l.label === 'Bookings')?.badge).toBeUndefined();
  });
});

describe('isCurrentPath', () => {
  it('matches the page and pages under it, ignoring the query', () => {
    expect(isCurrentPath('/chat', '/chat')).toBe(true);
    expect(isCurrentPath('/chat/42', '/chat')).toBe(true);
    expect(isCurrentPath('/bookings?id=3', '/bookings')).toBe(true);
    expect(isCurrentPath('/chatter', '/chat')).toBe(false);
    expect(isCurrentPath(undefined, '/chat')).toBe(false);
  });
});

describe('isServerHref', () => {
  it('is true only for API paths', () => {
    expect(isServerHref('/api/login?mode=signup')).toBe(true);
    expect(isServerHref('/api/logout')).toBe(true);
    expect(isServerHref('/apiary')).toBe(false);
    expect(isServerHref('/home')).toBe(false);
  });
});

describe('TopNav', () => {
  it('renders app links through the link component and marks the current page', () => {
    renderNav({ currentPath: '/bookings' });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const bookings = nav.getByRole('link', { name: 'Bookings' });
    expect(bookings).toHaveAttribute('aria-current', 'page');
    expect(bookings).toHaveAttribute('data-router-link');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('renders sign in and sign up as plain anchors to the API', () => {
    renderNav({ variant: 'visitor', user: null });
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/api/login');
    expect(signIn).not.toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'Sign Up' })).not.toHaveAttribute('data-router-link');
  });

  it('shows the pending bookings badge for sitters and the unread badge on Messages', () => {
    renderNav({ variant: 'sitter', counts: { pendingBookings: 120, unreadMessages: 4 } });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Bookings 99+ pending' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Messages 4 unread' })).toBeInTheDocument();
  });

  it('has a user menu with Profile, Become a Sitter and a plain Log out link', async () => {
    renderNav({ logoutHref: '/api/logout' });
    await userEvent.click(screen.getByRole('button', { name: 'Open user menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Become a Sitter' })).toHaveAttribute('href', '/sitter-registration');
    const logout = within(menu).getByRole('menuitem', { name: 'Log out' });
    expect(logout).toHaveAttribute('href', '/api/logout');
    expect(logout).not.toHaveAttribute('data-router-link');
  });

  it('does not offer Become a Sitter to sitters', async () => {
    renderNav({ variant: 'sitter', isSitter: true });
    await userEvent.click(screen.getByRole('button', { name: 'Open user menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Become a Sitter' })).not.toBeInTheDocument();
  });
});

describe('Footer', () => {
  it('shows the statement, links, support contact and year', () => {
    render(<Footer linkComponent={RouterLink} supportEmail="help@pawpal.test" supportPhone="1300 000 000" />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Connecting pet owners with trusted, verified pet sitters in their local area.');
    expect(footer).toHaveTextContent('© 2025 Pawpal');
    expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help-centre');
    expect(screen.getByRole('link', { name: 'help@pawpal.test' })).toHaveAttribute('href', 'mailto:help@pawpal.test');
    expect(screen.getByRole('link', { name: '1300 000 000' })).toHaveAttribute('href', 'tel:1300000000');
  });
});

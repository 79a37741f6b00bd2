import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { ThemeProvider } from '../theme';
import { Footer } from './Footer';
import { isCurrentPath } from './current-path';
import { TopNav, type TopNavProps } from './TopNav';
import type { ChromeLinkProps, ChromeUser, NavLink } from './types';

const olivia: ChromeUser = { firstName: 'Olivia', lastName: 'Nguyen', email: 'olivia@example.com', profileImageUrl: null };

// Example links: the app owns the real site map.
const appLinks: NavLink[] = [
  { label: 'Home', href: '/home' },
  { label: 'Bookings', href: '/bookings', badge: { count: 120, label: 'pending' } },
  { label: 'Messages', href: '/chat', badge: { count: 4, label: 'unread' } },
];
const signedOutLinks: NavLink[] = [
  { label: 'About', href: '/about' },
  { label: 'Sign In', href: '/api/login', appearance: 'button', reloadDocument: true },
  { label: 'Sign Up', href: '/api/login?mode=signup', appearance: 'primary', reloadDocument: true },
];
const menuLinks: NavLink[] = [
  { label: 'Profile', href: '/profile' },
  { label: 'Settings', href: '/settings' },
];

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
      <TopNav
        brandName="Walkies"
        links={appLinks}
        user={olivia}
        userMenuLinks={menuLinks}
        logoutHref="/api/logout"
        linkComponent={RouterLink}
        {...props}
      />
    </ThemeProvider>,
  );
}

describe('isCurrentPath', () => {
  it('matches the page and pages under it, ignoring the query', () => {
    expect(isCurrentPath('/chat', '/chat')).toBe(true);
    expect(isCurrentPath('/chat/42', '/chat')).toBe(true);
    expect(isCurrentPath('/bookings?id=3', '/bookings')).toBe(true);
    expect(isCurrentPath('/chatter', '/chat')).toBe(false);
    expect(isCurrentPath(undefined, '/chat')).toBe(false);
  });
});

describe('TopNav', () => {
  it("opens the phone menu's sheet (loaded on first use) and gives focus back to the button when it closes", async () => {
    renderNav({ currentPath: '/bookings' });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Bookings 99+ pending' })).toHaveAttribute('aria-current', 'page');
    expect(within(sheet).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/api/logout');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Opens again with the sheet already loaded.
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('opens the user menu when its button is pressed before the menu has loaded', async () => {
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Open user menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Log out']);
  });

  it('renders app links through the link component and marks the current page', () => {
    renderNav({ currentPath: '/bookings' });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const bookings = nav.getByRole('link', { name: 'Bookings 99+ pending' });
    expect(bookings).toHaveAttribute('aria-current', 'page');
    expect(bookings).toHaveAttribute('data-router-link');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('renders reloadDocument links as plain anchors, buttons styled by appearance', () => {
    renderNav({ links: signedOutLinks, user: null });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('data-router-link');
    const signIn = nav.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/api/login');
    expect(signIn).not.toHaveAttribute('data-router-link');
    expect(signIn).toHaveAttribute('data-appearance', 'button');
    expect(signIn).not.toHaveClass('pp:bg-primary');
    expect(signIn).toHaveClass('pp:ml-auto');
    const signUp = nav.getByRole('link', { name: 'Sign Up' });
    expect(signUp).not.toHaveAttribute('data-router-link');
    expect(signUp).toHaveAttribute('data-appearance', 'primary');
    expect(signUp).toHaveClass('pp:bg-primary');
    expect(signUp).not.toHaveClass('pp:ml-auto');
    expect(screen.queryByRole('button', { name: 'Open user menu' })).not.toBeInTheDocument();
  });

  it("shows each link's count badge, read out with its label", () => {
    renderNav();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Bookings 99+ pending' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Messages 4 unread' })).toBeInTheDocument();
  });

  it('shows no count for a zero badge', () => {
    renderNav({ links: [{ label: 'Messages', href: '/chat', badge: { count: 0, label: 'unread' } }] });
    const messages = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Messages' });
    expect(messages).toHaveTextContent(/^Messages$/);
  });

  it('has a user menu with the given links and a plain Log out link', async () => {
    renderNav();
    await userEvent.click(screen.getByRole('button', { name: 'Open user menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Log out']);
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    const logout = within(menu).getByRole('menuitem', { name: 'Log out' });
    expect(logout).toHaveAttribute('href', '/api/logout');
    expect(logout).not.toHaveAttribute('data-router-link');
  });

  it('offers no Log out without a logoutHref', async () => {
    renderNav({ logoutHref: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Open user menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Log out' })).not.toBeInTheDocument();
  });
});

describe('Footer', () => {
  it('shows the statement, links, support contact and year it is given', () => {
    render(
      <Footer
        brandName="Walkies"
        statement="Walks and sits, nearby."
        links={[
          { label: 'Help', href: '/help' },
          { label: 'Status', href: 'https://status.example.com', reloadDocument: true },
        ]}
        supportEmail="help@pawpal.test"
        supportPhone="1300 000 000"
        year={2031}
        linkComponent={RouterLink}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Walks and sits, nearby.');
    expect(footer).toHaveTextContent('© 2031 Walkies. All rights reserved.');
    expect(footer).not.toHaveTextContent('Pawpal');
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Help', 'Status']);
    expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('data-router-link');
    expect(nav.getByRole('link', { name: 'Status' })).not.toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'help@pawpal.test' })).toHaveAttribute('href', 'mailto:help@pawpal.test');
    expect(screen.getByRole('link', { name: '1300 000 000' })).toHaveAttribute('href', 'tel:1300000000');
  });

  it('leaves out the contact column without an email or phone, and takes its own headings', () => {
    render(<Footer brandName="Walkies" statement="Walks." links={[{ label: 'Help', href: '/help' }]} linksHeading="Company" year={2031} />);
    expect(screen.getByRole('heading', { name: 'Company' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact support' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo').querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  });
});

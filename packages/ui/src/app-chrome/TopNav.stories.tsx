import type * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectStateRows, STATES, STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix, type MatrixTheme } from '../docs/ThemeMatrix';
import { NotificationPopover } from '../notification-popover';
import { ThemeProvider } from '../theme';
import { MobileMenu as MobileMenuComponent } from './MobileMenu';
import { NavLinkItem } from './NavLinkItem';
import { TopNav } from './TopNav';
import { UserMenu } from './UserMenu';
import {
  SAMPLE_BRAND,
  JACK_SITTER,
  OLIVIA,
  OWNER_MENU_LINKS,
  SAMPLE_LOGOUT_HREF,
  SITTER_MENU_LINKS,
  StoryLink,
  VISITOR_LINKS,
  navigate,
  ownerLinks,
  sitterLinks,
} from './story-helpers';
import { PHONE_MODES } from '../docs/modes';

const meta = {
  title: 'Chrome/TopNav',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-topnav',
  component: TopNav,
  // The user menu and the mobile menu are TopNav's parts: their props tables and notes are here.
  subcomponents: { UserMenu, MobileMenu: MobileMenuComponent } as Record<string, React.ComponentType<unknown>>,
  parameters: {
    layout: 'fullscreen',
    // The docs page shows TopNav's notes and its menus' (their JSDoc).
    docs: {
      description: {
        component: [
          'The site header: wordmark, main navigation with count badges, theme toggle, notifications and user menu.',
          'Keyboard: a `banner` with the `navigation` Main; below the container\'s wide breakpoint the links move into the MobileMenu button (a Sheet). Screen readers: counts are part of the link names ("Messages 5 unread"), the current page has `aria-current="page"`.',
          '**UserMenu** (the avatar button): the signed-in user\'s menu (Radix DropdownMenu). Keyboard: Enter, Space or Arrow Down on the avatar button opens it with focus on the first item; arrows move between items, typing jumps to an item, Enter follows the focused link and closes the menu, Escape closes it and returns focus to the button. Screen readers: a button named "Open user menu" (`aria-haspopup="menu"`, `aria-expanded`) and a `menu` whose links are `menuitem`s (icons hidden); the name and email above them are plain text, not items.',
          '**MobileMenu** (narrow screens): a side sheet mirroring the nav. Keyboard: Enter or Space on the menu button opens the sheet and moves focus into it; Tab stays inside while it is open; Escape, the "Close menu" button or choosing a link closes it, and focus returns to the menu button. Screen readers: a button named "Open menu" (`aria-haspopup="dialog"`, `aria-expanded`) opening a modal `dialog` named "Menu" and described as the site navigation (and your account); its links sit in a `navigation` named Mobile, the current page has `aria-current="page"`, counts are part of the link names; the page behind is hidden from them while it is open.',
        ].join('\n\n'),
      },
    },
  },
  // Sample links: the app passes its own site map.
  args: {
    ...SAMPLE_BRAND,
    links: ownerLinks({ unreadMessages: 5 }),
    user: OLIVIA,
    userMenuLinks: OWNER_MENU_LINKS,
    logoutHref: SAMPLE_LOGOUT_HREF,
    currentPath: '/home',
    linkComponent: StoryLink,
  },
  decorators: [
    // The toolbar's theme global owns the <html> class here; the provider only feeds the toggle.
    (Story, context) => (
      <ThemeProvider
        storageKey="pawpal-storybook-topnav"
        defaultTheme={context.globals.theme === 'dark' ? 'dark' : 'light'}
        applyToDocument={false}
      >
        <Story />
      </ThemeProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
    window.localStorage.removeItem('pawpal-storybook-topnav');
  },
} satisfies Meta<typeof TopNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Find Sitters' }));
    await expect(navigate).toHaveBeenCalledWith('/browse-services');
  },
};

export const Visitor: Story = {
  args: { links: VISITOR_LINKS, user: null, userMenuLinks: [], currentPath: '/become-a-sitter' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Become a Sitter' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Referral Program' })).toHaveAttribute('href', '/referral-program');
    // Sign in and sign up are browser navigations to the API.
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/api/login?mode=signup');
    await expect(screen.queryByRole('button', { name: 'Open user menu' })).not.toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Pawpal' })).toHaveAttribute('href', '/');
  },
};

export const Owner: Story = {
  args: { currentPath: '/chat/channel-42' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    for (const [name, href] of [
      ['Home', '/home'],
      ['My Pets', '/pet-profiles'],
      ['Find Sitters', '/browse-services'],
      ['Bookings', '/bookings'],
    ]) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const messages = nav.getByRole('link', { name: 'Messages 5 unread' });
    await expect(messages).toHaveAttribute('href', '/chat');
    await expect(messages).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: /payout/i })).not.toBeInTheDocument();
  },
};

export const Sitter: Story = {
  args: {
    links: sitterLinks({ pendingBookings: 3, unreadMessages: 0 }),
    user: JACK_SITTER,
    userMenuLinks: SITTER_MENU_LINKS,
    currentPath: '/sitter-dashboard',
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Bookings 3 pending' })).toHaveAttribute('href', '/bookings');
    // No unread messages: no badge.
    await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/chat');
    await expect(nav.getByRole('link', { name: 'Payout Settings' })).toHaveAttribute('href', '/payout-settings');
    await expect(nav.getAllByRole('link')).toHaveLength(6);
  },
};

export const CountsAbove99: Story = {
  args: { links: sitterLinks({ pendingBookings: 150, unreadMessages: 100 }), user: JACK_SITTER, userMenuLinks: SITTER_MENU_LINKS },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Bookings 99+ pending' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Messages 99+ unread' })).toBeVisible();
  },
};

export const OwnerUserMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open user menu' }));
    const body = within(document.body);
    const menu = await body.findByRole('menu');
    await expect(menu).toHaveTextContent('Olivia Nguyen');
    await expect(menu).toHaveTextContent('olivia.nguyen@example.com');
    await expect(within(menu).getByRole('menuitem', { name: 'Become a Sitter' })).toHaveAttribute('href', '/sitter-registration');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/api/logout');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Profile' }));
    await expect(navigate).toHaveBeenCalledWith('/profile');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SitterUserMenuKeyboard: Story = {
  args: { links: sitterLinks({ pendingBookings: 2 }), user: JACK_SITTER, userMenuLinks: SITTER_MENU_LINKS },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open user menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const menu = await body.findByRole('menu');
    // Sitters are not offered "Become a Sitter".
    await expect(within(menu).queryByRole('menuitem', { name: 'Become a Sitter' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CustomLogoutHref: Story = {
  args: { logoutHref: '/api/logout?returnTo=%2F' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open user menu' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/api/logout?returnTo=%2F');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const WithNotificationSlot: Story = {
  args: {
    notificationSlot: (
      <NotificationPopover
        notifications={[
          {
            id: 'n1',
            type: 'new_message',
            title: 'New message from Jack',
            message: 'See you at 9!',
            timestamp: new Date(2025, 0, 15, 8, 45),
            read: false,
            channelId: 'c-1',
          },
          {
            id: 'n2',
            type: 'booking_approved',
            title: 'Booking approved',
            message: 'Jack accepted your booking.',
            timestamp: new Date(2025, 0, 15, 8, 0),
            read: false,
            bookingId: 'b-1',
          },
        ]}
        soundsEnabled
        browserPermission="granted"
        onSoundsEnabledChange={fn()}
        onEnableBrowserNotifications={fn()}
        onClearAll={fn()}
        onMarkAllRead={fn()}
        onSelect={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await expect(within(panel).getByText('New message from Jack')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  },
};

export const ThemeToggleSwitches: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  },
};

export const WithoutThemeToggle: Story = {
  args: { themeToggle: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /switch to/i })).not.toBeInTheDocument();
  },
};

export const MobileMenu: Story = {
  args: { currentPath: '/bookings' },
  render: (args) => (
    <div className="pp:w-[375px] pp:border-r pp:border-border">
      <TopNav {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The links are folded away on a narrow screen.
    await expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    await expect(sheet).toHaveTextContent('Olivia Nguyen');
    await expect(sheet).toHaveTextContent('olivia.nguyen@example.com');
    const nav = within(within(sheet).getByRole('navigation', { name: 'Mobile' }));
    await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Messages 5 unread' })).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(within(sheet).getByRole('link', { name: 'Become a Sitter' })).toHaveAttribute('href', '/sitter-registration');
    await expect(within(sheet).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/api/logout');
    await userEvent.click(nav.getByRole('link', { name: 'Find Sitters' }));
    await expect(navigate).toHaveBeenCalledWith('/browse-services');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const MobileMenuVisitorKeyboard: Story = {
  args: { links: VISITOR_LINKS, user: null, userMenuLinks: [], currentPath: undefined },
  render: MobileMenu.render,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    await expect(within(sheet).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/api/login?mode=signup');
    await expect(within(sheet).queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

function NavSet({ theme }: { theme: MatrixTheme }) {
  return (
    <ThemeProvider storageKey={`pawpal-storybook-topnav-matrix-${theme}`} defaultTheme={theme} applyToDocument={false}>
      <TopNav {...SAMPLE_BRAND} links={VISITOR_LINKS} linkComponent={StoryLink} currentPath="/referral-program" className="pp:static" />
      <TopNav
        {...SAMPLE_BRAND}
        links={ownerLinks({ unreadMessages: 5 })}
        user={OLIVIA}
        userMenuLinks={OWNER_MENU_LINKS}
        logoutHref={SAMPLE_LOGOUT_HREF}
        linkComponent={StoryLink}
        currentPath="/home"
        className="pp:static"
      />
      <TopNav
        {...SAMPLE_BRAND}
        links={sitterLinks({ pendingBookings: 120, unreadMessages: 3 })}
        user={JACK_SITTER}
        userMenuLinks={SITTER_MENU_LINKS}
        logoutHref={SAMPLE_LOGOUT_HREF}
        linkComponent={StoryLink}
        currentPath="/bookings"
        className="pp:static"
      />
      <div className="pp:w-[375px]">
        <TopNav
          {...SAMPLE_BRAND}
          links={ownerLinks({ unreadMessages: 5 })}
          user={OLIVIA}
          userMenuLinks={OWNER_MENU_LINKS}
          logoutHref={SAMPLE_LOGOUT_HREF}
          linkComponent={StoryLink}
          className="pp:static"
        />
      </div>
    </ThemeProvider>
  );
}

/** Visitor, owner, sitter and narrow layouts in light and dark, for visual regression. */
export const Matrix: Story = {
  // Its layout changes on a phone: a phone-width baseline too (visual suite and Chromatic).
  tags: ['visual', 'phone'],
  // Several headers on one page: each set sits in a section (no duplicate banner landmark),
  // and the repeated "Main" navs are expected here.
  parameters: {
    chromatic: { disableSnapshot: false, modes: PHONE_MODES },
    visual: true,
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  decorators: [],
  render: () => (
    <ThemeMatrix
      sideBySide="never"
      className="pp:min-w-[1100px]"
      paneLabel={(theme) => `Navigation, ${theme} theme`}
      paneClassName="pp:flex pp:flex-col pp:gap-4"
    >
      {(theme) => <NavSet theme={theme} />}
    </ThemeMatrix>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getAllByRole('link', { name: 'Bookings 99+ pending' })).toHaveLength(2);
    await expect(screen.getAllByRole('button', { name: 'Open menu' }).filter((b) => b.checkVisibility())).toHaveLength(2);
  },
};

/** A link can't be disabled: no `disabled` row. */
const LINK_STATES = STATES.filter((state) => state !== 'disabled');

/** The nav links' hover, focus-visible and active looks, a plain link and the current page's with a count. */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      states={LINK_STATES}
      render={(_state, key) => (
        <nav aria-label={`Main ${key}`} className="pp:flex pp:gap-1">
          <NavLinkItem link={{ label: 'Bookings', href: '/bookings' }} currentPath="/chat" linkComponent={StoryLink} />
          <NavLinkItem
            link={{ label: 'Messages', href: '/chat', badge: { count: 5, label: 'unread' } }}
            currentPath="/chat"
            linkComponent={StoryLink}
          />
        </nav>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectStateRows(canvasElement, (row) => within(row).getAllByRole('link'), LINK_STATES);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main light-default' });
    await expect(within(nav).getByRole('link', { name: 'Messages 5 unread' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Bookings' })).not.toHaveAttribute('aria-current');
  },
};

import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BrowserNotificationPermission } from '../constants';
import { expectStateRows, STATES, STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { NotificationPopover, type NotificationPopoverProps } from './NotificationPopover';
import type { AppNotification } from './notifications';

/** Fixed local times, so the "h:mm a" labels and the screenshots never change. */
const at = (hours: number, minutes: number) => new Date(2025, 0, 15, hours, minutes);

const NOTIFICATIONS: AppNotification[] = [
  {
    id: 'n1',
    type: 'new_message',
    title: 'New message from Olivia',
    message: 'Biscuit had a lovely walk this morning!',
    timestamp: at(9, 30),
    read: false,
    channelId: 'c-42',
    channelName: 'Olivia Nguyen',
  },
  {
    id: 'n2',
    type: 'booking_approved',
    title: 'Booking approved',
    message: 'Jack accepted your booking for 20–22 January.',
    timestamp: at(8, 5),
    read: false,
    bookingId: 'b-7',
  },
  {
    id: 'n3',
    type: 'payment_confirmed',
    title: 'Payment confirmed',
    message: 'We received $180.00 for booking #7.',
    timestamp: at(14, 45).getTime(),
    read: true,
    bookingId: 'b-7',
  },
  {
    id: 'n4',
    type: 'booking_declined',
    title: 'Booking declined',
    message: 'Mia cannot take Luna that weekend.',
    timestamp: at(7, 0).toISOString(),
    read: true,
    bookingId: 'b-5',
  },
  {
    id: 'n5',
    type: 'referral_bonus',
    title: 'Referral bonus',
    message: 'A friend joined with your link.',
    timestamp: at(6, 15),
    read: true,
  },
  {
    id: 'n6',
    type: 'booking_completed',
    title: 'Stay completed',
    message: 'Leave a review for Jack.',
    timestamp: at(18, 0),
    read: true,
    bookingId: 'b-3',
    symbol: '🐾',
  },
];

const MANY: AppNotification[] = Array.from({ length: 24 }, (_, index) => ({
  id: `m${index}`,
  type: index % 2 ? 'booking_created' : 'new_message',
  title: index % 2 ? `New booking request #${index}` : `Message ${index} from Olivia`,
  message: 'Biscuit is ready for the weekend.',
  timestamp: at(8 + (index % 10), (index * 7) % 60),
  read: index > 3,
}));

/**
 * Holds the list, the sound setting and the permission like the app does, so "Mark all read"
 * and "Clear All" really change what is shown; the story's handlers are still called.
 */
function StatefulNotificationPopover(props: NotificationPopoverProps) {
  const [notifications, setNotifications] = React.useState(props.notifications);
  const [soundsEnabled, setSoundsEnabled] = React.useState(props.soundsEnabled);
  const [permission, setPermission] = React.useState<BrowserNotificationPermission>(props.browserPermission);
  return (
    <div className="pp:flex pp:justify-end">
      <NotificationPopover
        {...props}
        notifications={notifications}
        soundsEnabled={soundsEnabled}
        browserPermission={permission}
        onSoundsEnabledChange={(enabled) => {
          setSoundsEnabled(enabled);
          props.onSoundsEnabledChange(enabled);
        }}
        onEnableBrowserNotifications={() => {
          setPermission('granted');
          props.onEnableBrowserNotifications();
        }}
        onMarkAllRead={() => {
          setNotifications((list) => list.map((n) => ({ ...n, read: true })));
          props.onMarkAllRead();
        }}
        onClearAll={() => {
          setNotifications([]);
          props.onClearAll();
        }}
        onSelect={(notification) => {
          setNotifications((list) => list.map((n) => (n.id === notification.id ? { ...n, read: true } : n)));
          props.onSelect(notification);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Chrome/NotificationPopover',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-notificationpopover',
  component: NotificationPopover,
  render: (args) => <StatefulNotificationPopover {...args} />,
  parameters: { layout: 'padded' },
  args: {
    notifications: NOTIFICATIONS,
    soundsEnabled: true,
    browserPermission: 'default',
    onSoundsEnabledChange: fn(),
    onEnableBrowserNotifications: fn(),
    onClearAll: fn(),
    onMarkAllRead: fn(),
    onSelect: fn(),
  },
  argTypes: { browserPermission: { control: 'inline-radio', options: ['default', 'granted', 'denied', 'unsupported'] } },
  decorators: [
    (Story) => (
      <div className="pp:min-h-[36rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationPopover>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openPanel(canvasElement: HTMLElement, name = /^Notifications, \d+ unread$/) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(await within(document.body).findByRole('dialog', { name: 'Notifications' }));
}

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^Notifications, 2 unread$/);
    const items = panel.getAllByRole('button', { name: /from Olivia|approved|confirmed|declined|bonus|completed/ });
    await expect(items).toHaveLength(6);
    // An SVG icon by type (no emoji font needed), the notification's own symbol, and the bell for an unknown type.
    const icons = items.map((item) => item.querySelector('[data-slot="notification-item-icon"]'));
    await expect(icons.map((icon) => icon?.querySelector('svg')?.getAttribute('data-icon') ?? icon?.textContent)).toEqual([
      'new_message',
      'booking_approved',
      'payment_confirmed',
      'booking_declined',
      'bell',
      '🐾',
    ]);
    // Times as h:mm a, from a Date, a number or a string.
    await expect(items[0]).toHaveTextContent('9:30 AM');
    await expect(items[2]).toHaveTextContent('2:45 PM');
    await expect(items[3]).toHaveTextContent('7:00 AM');
    await expect(panel.getAllByText('Unread')).toHaveLength(2);
  },
};

export const MarkAllRead: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getAllByText('Unread')).toHaveLength(2);
    await userEvent.click(panel.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await waitFor(() => expect(panel.queryAllByText('Unread')).toHaveLength(0));
    await expect(document.querySelectorAll('[data-slot="notification-item"][data-read="false"]')).toHaveLength(0);
    await expect(document.querySelectorAll('[data-slot="unread-dot"]')).toHaveLength(0);
    await expect(panel.getByText('All caught up')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
  },
};

export const SoundToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    const sounds = panel.getByRole('switch', { name: 'Notification sounds' });
    await expect(sounds).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(sounds);
    await expect(sounds).toHaveAttribute('aria-checked', 'false');
    await expect(args.onSoundsEnabledChange).toHaveBeenLastCalledWith(false);
    // The keyboard works too.
    sounds.focus();
    await userEvent.keyboard(' ');
    await expect(sounds).toHaveAttribute('aria-checked', 'true');
    await expect(args.onSoundsEnabledChange).toHaveBeenLastCalledWith(true);
  },
};

export const SelectNotification: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: /Booking approved/ }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'n2', type: 'booking_approved', bookingId: 'b-7' }));
    // Choosing one closes the panel (the app navigates away).
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Notifications' }));
    // Focus moves into the panel; Tab walks through it and Enter picks a notification.
    await waitFor(() => expect(panel.getByRole('button', { name: 'Mark all read' })).toHaveFocus());
    await userEvent.tab(); // the scrollable list
    await userEvent.tab(); // first notification
    await expect(panel.getByRole('button', { name: /New message from Olivia/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'n1', channelId: 'c-42' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(bell).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await openPanel(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const ClearAll: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Clear All' }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
    await expect(await panel.findByText('No notifications yet')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^Notifications, 0 unread$/);
    await expect(panel.getByText('No notifications yet')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-slot="count-badge"]')).toBeNull();
  },
};

export const UnreadCountFromProps: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 99+ unread' });
    await expect(within(bell).getByText('99+')).toBeVisible();
  },
};

export const EnableBrowserNotifications: Story = {
  args: { browserPermission: 'default' },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Enable browser notifications' }));
    await expect(args.onEnableBrowserNotifications).toHaveBeenCalledOnce();
    await expect(await panel.findByText('Enabled')).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Enable browser notifications' })).not.toBeInTheDocument();
  },
};

export const PermissionGranted: Story = {
  args: { browserPermission: 'granted' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getByText('Enabled')).toBeVisible();
    await expect(panel.queryByRole('button', { name: /enable/i })).not.toBeInTheDocument();
  },
};

export const PermissionDenied: Story = {
  args: { browserPermission: 'denied' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getByText('Blocked in browser settings')).toBeVisible();
    await expect(panel.queryByRole('button', { name: /enable/i })).not.toBeInTheDocument();
  },
};

export const PermissionUnsupported: Story = {
  args: { browserPermission: 'unsupported' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(panel.getByText('Not supported in this browser')).toBeVisible();
    await expect(panel.queryByRole('button', { name: /enable/i })).not.toBeInTheDocument();
  },
};

export const LongListScrolls: Story = {
  args: { notifications: MANY },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement, /^Notifications, 4 unread$/);
    const list = panel.getByRole('region', { name: 'Notification list' });
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    // The settings stay in view below the list.
    await expect(panel.getByRole('switch', { name: 'Notification sounds' })).toBeVisible();
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(panel.getByRole('button', { name: /New booking request #23/ })).toBeVisible());
  },
};

/** The open panel in light and dark (each half controlled open), for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  // Two identical panels on one page: their same-named list regions are expected here.
  parameters: {
    chromatic: { disableSnapshot: false },
    visual: true,
    layout: 'fullscreen',
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => (
    <ThemeMatrix className="pp:min-h-[40rem]">
      {(theme) => (
        <div className="pp:flex pp:justify-end">
          <NotificationPopover
            {...args}
            browserPermission={theme === 'dark' ? 'denied' : 'default'}
            open
            onOpenChange={() => {}}
            contentClassName={theme}
          />
        </div>
      )}
    </ThemeMatrix>
  ),
  play: async () => {
    const body = within(document.body);
    await waitFor(() => expect(body.getAllByRole('dialog', { name: 'Notifications' })).toHaveLength(2));
    await expect(body.getAllByText('9:30 AM')).toHaveLength(2);
  },
};

/** The bell has no disabled state (it always opens the list): no `disabled` row. */
const BELL_STATES = STATES.filter((state) => state !== 'disabled');

/** The bell button's hover, focus-visible and active looks, with its unread count. */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: (args) => <StatesMatrix states={BELL_STATES} render={() => <NotificationPopover {...args} />} />,
  play: async ({ canvasElement }) => {
    await expectStateRows(canvasElement, (row) => within(row).getAllByRole('button'), BELL_STATES);
    await expect(within(canvasElement).getAllByRole('button', { name: 'Notifications, 2 unread' })).toHaveLength(8);
  },
};

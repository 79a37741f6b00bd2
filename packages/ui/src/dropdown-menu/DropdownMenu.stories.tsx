import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, LogOut, Settings } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

interface DemoProps {
  onBookings: () => void;
  onSettings: () => void;
  onLogOut: () => void;
  defaultOpen?: boolean;
  contentProps?: React.ComponentProps<typeof DropdownMenuContent>;
}

function DemoMenu({ onBookings, onSettings, onLogOut, defaultOpen, contentProps }: DemoProps) {
  const [compact, setCompact] = React.useState(false);
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={!defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Account</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" {...contentProps}>
        <DropdownMenuLabel>My account</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={onBookings}>
            <CalendarDays aria-hidden="true" /> Bookings
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onSettings}>
            <Settings aria-hidden="true" /> Settings
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Payouts (soon)</DropdownMenuItem>
          <DropdownMenuCheckboxItem checked={compact} onCheckedChange={setCompact}>
            Compact view
          </DropdownMenuCheckboxItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onLogOut}>
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Actions/DropdownMenu',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-dropdownmenu',
  component: DemoMenu,
  // The real parts' props tables on the docs page (the demo above only wires them together).
  subcomponents: {
    DropdownMenu,
    DropdownMenuTrigger,
    DropdownMenuContent,
    DropdownMenuItem,
    DropdownMenuCheckboxItem,
    DropdownMenuLabel,
    DropdownMenuGroup,
    DropdownMenuSeparator,
  } as Record<string, React.ComponentType<unknown>>,
  // The docs page shows the real component's notes (the meta's component is a demo).
  parameters: {
    docs: {
      description: {
        component:
          'A menu of actions opened from a trigger (Radix DropdownMenu root).\n\nKeyboard: Enter, Space or Arrow Down on the trigger opens it; arrows move between items, typing jumps to an item, Enter selects, Escape closes and returns focus to the trigger. Screen readers: a menu button (`aria-haspopup`, `aria-expanded`) and a `menu` of `menuitem`s.',
      },
    },
  },
  args: { onBookings: fn(), onSettings: fn(), onLogOut: fn() },
} satisfies Meta<typeof DemoMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Bookings' }));
    await expect(args.onBookings).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const menu = await body.findByRole('menu');
    await expect(menu).toBeVisible();
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Bookings' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitemcheckbox', { name: 'Compact view' })).toHaveFocus();
    // Space ticks the checkbox item and closes the menu, returning focus to the trigger.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // ArrowDown on the trigger reopens the menu on its first item.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Bookings' })).toHaveFocus());
    await expect(body.getByRole('menuitemcheckbox', { name: 'Compact view' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSettings).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    const body = within(document.body);
    await expect(await body.findByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onLogOut).not.toHaveBeenCalled();
  },
};

/** The open menu in light and dark (each half opens its own menu), for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: (args) => {
    // Both menus stay open side by side: neither closes when focus lands in the other.
    const keepOpen = {
      onFocusOutside: (event: Event) => event.preventDefault(),
      onInteractOutside: (event: Event) => event.preventDefault(),
    };
    return (
      <ThemeMatrix className="pp:min-h-96">
        {/* The menu is portaled to <body>, so it carries the dark class itself. */}
        {(theme) => <DemoMenu {...args} defaultOpen contentProps={{ ...keepOpen, className: theme }} />}
      </ThemeMatrix>
    );
  },
  play: async () => {
    await waitFor(() => expect(within(document.body).getAllByRole('menu')).toHaveLength(2));
  },
};

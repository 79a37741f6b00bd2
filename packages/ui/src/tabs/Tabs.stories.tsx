import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { Tabs, TabsContent, TabsList, TabsTrigger, TABS_VARIANTS } from './Tabs';

const meta = {
  title: 'Layout/Tabs',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-tabs',
  component: Tabs,
  args: { defaultValue: 'upcoming', variant: 'default', onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: TABS_VARIANTS } },
  render: (args) => (
    <Tabs {...args} className="pp:max-w-md">
      <TabsList aria-label="Bookings">
        <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
        <TabsTrigger value="past">Past</TabsTrigger>
        <TabsTrigger value="cancelled">Cancelled</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming" className="pp:text-sm">
        Two stays coming up.
      </TabsContent>
      <TabsContent value="past" className="pp:text-sm">
        Five completed stays.
      </TabsContent>
      <TabsContent value="cancelled" className="pp:text-sm">
        No cancelled bookings.
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    await expect(screen.getByRole('tabpanel', { name: 'Past' })).toHaveTextContent('Five completed stays.');
    await expect(args.onValueChange).toHaveBeenCalledWith('past');
  },
};

export const KeyboardSwitching: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.tab();
    await expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const past = screen.getByRole('tab', { name: 'Past' });
    await expect(past).toHaveFocus();
    await expect(past).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('tabpanel')).toHaveTextContent('No cancelled bookings.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('cancelled');
  },
};

export const Line: Story = {
  args: { variant: 'line' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('tablist', { name: 'Bookings' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="tabs"]')).toHaveAttribute('data-variant', 'line');
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) =>
        TABS_VARIANTS.map((variant) => (
          <MatrixRow key={variant} label={variant}>
            <Tabs defaultValue="a" variant={variant}>
              <TabsList aria-label={`${variant} tabs (${theme})`}>
                <TabsTrigger value="a">Active</TabsTrigger>
                <TabsTrigger value="b">Inactive</TabsTrigger>
                <TabsTrigger value="c" disabled>
                  Disabled
                </TabsTrigger>
              </TabsList>
              <TabsContent value="a" className="pp:text-sm">
                Panel
              </TabsContent>
            </Tabs>
          </MatrixRow>
        ))
      }
    </ThemeMatrix>
  ),
};

/** The triggers' hover, focus-visible, active and disabled, forced by the pseudo-states addon. */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state, key) => (
        <Tabs defaultValue="a">
          <TabsList aria-label={`Tabs ${key}`}>
            <TabsTrigger value="a" disabled={state === 'disabled'}>
              Active
            </TabsTrigger>
            <TabsTrigger value="b" disabled={state === 'disabled'}>
              Inactive
            </TabsTrigger>
          </TabsList>
          {/* The active tab's panel (its trigger's aria-controls points at it), out of the picture. */}
          <TabsContent value="a" className="pp:sr-only">
            Panel {key}
          </TabsContent>
        </Tabs>
      )}
    />
  ),
};

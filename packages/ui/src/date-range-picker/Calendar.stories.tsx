import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectStateRows, STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { Calendar } from './Calendar';

const MARCH = new Date(2025, 2, 1);
const TODAY = new Date(2025, 2, 3);
const BOOKED = [{ from: new Date(2025, 2, 10), to: new Date(2025, 2, 12) }, new Date(2025, 2, 27)];
const BLOCKED = [new Date(2025, 2, 15), new Date(2025, 2, 16)];
const onSelect = fn();

const meta = {
  title: 'Forms/Calendar',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-calendar',
  component: Calendar,
  args: { mode: 'single', defaultMonth: MARCH, today: TODAY, onSelect, showLegend: false },
  render: (args) => <Calendar {...args} className="pp:rounded-md pp:border pp:border-border" />,
} satisfies Meta<typeof Calendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: function Render(args) {
    const [day, setDay] = React.useState<Date | undefined>();
    return (
      <Calendar
        {...args}
        mode="single"
        selected={day}
        onSelect={(next: Date | undefined) => {
          setDay(next);
          onSelect(next);
        }}
        className="pp:rounded-md pp:border pp:border-border"
      />
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('grid', { name: 'March 2025' })).toBeVisible();
    await expect(screen.getByRole('button', { name: /Today, Monday, 3 March 2025/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /\b7 March 2025/ }));
    await expect(onSelect).toHaveBeenCalledWith(new Date(2025, 2, 7));
    await expect(screen.getByRole('button', { name: /\b7 March 2025, selected/ })).toHaveAttribute('data-selection', 'single');
  },
};

/** Availability management: pick several days to block. */
export const Multiple: Story = {
  render: function Render() {
    const [days, setDays] = React.useState<Date[] | undefined>([new Date(2025, 2, 5)]);
    return (
      <Calendar
        mode="multiple"
        month={MARCH}
        today={TODAY}
        selected={days}
        onSelect={(next: Date[] | undefined) => {
          setDays(next);
          onSelect(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /\b6 March 2025/ }));
    await userEvent.click(screen.getByRole('button', { name: /\b7 March 2025/ }));
    await expect(screen.getAllByRole('button', { name: /, selected$/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: /\b5 March 2025/ }));
    await expect(screen.getAllByRole('button', { name: /, selected$/ })).toHaveLength(2);
    await expect(onSelect).toHaveBeenLastCalledWith([new Date(2025, 2, 6), new Date(2025, 2, 7)]);
  },
};

export const BookedAndBlocked: Story = {
  args: { booked: BOOKED, blocked: BLOCKED, showLegend: true },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('button', { name: /\b11 March 2025, booked/ })).toHaveAttribute('data-state', 'booked');
    await expect(screen.getByRole('button', { name: /\b15 March 2025, blocked/ })).toHaveAttribute('data-state', 'blocked');
    const legend = screen.getByRole('list', { name: 'Legend' });
    await expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Available', 'Selected', 'Booked', 'Blocked']);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // Tab past the previous/next month buttons into the grid: focus lands on today.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: /\b3 March 2025/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('button', { name: /\b10 March 2025/ })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(await screen.findByRole('grid', { name: 'April 2025' })).toBeVisible();
    await expect(screen.getByRole('button', { name: /\b10 April 2025/ })).toHaveFocus();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <div className="pp:flex pp:flex-wrap pp:gap-4">
          <Calendar
            mode="range"
            month={MARCH}
            today={TODAY}
            selected={{ from: new Date(2025, 2, 18), to: new Date(2025, 2, 21) }}
            booked={BOOKED}
            blocked={BLOCKED}
            disabled={{ before: TODAY }}
            showLegend
            labels={{ labelNav: () => `Range calendar navigation (${theme})` }}
            className="pp:rounded-md pp:border pp:border-border"
          />
          <Calendar
            mode="single"
            month={MARCH}
            today={TODAY}
            selected={new Date(2025, 2, 7)}
            labels={{ labelNav: () => `Single calendar navigation (${theme})` }}
            className="pp:rounded-md pp:border pp:border-border"
          />
        </div>
      )}
    </ThemeMatrix>
  ),
};

// February 2027 starts on a Monday: four weeks, the shortest month grid.
const FEBRUARY_2027 = new Date(2027, 1, 1);

/** The day buttons' hover, focus-visible, active and disabled looks, beside a chosen day. */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state) => (
        <Calendar
          mode="single"
          month={FEBRUARY_2027}
          today={new Date(2027, 1, 3)}
          selected={new Date(2027, 1, 10)}
          hideNavigation
          disabled={state === 'disabled'}
          className="pp:rounded-md pp:border pp:border-border"
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectStateRows(canvasElement, (row) => within(row).getAllByRole('button'));
    const firstRow = canvasElement.querySelector<HTMLElement>('[data-state-demo="default"]');
    if (!firstRow) throw new Error('no default row');
    await expect(within(firstRow).getAllByRole('button')).toHaveLength(28);
    await expect(within(firstRow).getByRole('button', { name: /\b10 February 2027/ })).toHaveAttribute('data-selection', 'single');
  },
};

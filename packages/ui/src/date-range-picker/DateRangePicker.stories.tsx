import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectStateRows, STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { FormField } from '../label';
import { DateRangePicker } from './DateRangePicker';
import type { DateRangeValue } from './format';

// Fixed dates: the stories must not depend on the day they run.
const TODAY = new Date(2025, 2, 3);
const BOOKED = [{ from: new Date(2025, 2, 20), to: new Date(2025, 2, 22) }];

const meta = {
  title: 'Forms/DateRangePicker',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-daterangepicker',
  component: DateRangePicker,
  args: {
    onChange: fn(),
    onOpenChange: fn(),
    today: TODAY,
    defaultMonth: TODAY,
    fromDate: TODAY,
    numberOfMonths: 2,
    placeholder: 'Select dates',
    disabled: false,
  },
  render: (args) => (
    <FormField label="Dates" className="pp:max-w-xs">
      <DateRangePicker {...args} />
    </FormField>
  ),
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const trigger = screen.getByRole('button', { name: 'Dates' });
    await expect(trigger).toHaveAccessibleDescription('Select dates');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

export const ChoosingARange: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    const trigger = screen.getByRole('button', { name: 'Dates' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Choose dates' });
    await userEvent.click(within(dialog).getByRole('button', { name: /\b10 March 2025/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: new Date(2025, 2, 10), to: undefined });
    await userEvent.click(within(dialog).getByRole('button', { name: /\b14 March 2025/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: new Date(2025, 2, 10), to: new Date(2025, 2, 14) });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAccessibleDescription('10 Mar 2025 – 14 Mar 2025');
    await expect(trigger).toHaveFocus();
  },
};

/**
 * A parent that keeps only complete ranges (the search page puts them in the URL): the start day
 * is not in `value` until the end is chosen, and the second click still completes the range.
 */
export const ControlledCompleteRangesOnly: Story = {
  render: function Render(args) {
    const [range, setRange] = React.useState<DateRangeValue>({});
    return (
      <FormField label="Dates" className="pp:max-w-xs">
        <DateRangePicker
          {...args}
          value={range}
          onChange={(next) => {
            args.onChange?.(next);
            if (next.from && next.to) setRange(next);
          }}
        />
      </FormField>
    );
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    const trigger = screen.getByRole('button', { name: 'Dates' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Choose dates' });
    await userEvent.click(within(dialog).getByRole('button', { name: /\b10 March 2025/ }));
    await expect(within(dialog).getByRole('button', { name: /\b10 March 2025/ })).toHaveAttribute('data-selection', 'single');
    await userEvent.click(within(dialog).getByRole('button', { name: /\b14 March 2025/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: new Date(2025, 2, 10), to: new Date(2025, 2, 14) });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAccessibleDescription('10 Mar 2025 – 14 Mar 2025');
  },
};

export const WithValue: Story = {
  args: { defaultValue: { from: new Date(2025, 2, 10), to: new Date(2025, 2, 14) } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    const trigger = screen.getByRole('button', { name: 'Dates' });
    await expect(trigger).toHaveTextContent('10 Mar 2025 – 14 Mar 2025');
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Choose dates' });
    await expect(within(dialog).getByRole('button', { name: /\b12 March 2025/ })).toHaveAttribute('data-selection', 'middle');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const PastAndBookedDaysDisabled: Story = {
  args: { disabledDays: BOOKED, booked: BOOKED },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Dates' }));
    const dialog = await body.findByRole('dialog', { name: 'Choose dates' });
    await expect(within(dialog).getByRole('button', { name: /\b1 March 2025/ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /\b21 March 2025, booked/ })).toBeDisabled();
    await expect(within(dialog).getByRole('list', { name: 'Legend' })).toHaveTextContent('Booked');
    // A range across booked days starts over at the clicked day instead.
    await userEvent.click(within(dialog).getByRole('button', { name: /\b18 March 2025/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /\b25 March 2025/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: new Date(2025, 2, 25), to: undefined });
    await expect(body.getByRole('dialog', { name: 'Choose dates' })).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    const trigger = screen.getByRole('button', { name: 'Dates' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Choose dates' });
    // Focus starts on today; arrows move by day, Enter picks.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /\b3 March 2025/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: new Date(2025, 2, 4), to: new Date(2025, 2, 11) });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('4 Mar 2025 – 11 Mar 2025');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Dates' })).toBeDisabled();
  },
};

/**
 * However small the viewport (a phone: 375 × 667), the open calendar stays inside it — the top
 * never above 0 (it was −171 px) — and the next month is reachable.
 */
export const StaysInsideTheViewport: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Dates' }));
    const dialog = await body.findByRole('dialog', { name: 'Choose dates' });
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
      expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    });
    await expect(dialog).toHaveAttribute('data-months', window.innerWidth < 640 ? '1' : '2');
    await userEvent.click(within(dialog).getByRole('button', { name: /next month/i }));
    await expect(within(dialog).getAllByRole('grid')[0]).toHaveAccessibleName(/April 2025/);
  },
};

export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state, key) => (
        // The name holds the visible dates (axe: label-content-name-mismatch).
        <DateRangePicker
          aria-label={`10 Mar 2025 – 14 Mar 2025, dates (${key})`}
          className="pp:w-64"
          today={TODAY}
          defaultValue={{ from: new Date(2025, 2, 10), to: new Date(2025, 2, 14) }}
          disabled={state === 'disabled'}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectStateRows(canvasElement, (row) => within(row).getAllByRole('button'));
    const [trigger] = within(canvasElement).getAllByRole('button');
    await expect(trigger).toHaveTextContent('10 Mar 2025 – 14 Mar 2025');
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <div className="pp:flex pp:flex-col pp:gap-3">
          <FormField label={`Empty (${theme})`} className="pp:w-72">
            <DateRangePicker today={TODAY} />
          </FormField>
          <FormField label={`Chosen (${theme})`} className="pp:w-72">
            <DateRangePicker today={TODAY} defaultValue={{ from: new Date(2025, 2, 10), to: new Date(2025, 2, 14) }} />
          </FormField>
          <FormField label={`Invalid (${theme})`} error="Choose your dates." className="pp:w-72">
            <DateRangePicker today={TODAY} />
          </FormField>
          <FormField label={`Disabled (${theme})`} className="pp:w-72">
            <DateRangePicker today={TODAY} disabled />
          </FormField>
        </div>
      )}
    </ThemeMatrix>
  ),
};

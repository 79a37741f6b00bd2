import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { FormField } from '../label';
import { DatePicker } from './DatePicker';

// Fixed dates: the stories must not depend on the day they run.
const TODAY = new Date(2026, 11, 3);

const meta = {
  title: 'Forms/DatePicker',
  // Story ids as the other components' (`components-…`), which visual baselines are named by.
  id: 'components-datepicker',
  component: DatePicker,
  args: {
    onChange: fn(),
    onOpenChange: fn(),
    today: TODAY,
    placeholder: 'Select a date',
    format: 'medium',
    disabled: false,
  },
  argTypes: { format: { control: 'inline-radio', options: ['medium', 'numeric'] } },
  render: (args) => (
    <FormField label="Start date" className="pp:max-w-xs">
      <DatePicker {...args} />
    </FormField>
  ),
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Start date' });
    await expect(trigger).toHaveAccessibleDescription('Select a date');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

export const PickingADay: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Start date' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Choose a date' });
    await expect(within(dialog).getByRole('grid')).toHaveAccessibleName(/December 2026/);
    await userEvent.click(within(dialog).getByRole('button', { name: /\b9 December 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-09');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAccessibleDescription('9 Dec 2026');
    await expect(trigger).toHaveFocus();
  },
};

export const NumericFormat: Story = {
  args: { format: 'numeric', defaultValue: '2026-03-04' },
  play: async ({ canvasElement }) => {
    // Day first: 4 March, never April 3.
    await expect(within(canvasElement).getByRole('button', { name: 'Start date' })).toHaveAccessibleDescription('04/03/2026');
  },
};

export const MinAndMax: Story = {
  args: { min: '2026-12-04', max: '2026-12-24' },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start date' }));
    const dialog = await body.findByRole('dialog', { name: 'Choose a date' });
    const before = within(dialog).getByRole('button', { name: /\b3 December 2026/ });
    await expect(before).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /\b25 December 2026/ })).toBeDisabled();
    await userEvent.click(before, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /\b24 December 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-24');
  },
};

export const KeyboardOnly: Story = {
  args: { defaultValue: '2026-12-10' },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Start date' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Choose a date' });
    // Focus starts on the chosen day; arrows move by day and week, Page Down by month.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /\b10 December 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{PageDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-01-18');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAccessibleDescription('18 Jan 2027');
    await expect(trigger).toHaveFocus();
    // Escape closes without changing the day.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Choose a date' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAccessibleDescription('18 Jan 2027');
  },
};

export const Clearing: Story = {
  args: { defaultValue: '2026-12-10' },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Start date' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Choose a date' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(trigger).toHaveAccessibleDescription('Select a date');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-12-10' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Start date' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAccessibleDescription('10 Dec 2026');
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <div className="pp:flex pp:flex-col pp:gap-3">
          <FormField label={`Empty (${theme})`} className="pp:w-64">
            <DatePicker today={TODAY} />
          </FormField>
          <FormField label={`Chosen (${theme})`} className="pp:w-64">
            <DatePicker today={TODAY} defaultValue="2026-12-10" />
          </FormField>
          <FormField label={`Numeric (${theme})`} className="pp:w-64">
            <DatePicker today={TODAY} defaultValue="2026-03-04" format="numeric" />
          </FormField>
          <FormField label={`Invalid (${theme})`} error="Choose a date." className="pp:w-64">
            <DatePicker today={TODAY} />
          </FormField>
          <FormField label={`Disabled (${theme})`} className="pp:w-64">
            <DatePicker today={TODAY} disabled />
          </FormField>
        </div>
      )}
    </ThemeMatrix>
  ),
};

/** The trigger's hover, focus-visible, active and disabled, forced by the pseudo-states addon. */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state, key) => (
        // The name holds the visible date (axe: label-content-name-mismatch).
        <DatePicker
          aria-label={`10 Dec 2026, start date (${key})`}
          className="pp:w-56"
          today={TODAY}
          defaultValue="2026-12-10"
          disabled={state === 'disabled'}
        />
      )}
    />
  ),
};

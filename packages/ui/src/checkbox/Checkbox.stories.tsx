import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { FormField } from '../label';
import { Checkbox, CHECKBOX_SIZES } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-checkbox',
  component: Checkbox,
  args: { onCheckedChange: fn(), disabled: false, size: 'default' },
  argTypes: { size: { control: 'inline-radio', options: CHECKBOX_SIZES } },
  render: (args) => (
    <FormField label="My dog is desexed" layout="horizontal">
      <Checkbox {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const checkbox = screen.getByRole('checkbox', { name: 'My dog is desexed' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Toggling: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const checkbox = screen.getByRole('checkbox', { name: 'My dog is desexed' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.click(screen.getByText('My dog is desexed'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Indeterminate: Story = {
  render: (args) => (
    <FormField label="All pets" layout="horizontal">
      <Checkbox {...args} checked="indeterminate" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('checkbox', { name: 'All pets' })).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const checkbox = screen.getByRole('checkbox', { name: 'My dog is desexed' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) =>
        CHECKBOX_SIZES.map((size) => (
          <MatrixRow key={size} label={size}>
            <Checkbox size={size} aria-label={`Unchecked ${size} ${theme}`} />
            <Checkbox size={size} aria-label={`Checked ${size} ${theme}`} defaultChecked />
            <Checkbox size={size} aria-label={`Indeterminate ${size} ${theme}`} checked="indeterminate" />
            <Checkbox size={size} aria-label={`Invalid ${size} ${theme}`} aria-invalid />
            <Checkbox size={size} aria-label={`Disabled ${size} ${theme}`} disabled />
            <Checkbox size={size} aria-label={`Disabled checked ${size} ${theme}`} disabled defaultChecked />
          </MatrixRow>
        ))
      }
    </ThemeMatrix>
  ),
};

/** Hover, focus-visible, active and disabled, light and dark (forced with the pseudo-states addon). */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state, key) => (
        <>
          <Checkbox aria-label={`Unchecked ${key}`} disabled={state === 'disabled'} />
          <Checkbox aria-label={`Checked ${key}`} defaultChecked disabled={state === 'disabled'} />
        </>
      )}
    />
  ),
};

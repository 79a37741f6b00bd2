import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STATES_PARAMETERS, StatesMatrix, TEXT_FIELD_STATES } from '../docs/States';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { FormField } from '../label';
import { Input, INPUT_SIZES } from './Input';

const meta = {
  title: 'Forms/Input',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-input',
  component: Input,
  args: { placeholder: 'e.g. Surry Hills', size: 'default', disabled: false, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: INPUT_SIZES } },
  render: (args) => (
    <FormField label="Suburb" className="pp:max-w-sm">
      <Input {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const input = screen.getByLabelText('Suburb');
    await userEvent.type(input, 'Newtown');
    await expect(input).toHaveValue('Newtown');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByText('Suburb'));
    await expect(screen.getByRole('textbox', { name: 'Suburb' })).toHaveFocus();
  },
};

export const WithDescription: Story = {
  render: (args) => (
    <FormField label="Email" description="We'll send booking confirmations here." required className="pp:max-w-sm">
      <Input {...args} type="email" placeholder="you@example.com" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const input = screen.getByRole('textbox', { name: /email/i });
    await expect(input).toHaveAccessibleDescription("We'll send booking confirmations here.");
    await expect(input).toBeRequired();
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="Mobile number" error="Enter an Australian mobile number, e.g. 0412 345 678." className="pp:max-w-sm">
      <Input {...args} type="tel" defaultValue="12345" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const input = screen.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter an Australian mobile number, e.g. 0412 345 678.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Surry Hills' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const input = screen.getByRole('textbox', { name: 'Suburb' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Surry Hills');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) =>
        INPUT_SIZES.map((size) => (
          <MatrixRow key={size} label={size}>
            <Input size={size} aria-label={`Empty ${size} ${theme}`} placeholder="Placeholder" className="pp:w-40" />
            <Input size={size} aria-label={`Filled ${size} ${theme}`} defaultValue="Surry Hills" className="pp:w-40" />
            <Input size={size} aria-label={`Invalid ${size} ${theme}`} defaultValue="12345" aria-invalid className="pp:w-40" />
            <Input size={size} aria-label={`Disabled ${size} ${theme}`} defaultValue="Disabled" disabled className="pp:w-40" />
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
      states={TEXT_FIELD_STATES}
      render={(state, key) => <Input aria-label={`Suburb ${key}`} placeholder="e.g. Surry Hills" disabled={state === 'disabled'} />}
    />
  ),
};

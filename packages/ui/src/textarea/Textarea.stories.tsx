import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STATES_PARAMETERS, StatesMatrix, TEXT_FIELD_STATES } from '../docs/States';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { FormField } from '../label';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-textarea',
  component: Textarea,
  args: { placeholder: 'Tell owners about your experience with pets', disabled: false, onChange: fn() },
  argTypes: { resize: { control: 'inline-radio', options: ['vertical', 'none'] } },
  render: (args) => (
    <FormField label="About you" className="pp:max-w-md">
      <Textarea {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const textarea = screen.getByRole('textbox', { name: 'About you' });
    await userEvent.type(textarea, 'Ten years with rescue greyhounds.');
    await expect(textarea).toHaveValue('Ten years with rescue greyhounds.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithError: Story = {
  render: (args) => (
    <FormField label="About you" error="Write at least 50 characters." className="pp:max-w-md">
      <Textarea {...args} defaultValue="I like dogs." />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const textarea = screen.getByRole('textbox', { name: 'About you' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Write at least 50 characters.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Read only for now.' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('textbox', { name: 'About you' })).toBeDisabled();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <MatrixRow label="states">
          <Textarea aria-label={`Empty ${theme}`} placeholder="Placeholder" className="pp:w-48" />
          <Textarea aria-label={`Filled ${theme}`} defaultValue="Filled value" className="pp:w-48" />
          <Textarea aria-label={`Invalid ${theme}`} defaultValue="Too short" aria-invalid className="pp:w-48" />
          <Textarea aria-label={`Disabled ${theme}`} defaultValue="Disabled" disabled resize="none" className="pp:w-48" />
        </MatrixRow>
      )}
    </ThemeMatrix>
  ),
};

/** Hover, focus-visible and disabled forced by the pseudo-states addon, in both themes. */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      states={TEXT_FIELD_STATES}
      render={(state, key) => (
        <Textarea
          aria-label={`About you ${key}`}
          rows={2}
          className="pp:w-64"
          placeholder="Tell owners about you"
          disabled={state === 'disabled'}
        />
      )}
    />
  ),
};

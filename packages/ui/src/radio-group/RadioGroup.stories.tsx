import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { FormField, Label } from '../label';
import { RadioGroup, RadioGroupItem, RADIO_GROUP_ITEM_SIZES } from './RadioGroup';

const SIZES = [
  ['small', 'Small (under 10 kg)'],
  ['medium', 'Medium (10–25 kg)'],
  ['large', 'Large (over 25 kg)'],
] as const;

async function pressArrow(key: string) {
  const before = document.activeElement;
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(document.activeElement).not.toBe(before));
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Forms/RadioGroup',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-radiogroup',
  component: RadioGroup,
  args: { onValueChange: fn(), disabled: false },
  render: (args) => (
    <FormField label="Dog size" group>
      <RadioGroup {...args}>
        {SIZES.map(([value, label]) => (
          <div key={value} className="pp:flex pp:items-center pp:gap-2">
            <RadioGroupItem value={value} id={`dog-size-${value}`} />
            <Label htmlFor={`dog-size-${value}`}>{label}</Label>
          </div>
        ))}
      </RadioGroup>
    </FormField>
  ),
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('radiogroup', { name: 'Dog size' })).toBeVisible();
    await userEvent.click(screen.getByText('Large (over 25 kg)'));
    await expect(screen.getByRole('radio', { name: 'Large (over 25 kg)' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('large');
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: 'small' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.tab();
    await expect(screen.getByRole('radio', { name: 'Small (under 10 kg)' })).toHaveFocus();
    // Radix moves focus just after keydown and checks the item it lands on while an arrow is
    // held, as with a real key press; so hold each arrow until the check shows.
    await pressArrow('ArrowDown');
    const medium = screen.getByRole('radio', { name: 'Medium (10–25 kg)' });
    await expect(medium).toHaveFocus();
    await expect(medium).toBeChecked();
    await pressArrow('ArrowUp');
    await pressArrow('ArrowUp');
    await expect(screen.getByRole('radio', { name: 'Large (over 25 kg)' })).toHaveFocus();
    await expect(screen.getByRole('radio', { name: 'Large (over 25 kg)' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('large');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'medium' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    for (const radio of screen.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) =>
        RADIO_GROUP_ITEM_SIZES.map((size) => (
          <MatrixRow key={size} label={size}>
            <RadioGroup defaultValue="b" aria-label={`Enabled ${size} ${theme}`} className="pp:flex">
              <RadioGroupItem size={size} value="a" aria-label="Unchecked" />
              <RadioGroupItem size={size} value="b" aria-label="Checked" />
              <RadioGroupItem size={size} value="c" aria-label="Invalid" aria-invalid />
            </RadioGroup>
            <RadioGroup defaultValue="b" disabled aria-label={`Disabled ${size} ${theme}`} className="pp:flex">
              <RadioGroupItem size={size} value="a" aria-label="Disabled unchecked" />
              <RadioGroupItem size={size} value="b" aria-label="Disabled checked" />
            </RadioGroup>
          </MatrixRow>
        ))
      }
    </ThemeMatrix>
  ),
};

/** Hover, focus-visible, active and disabled forced by the pseudo-states addon, in both themes. */
export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state, key) => (
        <RadioGroup defaultValue="walk" aria-label={`Service ${key}`} disabled={state === 'disabled'} className="pp:flex pp:gap-3">
          <RadioGroupItem value="walk" aria-label={`Walking ${key}`} />
          <RadioGroupItem value="board" aria-label={`Boarding ${key}`} />
        </RadioGroup>
      )}
    />
  ),
};

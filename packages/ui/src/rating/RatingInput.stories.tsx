import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectStateRows, STATES_PARAMETERS, StatesMatrix } from '../docs/States';
import { FormField } from '../label';
import { RatingInput, RATING_SIZES } from './Rating';

/** Hold an arrow key the way a person does: Radix checks the star it focuses while the key is down. */
async function pressArrow(key: string) {
  const before = document.activeElement;
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(document.activeElement).not.toBe(before));
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Forms/RatingInput',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-ratinginput',
  component: RatingInput,
  args: { onChange: fn(), disabled: false, size: 'lg', defaultValue: null },
  argTypes: { size: { control: 'inline-radio', options: RATING_SIZES } },
  render: (args) => (
    <FormField label="How was Biscuit’s stay?" group>
      <RatingInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof RatingInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const group = screen.getByRole('radiogroup', { name: 'How was Biscuit’s stay?' });
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await userEvent.unhover(group);
    await expect(group.querySelectorAll('[data-highlighted]')).toHaveLength(4);
  },
};

export const ByKeyboard: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.tab();
    await expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await pressArrow('ArrowRight');
    await pressArrow('ArrowRight');
    const four = screen.getByRole('radio', { name: '4 stars' });
    await expect(four).toHaveFocus();
    await expect(four).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await pressArrow('ArrowLeft');
    await expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 3 },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const five = screen.getByRole('radio', { name: '5 stars' });
    await expect(five).toBeDisabled();
    await userEvent.click(five);
    await expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const States: Story = {
  tags: ['visual'],
  parameters: STATES_PARAMETERS,
  render: () => (
    <StatesMatrix
      render={(state, key) => <RatingInput aria-label={`Rating ${key}`} size="lg" defaultValue={3} disabled={state === 'disabled'} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expectStateRows(canvasElement, (row) => within(row).getAllByRole('radio'));
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Rating light-default' });
    await expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
  },
};

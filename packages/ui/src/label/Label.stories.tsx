import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { Input } from '../input';
import { Label } from './Label';

const meta = {
  title: 'Forms/Label',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-label',
  component: Label,
  args: { children: 'Pet name' },
  render: (args) => (
    <div className="pp:flex pp:max-w-sm pp:flex-col pp:gap-2">
      <Label {...args} htmlFor="label-story-input" />
      <Input id="label-story-input" placeholder="e.g. Biscuit" />
    </div>
  ),
} satisfies Meta<typeof Label>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByText('Pet name'));
    await expect(screen.getByRole('textbox', { name: 'Pet name' })).toHaveFocus();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <MatrixRow label="label">
          <Label htmlFor={`label-matrix-${theme}`}>Pet name</Label>
          <Input id={`label-matrix-${theme}`} size="sm" className="pp:w-40" />
        </MatrixRow>
      )}
    </ThemeMatrix>
  ),
};

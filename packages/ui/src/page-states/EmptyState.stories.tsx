import type { Meta, StoryObj } from '@storybook/react-vite';
import { PawPrint } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { EmptyState } from './EmptyState';

const onAddPet = fn();

const meta = {
  title: 'Feedback/EmptyState',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-emptystate',
  component: EmptyState,
  args: {
    icon: <PawPrint />,
    title: 'No pets yet',
    description: 'Add your first pet so sitters know who they will be caring for.',
    action: <Button onClick={onAddPet}>Add a pet</Button>,
  },
  beforeEach: () => onAddPet.mockClear(),
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'No pets yet' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add a pet' }));
    await expect(onAddPet).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'No bookings this week' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'No bookings this week' })).toBeVisible();
    await expect(screen.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Light and dark, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: (args) => <ThemeMatrix>{() => <EmptyState {...args} />}</ThemeMatrix>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { name: 'No pets yet' })).toHaveLength(2);
  },
};

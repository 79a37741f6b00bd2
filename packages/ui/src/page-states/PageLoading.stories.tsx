import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { PageLoading } from './PageLoading';

const meta = {
  title: 'Feedback/PageLoading',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-pageloading',
  component: PageLoading,
} satisfies Meta<typeof PageLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    await expect(status).toHaveTextContent('Please wait while we prepare your page');
  },
};

export const CustomText: Story = {
  args: { title: 'Loading bookings...', message: 'Fetching your upcoming stays' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading bookings...');
  },
};

/** Light and dark, spinner frozen, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix data-static paneClassName="pp:p-0">
      {() => <PageLoading className="pp:min-h-64" />}
    </ThemeMatrix>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-skeleton',
  component: Skeleton,
  args: { className: 'pp:h-4 pp:w-48' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(block).toBeVisible();
    await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

function CardSkeleton() {
  return (
    <div className="pp:flex pp:items-center pp:gap-4 pp:rounded-lg pp:border pp:border-border pp:p-4">
      <Skeleton className="pp:size-12 pp:rounded-full" />
      <div className="pp:flex pp:flex-1 pp:flex-col pp:gap-2">
        <Skeleton className="pp:h-4 pp:w-3/4" />
        <Skeleton className="pp:h-4 pp:w-1/2" />
      </div>
    </div>
  );
}

/** A sitter card while loading, announced to screen readers by the surrounding status. */
export const SitterCardLoading: Story = {
  render: () => (
    <div role="status" aria-label="Loading sitters" className="pp:flex pp:max-w-md pp:flex-col pp:gap-3">
      <CardSkeleton />
      <CardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading sitters' });
    await expect(status.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(6);
  },
};

/** Light and dark, pulse frozen, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: () => <ThemeMatrix data-static>{() => <CardSkeleton />}</ThemeMatrix>,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(6);
  },
};

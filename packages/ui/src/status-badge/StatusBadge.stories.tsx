import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BADGE_VARIANTS } from '../constants';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { StatusBadge, type StatusBadgeProps } from './StatusBadge';

/** Sample statuses of a booking-like flow: the app maps its own statuses to a tone and a label. */
const SAMPLE_STATUSES: Array<Pick<StatusBadgeProps, 'status' | 'tone'> & { label: string }> = [
  { status: 'requested', tone: 'warning', label: 'Requested' },
  { status: 'accepted', tone: 'info', label: 'Accepted' },
  { status: 'declined', tone: 'destructive', label: 'Declined' },
  { status: 'expired', tone: 'secondary', label: 'Expired' },
  { status: 'paid', tone: 'teal', label: 'Paid' },
  { status: 'in_progress', tone: 'indigo', label: 'In progress' },
  { status: 'completed', tone: 'success', label: 'Completed' },
  { status: 'cancelled', tone: 'outline', label: 'Cancelled' },
];

const meta = {
  title: 'Marketplace/StatusBadge',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-statusbadge',
  component: StatusBadge,
  args: { status: 'requested', tone: 'warning', children: 'Requested' },
  argTypes: { tone: { control: 'select', options: BADGE_VARIANTS } },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Requested');
    await expect(badge).toHaveAttribute('data-status', 'requested');
    await expect(badge).toHaveAttribute('data-variant', 'warning');
  },
};

export const AllStatuses: Story = {
  render: () => (
    <div className="pp:flex pp:flex-wrap pp:gap-2">
      {SAMPLE_STATUSES.map(({ status, tone, label }) => (
        <StatusBadge key={status} status={status} tone={tone}>
          {label}
        </StatusBadge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    for (const { label, tone } of SAMPLE_STATUSES) {
      await expect(screen.getByText(label)).toHaveAttribute('data-variant', tone);
    }
    await expect(screen.getByText('In progress')).toHaveAttribute('data-status', 'in_progress');
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {() => (
        <MatrixRow label="status">
          {SAMPLE_STATUSES.map(({ status, tone, label }) => (
            <StatusBadge key={status} status={status} tone={tone}>
              {label}
            </StatusBadge>
          ))}
        </MatrixRow>
      )}
    </ThemeMatrix>
  ),
  play: async ({ canvasElement }) => {
    // Every sample status, once in each theme.
    for (const { label } of SAMPLE_STATUSES) {
      await expect(within(canvasElement).getAllByText(label)).toHaveLength(2);
    }
  },
};

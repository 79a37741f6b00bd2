import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BOOKING_STATUSES } from '../constants';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { BOOKING_STATUS_LABELS, StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'requested' },
  argTypes: { status: { control: 'select', options: BOOKING_STATUSES } },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Requested')).toHaveAttribute('data-status', 'requested');
  },
};

export const AllStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {BOOKING_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    for (const status of BOOKING_STATUSES) {
      await expect(screen.getByText(BOOKING_STATUS_LABELS[status])).toBeVisible();
    }
    await expect(screen.getByText('In progress')).toHaveAttribute('data-status', 'in_progress');
  },
};

export const Matrix: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {() => (
        <MatrixRow label="status">
          {BOOKING_STATUSES.map((status) => (
            <StatusBadge key={status} status={status} />
          ))}
        </MatrixRow>
      )}
    </ThemeMatrix>
  ),
};

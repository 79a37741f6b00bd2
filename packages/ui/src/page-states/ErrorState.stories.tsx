import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-errorstate',
  component: ErrorState,
  args: { message: '500: Internal Server Error', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('500: Internal Server Error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, title: 'Could not load messages' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'Could not load messages' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

/** Light and dark, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: (args) => <ThemeMatrix>{() => <ErrorState {...args} />}</ThemeMatrix>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

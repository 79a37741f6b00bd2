import type { Meta, StoryObj } from '@storybook/react-vite';
import { House } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { NotFound } from './NotFound';

const meta = {
  title: 'Feedback/NotFound',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-notfound',
  component: NotFound,
  args: {
    homeAction: (
      <Button asChild>
        <a href="/">
          <House aria-hidden="true" /> Go home
        </a>
      </Button>
    ),
  },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  },
};

export const CustomMessage: Story = {
  args: { title: 'Sitter not found', message: 'This sitter may have closed their profile.' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'Sitter not found' })).toBeVisible();
    await expect(screen.getByText('This sitter may have closed their profile.')).toBeVisible();
  },
};

/** Light and dark, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: (args) => <ThemeMatrix paneClassName="pp:p-0">{() => <NotFound {...args} className="pp:min-h-80" />}</ThemeMatrix>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { name: 'Page not found' })).toHaveLength(2);
  },
};

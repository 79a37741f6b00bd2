import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { Separator } from './Separator';

const meta = {
  title: 'Layout/Separator',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-separator',
  component: Separator,
  args: { orientation: 'horizontal', decorative: true },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args) => (
    <div
      className="pp:flex pp:h-24 pp:max-w-sm pp:flex-col pp:gap-3 pp:text-sm pp:data-[orientation=vertical]:flex-row"
      data-orientation={args.orientation}
    >
      <span>Dog walking</span>
      <Separator {...args} />
      <span>Boarding</span>
    </div>
  ),
} satisfies Meta<typeof Separator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const separator = canvasElement.querySelector('[data-slot="separator"]');
    await expect(separator).toHaveAttribute('data-orientation', 'horizontal');
    await expect(within(canvasElement).queryByRole('separator')).not.toBeInTheDocument();
  },
};

export const Semantic: Story = {
  args: { decorative: false, orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {() => (
        <>
          <MatrixRow label="horizontal">
            <div className="pp:w-48">
              <Separator />
            </div>
          </MatrixRow>
          <MatrixRow label="vertical">
            <div className="pp:flex pp:h-8 pp:items-center pp:gap-3 pp:text-sm">
              <span>Left</span>
              <Separator orientation="vertical" />
              <span>Right</span>
            </div>
          </MatrixRow>
        </>
      )}
    </ThemeMatrix>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { Price, PRICE_SIZES } from './Price';

const meta = {
  title: 'Marketplace/Price',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-price',
  component: Price,
  args: { cents: 4500, unit: '/ night', from: true, trimWholeDollars: false, size: 'default' },
  argTypes: { size: { control: 'inline-radio', options: PRICE_SIZES } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('$45.00')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="price"]')?.textContent).toBe('from $45.00 / night');
  },
};

export const AmountOnly: Story = {
  args: { cents: 123456, unit: undefined, from: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1,234.56')).toBeVisible();
  },
};

export const WholeDollars: Story = {
  args: { trimWholeDollars: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$45')).toBeVisible();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {() =>
        PRICE_SIZES.map((size) => (
          <MatrixRow key={size} label={size}>
            <Price size={size} cents={4500} />
            <Price size={size} cents={4550} unit="/ walk" />
            <Price size={size} cents={4500} from unit="/ night" trimWholeDollars />
            <Price size={size} cents={-1250} />
          </MatrixRow>
        ))
      }
    </ThemeMatrix>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { Rating, RatingInput, RATING_SIZES } from './Rating';

const meta = {
  title: 'Marketplace/Rating',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-rating',
  component: Rating,
  args: { value: 4.5, reviewCount: 128, showValue: true, size: 'default' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: RATING_SIZES },
  },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeVisible();
    await expect(screen.getByText('(128 reviews)')).toBeVisible();
  },
};

export const HalfStars: Story = {
  args: { value: 3.7, reviewCount: undefined, showValue: false },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The label keeps the average; the stars round it to the nearest half.
    await expect(screen.getByRole('img', { name: '3.7 out of 5' })).toBeVisible();
    const fills = [...canvasElement.querySelectorAll('[data-slot="rating-star"]')].map((star) => star.getAttribute('data-fill'));
    await expect(fills).toEqual(['full', 'full', 'full', 'half', 'empty']);
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) =>
        RATING_SIZES.map((size) => (
          <MatrixRow key={size} label={size}>
            <Rating size={size} value={0} />
            <Rating size={size} value={2.5} />
            <Rating size={size} value={4.5} showValue reviewCount={128} />
            <Rating size={size} value={5} reviewCount={1} />
            <RatingInput size={size} aria-label={`Input ${size} ${theme}`} defaultValue={3} />
            <RatingInput size={size} aria-label={`Disabled input ${size} ${theme}`} defaultValue={3} disabled />
          </MatrixRow>
        ))
      }
    </ThemeMatrix>
  ),
};

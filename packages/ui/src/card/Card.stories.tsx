import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeMatrix, MatrixRow } from '../docs/ThemeMatrix';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, CARD_VARIANTS } from './Card';

const meta = {
  title: 'Layout/Card',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-card',
  component: Card,
  args: { variant: 'default', padding: 'default' },
  argTypes: {
    variant: { control: 'inline-radio', options: CARD_VARIANTS },
    padding: { control: 'inline-radio', options: ['default', 'sm', 'none'] },
  },
  render: (args) => (
    <Card {...args} className="pp:max-w-sm">
      <CardHeader>
        <CardTitle>Dog walking</CardTitle>
        <CardDescription>30-minute walks around Surry Hills.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="pp:text-sm">Up to two dogs per walk, water and treats included.</p>
      </CardContent>
      <CardFooter>
        <span className="pp:text-sm pp:font-semibold">$25.00 / walk</span>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'Dog walking' })).toBeVisible();
    await expect(screen.getByText('30-minute walks around Surry Hills.')).toBeVisible();
  },
};

export const Outline: Story = {
  args: { variant: 'outline' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]');
    await expect(card).toHaveAttribute('data-variant', 'outline');
  },
};

export const HeadingLevel: Story = {
  render: (args) => (
    <Card {...args} className="pp:max-w-sm">
      <CardHeader>
        <CardTitle as="h2">Upcoming bookings</CardTitle>
        <CardDescription>Your next three stays.</CardDescription>
      </CardHeader>
      <CardContent className="pp:text-sm">Nothing booked yet.</CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 2, name: 'Upcoming bookings' })).toBeVisible();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => (
    <ThemeMatrix>
      {(theme) =>
        CARD_VARIANTS.map((variant) => (
          <MatrixRow key={variant} label={variant}>
            {(['default', 'sm'] as const).map((padding) => (
              <Card key={padding} variant={variant} padding={padding} className="pp:w-56">
                <CardHeader>
                  <CardTitle as="h2">
                    {variant} {padding} ({theme})
                  </CardTitle>
                  <CardDescription>Description text</CardDescription>
                </CardHeader>
                <CardContent className="pp:text-sm">Content</CardContent>
                <CardFooter className="pp:text-sm pp:text-muted-foreground">Footer</CardFooter>
              </Card>
            ))}
          </MatrixRow>
        ))
      }
    </ThemeMatrix>
  ),
};

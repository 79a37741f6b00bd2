import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BADGE_VARIANTS } from '../constants';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { Badge, CountBadge } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-badge',
  component: Badge,
  args: { children: 'Verified', variant: 'default' },
  argTypes: { variant: { control: 'select', options: BADGE_VARIANTS } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Verified')).toHaveAttribute('data-variant', 'default');
  },
};

export const AllVariants: Story = {
  render: () => (
    <div className="pp:flex pp:flex-wrap pp:gap-2">
      {BADGE_VARIANTS.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    for (const variant of BADGE_VARIANTS) {
      await expect(screen.getByText(variant)).toHaveAttribute('data-variant', variant);
    }
  },
};

export const Counts: Story = {
  render: () => (
    <ul className="pp:flex pp:flex-col pp:gap-2 pp:text-sm">
      <li className="pp:flex pp:items-center pp:gap-2">
        Messages <CountBadge count={5} />
      </li>
      <li className="pp:flex pp:items-center pp:gap-2">
        Bookings <CountBadge count={99} label="pending" />
      </li>
      <li className="pp:flex pp:items-center pp:gap-2">
        Inbox <CountBadge count={100} />
      </li>
      <li className="pp:flex pp:items-center pp:gap-2" data-testid="zero">
        Nothing new <CountBadge count={0} />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText('5 unread')).toBeInTheDocument();
    await expect(screen.getByText('99 pending')).toBeInTheDocument();
    await expect(screen.getByText('99+ unread')).toBeInTheDocument();
    await expect(screen.getByText('99+', { selector: '[aria-hidden="true"]' })).toBeVisible();
    await expect(screen.getByTestId('zero').querySelector('[data-slot="count-badge"]')).toBeNull();
  },
};

function BadgeGrid() {
  return (
    <div className="pp:flex pp:flex-col pp:gap-3">
      <div className="pp:flex pp:flex-wrap pp:gap-2">
        {BADGE_VARIANTS.map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </div>
      <div className="pp:flex pp:flex-wrap pp:items-center pp:gap-2">
        <CountBadge count={1} />
        <CountBadge count={42} />
        <CountBadge count={99} />
        <CountBadge count={250} />
        <CountBadge count={7} variant="info" label="pending" />
      </div>
    </div>
  );
}

/** Every variant and count shape, light and dark, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: () => <ThemeMatrix>{() => <BadgeGrid />}</ThemeMatrix>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('indigo')).toHaveLength(2);
  },
};

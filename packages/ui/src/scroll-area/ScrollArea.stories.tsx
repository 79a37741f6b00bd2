import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { ScrollArea } from './ScrollArea';

const BOOKINGS = Array.from({ length: 30 }, (_, index) => `Booking ${index + 1}: Biscuit with Olivia`);

function BookingList() {
  return (
    <ul className="pp:p-4 pp:text-sm">
      {BOOKINGS.map((booking) => (
        <li key={booking} className="pp:border-b pp:border-border pp:py-2 pp:last:border-0">
          {booking}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Layout/ScrollArea',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-scrollarea',
  component: ScrollArea,
  args: { type: 'hover', viewportLabel: 'Upcoming bookings', className: 'pp:h-64 pp:w-72 pp:rounded-md pp:border pp:border-border' },
  argTypes: { type: { control: 'inline-radio', options: ['hover', 'scroll', 'auto', 'always'] } },
  render: (args) => (
    <ScrollArea {...args}>
      <BookingList />
    </ScrollArea>
  ),
} satisfies Meta<typeof ScrollArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const viewport = within(canvasElement).getByRole('region', { name: 'Upcoming bookings' });
    await expect(viewport.scrollHeight).toBeGreaterThan(viewport.clientHeight);
    await expect(within(viewport).getByText('Booking 1: Biscuit with Olivia')).toBeVisible();
  },
};

/** Long content that keyboard users can reach: the viewport takes focus (axe scrollable-region-focusable). */
export const KeyboardFocusable: Story = {
  play: async ({ canvasElement }) => {
    const viewport = within(canvasElement).getByRole('region', { name: 'Upcoming bookings' });
    await userEvent.tab();
    await expect(viewport).toHaveFocus();
    viewport.scrollTop = viewport.scrollHeight;
    await waitFor(() => expect(within(viewport).getByText('Booking 30: Biscuit with Olivia')).toBeVisible());
  },
};

/** With type="scroll" the scrollbar shows while scrolling and hides SCROLL_AREA_HIDE_DELAY_MS after. */
export const ScrollbarWhileScrolling: Story = {
  args: { type: 'scroll' },
  play: async ({ canvasElement }) => {
    const viewport = within(canvasElement).getByRole('region', { name: 'Upcoming bookings' });
    const scrollbar = () => canvasElement.querySelector('[data-slot="scroll-area-scrollbar"][data-orientation="vertical"]');
    await expect(scrollbar()).toBeNull();
    viewport.scrollTop = 200;
    await waitFor(() => expect(scrollbar()).toHaveAttribute('data-state', 'visible'));
    await waitFor(() => expect(scrollbar()).toBeNull(), { timeout: 3000 });
  },
};

/** Scrollbars always shown, light and dark, for visual regression. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, visual: true, layout: 'fullscreen' },
  render: (args) => (
    <ThemeMatrix>
      {(theme) => (
        <ScrollArea {...args} type="always" viewportLabel={`Upcoming bookings, ${theme} theme`}>
          <BookingList />
        </ScrollArea>
      )}
    </ThemeMatrix>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('region', { name: 'Upcoming bookings, dark theme' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="scroll-area-scrollbar"][data-orientation="vertical"]')).toHaveLength(2);
  },
};

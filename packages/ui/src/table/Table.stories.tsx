import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { BadgeVariant } from '../badge';
import { ThemeMatrix } from '../docs/ThemeMatrix';
import { Price } from '../price';
import { StatusBadge } from '../status-badge';
import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from './Table';

/** Sample rows: the app maps its own statuses to a tone and a label. */
const BOOKINGS: Array<{
  id: string;
  pet: string;
  service: string;
  dates: string;
  status: { value: string; tone: BadgeVariant; label: string };
  cents: number;
}> = [
  {
    id: 'b1',
    pet: 'Biscuit',
    service: 'Boarding',
    dates: '10–14 Mar 2025',
    status: { value: 'paid', tone: 'teal', label: 'Paid' },
    cents: 18000,
  },
  {
    id: 'b2',
    pet: 'Mochi',
    service: 'Dog walking',
    dates: '12 Mar 2025',
    status: { value: 'requested', tone: 'warning', label: 'Requested' },
    cents: 2500,
  },
  {
    id: 'b3',
    pet: 'Pepper',
    service: 'House sitting',
    dates: '1–3 Mar 2025',
    status: { value: 'completed', tone: 'success', label: 'Completed' },
    cents: 27000,
  },
];

function BookingsTable({ caption, selected }: { caption: string; selected?: string }) {
  return (
    <Table>
      <TableCaption>{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Pet</TableHead>
          <TableHead>Service</TableHead>
          <TableHead>Dates</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="pp:text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {BOOKINGS.map((booking) => (
          <TableRow key={booking.id} data-state={booking.id === selected ? 'selected' : undefined}>
            <TableHead scope="row" className="pp:font-medium pp:text-foreground">
              {booking.pet}
            </TableHead>
            <TableCell>{booking.service}</TableCell>
            <TableCell>{booking.dates}</TableCell>
            <TableCell>
              <StatusBadge status={booking.status.value} tone={booking.status.tone}>
                {booking.status.label}
              </StatusBadge>
            </TableCell>
            <TableCell className="pp:text-right">
              <Price cents={booking.cents} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={4}>Total</TableCell>
          <TableCell className="pp:text-right">
            <Price cents={BOOKINGS.reduce((sum, booking) => sum + booking.cents, 0)} />
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

const meta = {
  title: 'Layout/Table',
  // The story ids stay `components-…` (visual baselines and links are named by them).
  id: 'components-table',
  component: Table,
  render: () => <BookingsTable caption="Your bookings in March 2025" />,
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const table = screen.getByRole('table', { name: 'Your bookings in March 2025' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    const row = within(table).getByRole('row', { name: /Mochi/ });
    await expect(within(row).getByText('Requested')).toBeVisible();
    await expect(within(table).getByText('$475.00')).toBeVisible();
  },
};

export const Matrix: Story = {
  parameters: { chromatic: { disableSnapshot: false }, layout: 'fullscreen' },
  render: () => <ThemeMatrix>{(theme) => <BookingsTable caption={`Bookings (${theme})`} selected="b2" />}</ThemeMatrix>,
};

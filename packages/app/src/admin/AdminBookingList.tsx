import { type AdminBooking } from '@pawpal/contract';
import { Card, formatAud } from '@pawpal/ui';
import { BookingStatusBadge } from '../bookings/BookingStatusBadge';
import { formatDay } from './SuspensionBadge';

/** Bookings as compact rows (the user's page and the bookings tab). */
export function BookingList({ bookings, action }: { bookings: AdminBooking[]; action?: (booking: AdminBooking) => React.ReactNode }) {
  return (
    <ul className="flex flex-col gap-3">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <Card padding="sm" className="gap-2 px-4">
            <div className="flex flex-wrap items-center gap-2">
              <BookingStatusBadge status={booking.status} />
              <span className="text-sm">{booking.service.replace('_', ' ')}</span>
              <span className="text-sm font-medium">{formatAud(booking.totalCents)}</span>
            </div>
            <p className="text-sm">
              {booking.owner.name} ({booking.owner.email}) with {booking.sitter.name} ({booking.sitter.email})
            </p>
            <p className="text-sm text-muted-foreground">
              {formatDay(booking.startsAt)} – {formatDay(booking.endsAt)} ·{' '}
              <span className="break-all font-mono text-xs">{booking.id}</span>
            </p>
            {action ? action(booking) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

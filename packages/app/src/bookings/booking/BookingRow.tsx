import { paths, type BookingSummary } from '@pawpal/contract';
import { UserAvatar, formatAud, getFullName } from '@pawpal/ui';
import { Link } from 'react-router-dom';
import { formatStay } from '../../data/bookings';
import { SERVICE_LABELS } from '../../data/sitters';
import { useStartChat } from '../../chat/useStartChat';
import { BookingStatusBadge } from '../BookingStatusBadge';
import { BookingActions } from './BookingActions';
import { useBookingMutation } from './useBookingMutation';

/**
 * One booking in a list: who, when (in the booking's zone), pets, total, status, and the actions
 * the API lists for the viewer on this row (`booking.actions`), exactly those.
 */
export function BookingRow({ booking }: { booking: BookingSummary }) {
  const mutation = useBookingMutation();
  const chat = useStartChat();
  const asSitter = booking.viewerRole === 'sitter';
  const other = asSitter ? booking.owner : booking.sitter;
  const otherName = getFullName(other.firstName, other.lastName);
  const title = `${SERVICE_LABELS[booking.service]} ${asSitter ? 'for' : 'with'} ${otherName}`;
  const error = mutation.error ?? chat.error;
  return (
    <article aria-label={title} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <UserAvatar src={other.avatarUrl} firstName={other.firstName} lastName={other.lastName} />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold">
            <Link to={paths.bookingNotification(booking.id)} className="underline-offset-4 hover:underline">
              {title}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{formatStay(booking.startsAt, booking.endsAt, booking.timeZone)}</p>
          <p className="text-sm text-muted-foreground">
            {booking.petNames.join(', ')} · {formatAud(booking.totalCents)}
          </p>
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <BookingStatusBadge status={booking.status} />
        <BookingActions
          booking={booking}
          mutation={mutation}
          onMessage={() => void chat.start({ bookingId: booking.id })}
          describedAs={title}
          size="sm"
        />
      </div>
    </article>
  );
}

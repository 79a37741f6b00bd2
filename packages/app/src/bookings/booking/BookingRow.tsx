import { Button, UserAvatar, formatAud, getFullName } from '@pawpal/ui';
import { Link } from 'react-router-dom';
import { formatStay, type BookingSummary } from '../../data/bookings';
import { SERVICE_LABELS } from '../../data/sitters';
import { BookingStatusBadge } from '../BookingStatusBadge';
import { ACTION_LABELS, isDirectAction, rowActions } from './actions';
import { useBookingMutation } from './useBookingMutation';

/** One booking in a list: who, when (in the booking's zone), pets, total, status and its next step. */
export function BookingRow({ booking, as }: { booking: BookingSummary; as: 'owner' | 'sitter' }) {
  const mutation = useBookingMutation();
  const other = as === 'sitter' ? booking.owner : booking.sitter;
  const otherName = getFullName(other.firstName, other.lastName);
  const title = `${SERVICE_LABELS[booking.service]} ${as === 'sitter' ? 'for' : 'with'} ${otherName}`;
  return (
    <article aria-label={title} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <UserAvatar src={other.avatarUrl} firstName={other.firstName} lastName={other.lastName} />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-semibold">
            <Link to={`/booking?id=${encodeURIComponent(booking.id)}`} className="underline-offset-4 hover:underline">
              {title}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{formatStay(booking.startsAt, booking.endsAt, booking.timeZone)}</p>
          <p className="text-sm text-muted-foreground">
            {booking.petNames.join(', ')} · {formatAud(booking.totalCents)}
          </p>
          {mutation.error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {mutation.error}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <BookingStatusBadge status={booking.status} />
        {rowActions(booking.status, as).map((action) => {
          if (isDirectAction(action)) {
            return (
              <Button
                key={action}
                size="sm"
                variant={action === 'decline' ? 'outline' : 'default'}
                disabled={mutation.pending !== null}
                onClick={() => void mutation.run(booking.id, action)}
                aria-label={`${ACTION_LABELS[action]}: ${title}`}
              >
                {ACTION_LABELS[action]}
              </Button>
            );
          }
          const to = action === 'pay' ? `/payment/${booking.id}` : `/booking/${booking.id}/review`;
          return (
            <Button key={action} size="sm" asChild>
              <Link to={to} aria-label={`${ACTION_LABELS[action]}: ${title}`}>
                {ACTION_LABELS[action]}
              </Link>
            </Button>
          );
        })}
      </div>
    </article>
  );
}

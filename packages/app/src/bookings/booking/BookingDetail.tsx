import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  PageLoading,
  UserAvatar,
  formatAud,
  getFullName,
} from '@pawpal/ui';
import { API_LOGIN_PATH, DECLINE_REASON_LABELS, paths } from '@pawpal/contract';
import { CalendarDays, MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatInZone, formatStay, refundReasonText, useBooking } from '../../data/bookings';
import { describeError, hasStatus } from '../../data/mutation';
import { SERVICE_LABELS } from '../../data/sitters';
import { useStartChat } from '../../chat/useStartChat';
import { Screen } from '../../screen/Screen';
import { BookingStatusBadge } from '../BookingStatusBadge';
import { BookingActions } from './BookingActions';
import { QuoteBreakdown } from './QuoteBreakdown';
import { SitterEarnings } from './SitterEarnings';
import { useBookingMutation } from './useBookingMutation';
import { OwnerReviews } from '../../reviews/OwnerReviews';
import { ReportStayButton } from '../../reports/ReportStayButton';
import { StayCare, hasStayCare } from '../../care/stay/StayCare';
import { BookingChanges } from './BookingChanges';
import { BookingStandbyCard } from '../../standby/BookingStandbyCard';

/** One booking: /booking?id={bookingId} (also the target of booking notifications). */
export function BookingDetail({ bookingId }: { bookingId: string }) {
  const { data: booking, error, isLoading, mutate } = useBooking(bookingId);
  const mutation = useBookingMutation();
  const chat = useStartChat();

  if (isLoading) return <PageLoading />;
  if (!booking) {
    if (hasStatus(error, 401)) {
      return (
        <Screen title="Booking details">
          <EmptyState
            icon={<CalendarDays />}
            title="Sign in to see this booking"
            description="Bookings are private to the owner and the sitter."
            action={
              <Button asChild>
                <a href={API_LOGIN_PATH}>Sign in</a>
              </Button>
            }
          />
        </Screen>
      );
    }
    if (hasStatus(error, 404) || !error) {
      return (
        <Screen title="Booking details">
          <EmptyState
            icon={<CalendarDays />}
            title="We couldn’t find this booking"
            description="It may belong to another account. Your bookings are all listed on the bookings page."
            action={
              <Button asChild variant="outline">
                <Link to={paths.bookings()}>Go to bookings</Link>
              </Button>
            }
          />
        </Screen>
      );
    }
    return (
      <Screen title="Booking details">
        <ErrorState title="We couldn’t load this booking" message={describeError(error)} onRetry={() => void mutate()} />
      </Screen>
    );
  }

  const isSitter = booking.viewerRole === 'sitter';
  const other = isSitter ? booking.owner : booking.sitter;
  const otherName = getFullName(other.firstName, other.lastName);

  return (
    <Screen
      title={`${SERVICE_LABELS[booking.service]} with ${isSitter ? otherName : booking.sitter.firstName}`}
      description={formatStay(booking.startsAt, booking.endsAt, booking.timeZone)}
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm text-muted-foreground">Status</span>
            <BookingStatusBadge status={booking.status} />
            {booking.status === 'requested' && booking.respondBy ? (
              <span className="text-sm text-muted-foreground">
                {isSitter ? 'Please answer by' : 'The sitter answers by'} {formatInZone(booking.respondBy, booking.timeZone)}
              </span>
            ) : null}
            {booking.status === 'accepted' && booking.payBy ? (
              <span className="text-sm text-muted-foreground">
                {isSitter ? 'The owner pays by' : 'Pay by'} {formatInZone(booking.payBy, booking.timeZone)} to keep it
              </span>
            ) : null}
          </div>

          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              {/* A stay's start and end are the drop-off and pick-up the owner chose. */}
              <dt className="text-sm text-muted-foreground">{booking.dropOffTime ? 'Drop-off' : 'Starts'}</dt>
              <dd className="font-medium">{formatInZone(booking.startsAt, booking.timeZone)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{booking.pickUpTime ? 'Pick-up' : 'Ends'}</dt>
              <dd className="font-medium">{formatInZone(booking.endsAt, booking.timeZone)}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted-foreground">Pets</dt>
              <dd>
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {booking.pets.map((pet) => (
                    <li key={pet.id}>
                      <Link className="font-medium text-primary underline-offset-4 hover:underline" to={paths.petProfile(pet.id)}>
                        {pet.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            {booking.message ? (
              <div className="sm:col-span-2">
                <dt className="text-sm text-muted-foreground">{isSitter ? 'Message from the owner' : 'Your message'}</dt>
                <dd className="whitespace-pre-line">{booking.message}</dd>
              </div>
            ) : null}
            {booking.status === 'declined' && booking.declineReason ? (
              <div className="sm:col-span-2">
                <dt className="text-sm text-muted-foreground">
                  {isSitter ? 'You declined because' : `Why ${booking.sitter.firstName} declined`}
                </dt>
                <dd className="font-medium">{DECLINE_REASON_LABELS[booking.declineReason]}</dd>
              </div>
            ) : null}
            {booking.refund ? (
              <div className="sm:col-span-2">
                <dt className="text-sm text-muted-foreground">Refund</dt>
                <dd>
                  {formatAud(booking.refund.refundCents)} — {refundReasonText(booking.refund.reason)}
                </dd>
              </div>
            ) : null}
          </dl>

          {isSitter ? <OwnerReviews ownerId={booking.owner.id} ownerFirstName={booking.owner.firstName} /> : null}

          {mutation.error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {mutation.error}
            </p>
          ) : null}
          {chat.error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {chat.error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2" aria-label="Booking actions" role="group">
            <BookingActions
              booking={booking}
              mutation={mutation}
              onMessage={() => void chat.start({ bookingId: booking.id })}
              omit={['message']}
            />
          </div>

          <BookingChanges booking={booking} />

          {isSitter ? null : <BookingStandbyCard booking={booking} />}

          {hasStayCare(booking.status) ? <StayCare booking={booking} /> : null}
        </div>

        <aside className="flex flex-col gap-4">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{isSitter ? 'Owner' : 'Sitter'}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <div className="flex items-center gap-3">
                <UserAvatar src={other.avatarUrl} firstName={other.firstName} lastName={other.lastName} />
                <div>
                  <p className="font-medium">{otherName}</p>
                  {!isSitter ? <p className="text-sm text-muted-foreground">{booking.sitter.suburb}</p> : null}
                </div>
              </div>
              {booking.actions.includes('message') ? (
                <Button variant="outline" onClick={() => void chat.start({ bookingId: booking.id })} disabled={chat.pending}>
                  <MessageCircle aria-hidden="true" />
                  Message {other.firstName}
                </Button>
              ) : null}
              <ReportStayButton booking={booking} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Price</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <QuoteBreakdown quote={booking.price} />
              {isSitter ? <SitterEarnings price={booking.price} /> : null}
              <p className="text-sm text-muted-foreground">{booking.price.cancellationSummary}</p>
            </CardContent>
          </Card>
        </aside>
      </div>
    </Screen>
  );
}

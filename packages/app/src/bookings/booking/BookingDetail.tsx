import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  ErrorState,
  PageLoading,
  UserAvatar,
  formatAud,
  getFullName,
} from '@pawpal/ui';
import { API_LOGIN_PATH } from '@pawpal/contract';
import { CalendarDays, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import {
  cancellationKey,
  formatInZone,
  formatStay,
  refundReasonText,
  useBooking,
  type Booking,
  type CancellationPreview,
} from '../../data/bookings';
import { describeError, hasStatus } from '../../data/mutation';
import { SERVICE_LABELS } from '../../data/sitters';
import { useStartChat } from '../../chat/useStartChat';
import { Screen } from '../../screen/Screen';
import { BookingStatusBadge } from '../BookingStatusBadge';
import { ACTION_LABELS, isDirectAction } from './actions';
import { QuoteBreakdown } from './QuoteBreakdown';
import { useBookingMutation } from './useBookingMutation';

function CancelDialog({
  booking,
  open,
  onOpenChange,
  onConfirm,
  pending,
  error,
}: {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
}) {
  const isOwner = booking.viewerRole === 'owner';
  const preview = useSWR<CancellationPreview, Error>(open && isOwner ? cancellationKey(booking.id) : null, {
    dedupingInterval: 0,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>
            {isOwner
              ? 'Cancelling can’t be undone. Here is what you would get back.'
              : 'Cancelling can’t be undone. As the sitter cancels, the owner gets a full refund.'}
          </DialogDescription>
        </DialogHeader>
        {isOwner ? (
          preview.error ? (
            <p role="alert" className="text-sm text-destructive">
              {describeError(preview.error, 'We couldn’t work out the refund. Please try again.')}
            </p>
          ) : !preview.data ? (
            <p className="text-sm text-muted-foreground">Working out your refund…</p>
          ) : (
            <div className="flex flex-col gap-1 rounded-lg bg-muted p-4">
              {preview.data.reason === 'not_paid' ? null : (
                <p className="font-semibold">Refund: {formatAud(preview.data.refundCents)}</p>
              )}
              <p className="text-sm text-muted-foreground">{refundReasonText(preview.data.reason)}</p>
              {preview.data.fullRefundUntil && new Date(preview.data.fullRefundUntil) > new Date() ? (
                <p className="text-sm text-muted-foreground">
                  Full refund until {formatInZone(preview.data.fullRefundUntil, booking.timeZone)}.
                </p>
              ) : null}
            </div>
          )
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep booking
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending || (isOwner && !preview.data)}>
            Cancel booking
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One booking: /booking?id={bookingId} (also the target of booking notifications). */
export function BookingDetail({ bookingId }: { bookingId: string }) {
  const { data: booking, error, isLoading, mutate } = useBooking(bookingId);
  const mutation = useBookingMutation();
  const chat = useStartChat();
  const [cancelOpen, setCancelOpen] = useState(false);

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
                <Link to="/bookings">Go to bookings</Link>
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
              <dt className="text-sm text-muted-foreground">Starts</dt>
              <dd className="font-medium">{formatInZone(booking.startsAt, booking.timeZone)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Ends</dt>
              <dd className="font-medium">{formatInZone(booking.endsAt, booking.timeZone)}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted-foreground">Pets</dt>
              <dd>
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {booking.pets.map((pet) => (
                    <li key={pet.id}>
                      <Link className="font-medium text-primary underline-offset-4 hover:underline" to={`/pet-profile/${pet.id}`}>
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
            {booking.refund ? (
              <div className="sm:col-span-2">
                <dt className="text-sm text-muted-foreground">Refund</dt>
                <dd>
                  {formatAud(booking.refund.refundCents)} — {refundReasonText(booking.refund.reason)}
                </dd>
              </div>
            ) : null}
          </dl>

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
            {booking.actions.map((action) => {
              if (isDirectAction(action)) {
                return (
                  <Button
                    key={action}
                    variant={action === 'decline' ? 'outline' : 'default'}
                    disabled={mutation.pending !== null}
                    onClick={() => void mutation.run(booking.id, action)}
                  >
                    {ACTION_LABELS[action]}
                  </Button>
                );
              }
              if (action === 'pay') {
                return (
                  <Button key={action} asChild>
                    <Link to={`/payment/${booking.id}`}>{ACTION_LABELS.pay}</Link>
                  </Button>
                );
              }
              if (action === 'review') {
                return (
                  <Button key={action} asChild variant="outline">
                    <Link to={`/booking/${booking.id}/review`}>{ACTION_LABELS.review}</Link>
                  </Button>
                );
              }
              if (action === 'cancel') {
                return (
                  <Button key={action} variant="outline" onClick={() => setCancelOpen(true)}>
                    {ACTION_LABELS.cancel}
                  </Button>
                );
              }
              return null;
            })}
          </div>
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
              {booking.actions.includes('message') || booking.viewerRole !== 'admin' ? (
                <Button variant="outline" onClick={() => void chat.start({ bookingId: booking.id })} disabled={chat.pending}>
                  <MessageCircle aria-hidden="true" />
                  Message {other.firstName}
                </Button>
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Price</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <QuoteBreakdown quote={booking.price} />
              {isSitter && booking.price.sitterPayoutCents !== undefined ? (
                <p className="text-sm text-muted-foreground">
                  You receive {formatAud(booking.price.sitterPayoutCents)}
                  {booking.price.commissionCents !== undefined
                    ? ` after the ${formatAud(booking.price.commissionCents)} Pawpal commission`
                    : ''}
                  .
                </p>
              ) : null}
              <p className="text-sm text-muted-foreground">{booking.price.cancellationSummary}</p>
            </CardContent>
          </Card>
        </aside>
      </div>
      <CancelDialog
        booking={booking}
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        pending={mutation.pending !== null}
        error={mutation.error}
        onConfirm={() => {
          void mutation.run(booking.id, 'cancel').then((result) => {
            if (result) setCancelOpen(false);
          });
        }}
      />
    </Screen>
  );
}

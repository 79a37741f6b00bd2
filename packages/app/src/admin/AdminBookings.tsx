import { type AdminBooking, MAX_ADMIN_REASON_LENGTH } from '@pawpal/contract';
import {
  Button,
  ErrorState,
  FormField,
  formatAud,
  Input,
  Label,
  Pagination,
  RadioGroup,
  RadioGroupItem,
  Skeleton,
  Textarea,
} from '@pawpal/ui';
import { useState } from 'react';
import { useAdminActions, useAdminBookings } from '../data/admin';
import { type CancelFormValues, type RefundFormValues, validateCancelForm, validateRefundForm } from './admin-forms';
import { BookingList } from './AdminBookingList';
import { FormFailure, useAdminForm } from './useAdminForm';
import { AdminSearchForm } from './AdminSearchForm';

/** Bookings an admin may still cancel (the transition table's `cancel`). */
const CANCELLABLE = new Set(['requested', 'accepted', 'paid']);

/** What an admin can do to a booking from the list: cancel it, refund the completed stay, or nothing. */
function actionOf(booking: AdminBooking): 'cancel' | 'refund' | null {
  if (booking.status === 'completed') return booking.refundableCents > 0 ? 'refund' : null;
  return CANCELLABLE.has(booking.status) ? 'cancel' : null;
}

/** Find any booking (id, owner or sitter) and cancel it with a refund and a reason, or refund a completed stay. */
export function AdminBookings() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  /** The booking whose cancel or refund form is open. */
  const [open, setOpen] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useAdminBookings(q, page);

  return (
    <section aria-labelledby="admin-bookings-heading" className="flex flex-col gap-4">
      <h2 id="admin-bookings-heading" className="text-xl font-semibold">
        Bookings
      </h2>
      <AdminSearchForm
        id="admin-booking-search"
        label="Booking id, owner or sitter (name or email)"
        buttonLabel="Find"
        onSearch={(next) => {
          setQ(next);
          setPage(1);
        }}
      />
      {error ? (
        <ErrorState message="We couldn’t load the bookings." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton className="h-24 w-full" />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bookings match “{q}”.</p>
      ) : (
        <>
          <BookingList
            bookings={data.items}
            action={(booking) => {
              const kind = actionOf(booking);
              if (!kind) return null;
              if (open === booking.id) {
                const close = () => setOpen(null);
                return kind === 'refund' ? (
                  <RefundStayForm booking={booking} onClose={close} />
                ) : (
                  <CancelBookingForm booking={booking} onClose={close} />
                );
              }
              return (
                <div>
                  <Button variant="outline" size="sm" onClick={() => setOpen(booking.id)}>
                    {kind === 'refund' ? 'Refund stay…' : 'Cancel booking…'}
                  </Button>
                </div>
              );
            }}
          />
          <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}

/** Cancel with a full, partial or no refund (only a paid booking has anything to refund) and a reason. */
export function CancelBookingForm({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const paid = booking.refundableCents > 0;
  const [values, setValues] = useState<CancelFormValues>({ reason: '', refund: paid ? 'full' : 'none', amount: '' });
  const { cancelBooking } = useAdminActions();
  const { errors, failure, busy, onSubmit } = useAdminForm(
    values,
    (current) => validateCancelForm(current, booking.refundableCents),
    (input) => cancelBooking(booking.id, input),
    onClose,
  );
  const id = booking.id;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 border-t border-border pt-4" aria-label="Cancel this booking">
      {paid ? (
        <FormField label={`Refund (paid ${formatAud(booking.refundableCents)})`} group error={errors.refund}>
          {(control) => (
            <RadioGroup
              {...control}
              value={values.refund}
              onValueChange={(refund) => setValues({ ...values, refund: refund as CancelFormValues['refund'] })}
              className="flex flex-col gap-2"
            >
              {(
                [
                  ['full', `Full refund (${formatAud(booking.refundableCents)})`],
                  ['partial', 'Partial refund'],
                  ['none', 'No refund'],
                ] as const
              ).map(([value, label]) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem id={`refund-${id}-${value}`} value={value} />
                  <Label htmlFor={`refund-${id}-${value}`}>{label}</Label>
                </div>
              ))}
            </RadioGroup>
          )}
        </FormField>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing has been paid for this booking, so there is nothing to refund.</p>
      )}
      {values.refund === 'partial' ? (
        <FormField label="Amount to refund (AUD)" required error={errors.amount}>
          <Input inputMode="decimal" value={values.amount} onChange={(event) => setValues({ ...values, amount: event.target.value })} />
        </FormField>
      ) : null}
      <FormField label="Reason" required error={errors.reason} description="Kept in the audit log.">
        <Textarea
          rows={2}
          maxLength={MAX_ADMIN_REASON_LENGTH}
          value={values.reason}
          onChange={(event) => setValues({ ...values, reason: event.target.value })}
        />
      </FormField>
      <FormFailure message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" busy={busy}>
          Cancel booking
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Keep it
        </Button>
      </div>
    </form>
  );
}

/**
 * Refund part or all of a completed stay: the owner is refunded through the payment
 * provider; the sitter's share comes out of their payout, or their next payouts if it was paid.
 */
export function RefundStayForm({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const [values, setValues] = useState<RefundFormValues>({ amount: (booking.refundableCents / 100).toFixed(2), reason: '' });
  const { refundBooking } = useAdminActions();
  const { errors, failure, busy, onSubmit } = useAdminForm(
    values,
    (current) => validateRefundForm(current, booking.refundableCents),
    (input) => refundBooking(booking.id, input),
    onClose,
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 border-t border-border pt-4" aria-label="Refund this stay">
      <p className="text-sm text-muted-foreground">
        Up to {formatAud(booking.refundableCents)} is left to refund. The sitter’s share comes out of their payout, or out of their next
        payouts if this stay was already paid out.
      </p>
      <FormField label="Amount to refund (AUD)" required error={errors.amount}>
        <Input inputMode="decimal" value={values.amount} onChange={(event) => setValues({ ...values, amount: event.target.value })} />
      </FormField>
      <FormField label="Reason" required error={errors.reason} description="Kept in the audit log.">
        <Textarea
          rows={2}
          maxLength={MAX_ADMIN_REASON_LENGTH}
          value={values.reason}
          onChange={(event) => setValues({ ...values, reason: event.target.value })}
        />
      </FormField>
      <FormFailure message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" busy={busy}>
          Refund
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Keep it
        </Button>
      </div>
    </form>
  );
}

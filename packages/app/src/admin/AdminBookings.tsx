import { type AdminBooking, MAX_ADMIN_REASON_LENGTH } from '@pawpal/contract';
import { Button, ErrorState, FormField, formatAud, Input, Label, Pagination, RadioGroup, RadioGroupItem, Skeleton, Textarea } from '@pawpal/ui';
import { useState } from 'react';
import { useAdminActions, useAdminBookings } from '../data/admin';
import { describeError } from '../data/mutation';
import { type CancelFormValues, type RefundFormValues, validateCancelForm, validateRefundForm } from './admin-forms';
import { BookingList } from './AdminBookingList';
import { AdminSearchForm } from './AdminSearchForm';

/** Bookings an admin may still cancel (the transition table's `cancel`). */
const CANCELLABLE = new Set(['requested', 'accepted', 'paid']);

/** Find any booking (id, owner or sitter) and cancel it with a refund and a reason, or refund a completed stay. */
export function AdminBookings() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useAdminBookings(q, page);

  return (
    <section aria-labelledby="admin-bookings-heading" className="flex flex-col gap-4">
      <h2 id="admin-bookings-heading" className="text-xl font-semibold">
        Bookings
      </h2>
      <AdminSearchForm
        id="admin-booking-search"
        label="Booking id, owner or sitter (name or email)" buttonLabel="Find"
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
            action={(booking) =>
              booking.status === 'completed' && booking.refundableCents > 0 ? (
                refunding === booking.id ? (
                  <RefundStayForm booking={booking} onClose={() => setRefunding(null)} />
                ) : (
                  <div>
                    <Button variant="outline" size="sm" onClick={() => setRefunding(booking.id)}>
                      Refund stay…
                    </Button>
                  </div>
                )
              ) : !CANCELLABLE.has(booking.status) ? null : cancelling === booking.id ? (
                <CancelBookingForm booking={booking} onClose={() => setCancelling(null)} />
              ) : (
                <div>
                  <Button variant="outline" size="sm" onClick={() => setCancelling(booking.id)}>
                    Cancel booking…
                  </Button>
                </div>
              )
            }
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
  const [errors, setErrors] = useState<Partial<Record<keyof CancelFormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { cancelBooking } = useAdminActions();
  const id = booking.id;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = validateCancelForm(values, booking.refundableCents);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await cancelBooking(id, result.input);
      onClose();
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4 border-t border-border pt-4" aria-label="Cancel this booking">
      {paid ? (
        <FormField label={`Refund (paid ${formatAud(booking.refundableCents)})`} group error={errors.refund}>
          {(control) => (
            <RadioGroup {...control} value={values.refund} onValueChange={(refund) => setValues({ ...values, refund: refund as CancelFormValues['refund'] })} className="flex flex-col gap-2">
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
        <Textarea rows={2} maxLength={MAX_ADMIN_REASON_LENGTH} value={values.reason} onChange={(event) => setValues({ ...values, reason: event.target.value })} />
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
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
 * Refund part or all of a completed stay (issue 10): the owner is refunded through the payment
 * provider; the sitter's share comes out of their payout, or their next payouts if it was paid.
 */
export function RefundStayForm({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const [values, setValues] = useState<RefundFormValues>({ amount: (booking.refundableCents / 100).toFixed(2), reason: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof RefundFormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { refundBooking } = useAdminActions();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = validateRefundForm(values, booking.refundableCents);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await refundBooking(booking.id, result.input);
      onClose();
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4 border-t border-border pt-4" aria-label="Refund this stay">
      <p className="text-sm text-muted-foreground">
        Up to {formatAud(booking.refundableCents)} is left to refund. The sitter’s share comes out of their payout, or out of their next payouts if this stay
        was already paid out.
      </p>
      <FormField label="Amount to refund (AUD)" required error={errors.amount}>
        <Input inputMode="decimal" value={values.amount} onChange={(event) => setValues({ ...values, amount: event.target.value })} />
      </FormField>
      <FormField label="Reason" required error={errors.reason} description="Kept in the audit log.">
        <Textarea rows={2} maxLength={MAX_ADMIN_REASON_LENGTH} value={values.reason} onChange={(event) => setValues({ ...values, reason: event.target.value })} />
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
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

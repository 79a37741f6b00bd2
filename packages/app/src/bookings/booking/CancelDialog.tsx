import { apiPaths, type BookingSummary, type CancellationPreview } from '@pawpal/contract';
import { formatAud } from '@pawpal/ui';
import useSWR from 'swr';
import { formatInZone, refundReasonText } from '../../data/bookings';
import { describeError } from '../../data/mutation';
import { ConfirmActionDialog } from './ConfirmActionDialog';

/** Confirms a cancellation; the owner first sees what the API would refund now. */
export function CancelDialog({
  booking,
  open,
  onOpenChange,
  onConfirm,
  pending,
  error,
}: {
  booking: BookingSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
}) {
  const isOwner = booking.viewerRole === 'owner';
  const preview = useSWR<CancellationPreview, Error>(open && isOwner ? apiPaths.bookingCancellation(booking.id) : null, {
    dedupingInterval: 0,
  });
  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this booking?"
      description={
        isOwner
          ? 'Cancelling can’t be undone. Here is what you would get back.'
          : 'Cancelling can’t be undone. As the sitter cancels, the owner gets a full refund.'
      }
      error={error}
      keepLabel="Keep booking"
      confirmLabel="Cancel booking"
      onConfirm={onConfirm}
      confirmDisabled={pending || (isOwner && !preview.data)}
    >
      {isOwner ? (
        preview.error ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(preview.error, 'We couldn’t work out the refund. Please try again.')}
          </p>
        ) : !preview.data ? (
          <p className="text-sm text-muted-foreground">Working out your refund…</p>
        ) : (
          <div className="flex flex-col gap-1 rounded-lg bg-muted p-4">
            {preview.data.reason === 'not_paid' ? null : <p className="font-semibold">Refund: {formatAud(preview.data.refundCents)}</p>}
            <p className="text-sm text-muted-foreground">{refundReasonText(preview.data.reason)}</p>
            {preview.data.fullRefundUntil && new Date(preview.data.fullRefundUntil) > new Date() ? (
              <p className="text-sm text-muted-foreground">
                Full refund until {formatInZone(preview.data.fullRefundUntil, booking.timeZone)}.
              </p>
            ) : null}
          </div>
        )
      ) : null}
    </ConfirmActionDialog>
  );
}

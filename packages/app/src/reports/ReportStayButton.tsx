import { type Booking, type BookingStatus } from '@pawpal/contract';
import { Button } from '@pawpal/ui';
import { Flag } from 'lucide-react';
import { useReportDialog } from './useReportDialog';

/**
 * Stays that end without a sitter payout: payouts are for completed stays only (the API's payout
 * sweep, packages/api/src/payouts/payout-sweeps.service.ts).
 */
const NO_PAYOUT: readonly BookingStatus[] = ['declined', 'expired', 'cancelled'];

/**
 * What a report about this stay means for its payout, as the API's payout sweep does it: an open
 * report by the owner holds the stay's payout until it is handled, unless the payout was already
 * sent; the sitter's own report holds nothing.
 */
function stayNote(booking: Booking): string | undefined {
  if (NO_PAYOUT.includes(booking.status)) return undefined;
  if (booking.viewerRole === 'sitter') return 'Your report doesn’t hold your payout for this stay.';
  const sitter = booking.sitter.firstName;
  return booking.status === 'completed'
    ? `If ${sitter}’s payout for this stay hasn’t been sent yet, it waits while Pawpal looks into your report.`
    : `${sitter}’s payout for this stay waits while Pawpal looks into your report.`;
}

/**
 * "Report a problem" on a booking, for its owner and its sitter: the report dialog (loaded on
 * demand) about the other person on it, naming the booking (`bookingId`). The API takes a stay's
 * report in any status from either side (POST /api/reports), so it is offered in every status;
 * not to admins, who are not on the booking.
 */
export function ReportStayButton({ booking }: { booking: Booking }) {
  const isSitter = booking.viewerRole === 'sitter';
  const report = useReportDialog({
    targetType: 'user',
    targetId: isSitter ? booking.owner.id : booking.sitter.userId,
    bookingId: booking.id,
    stayNote: stayNote(booking),
  });
  if (booking.viewerRole === 'admin') return null;
  return (
    <>
      <Button variant="ghost" onClick={report.show}>
        <Flag aria-hidden="true" />
        Report a problem
      </Button>
      {report.dialog}
    </>
  );
}

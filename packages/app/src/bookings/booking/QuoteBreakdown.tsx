import type { Quote } from '@pawpal/contract';
import { formatAud } from '@pawpal/ui';
import { AmountTable } from '../../screen/AmountTable';

/** "3 nights × $45.00", the fees, GST, any referral discount or credit, and the total of a quote or a booking's price. */
export function QuoteBreakdown({ quote, caption = 'Price' }: { quote: Quote; caption?: string }) {
  return (
    <AmountTable
      caption={caption}
      lines={[
        { label: `${quote.units} ${quote.unitLabel} × ${formatAud(quote.unitPriceCents)}`, cents: quote.subtotalCents },
        { label: 'Booking fee', cents: quote.bookingFeeCents },
        { label: 'GST on the booking fee', cents: quote.bookingFeeGstCents },
        // Referral program: Pawpal pays these; the sitter is paid on the full price.
        ...(quote.discountCents ? [{ label: 'Referral discount (first booking)', cents: -quote.discountCents }] : []),
        ...(quote.creditCents ? [{ label: 'Your referral credit', cents: -quote.creditCents }] : []),
      ]}
      total={{ label: 'Total', cents: quote.totalCents }}
    />
  );
}

import type { Quote } from '@pawpal/contract';
import { formatAud } from '@pawpal/ui';

/** "3 nights × $45.00", the fees, GST and the total of a quote or a booking's price. */
export function QuoteBreakdown({ quote, caption = 'Price' }: { quote: Quote; caption?: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        <tr>
          <th scope="row" className="py-1 text-left font-normal text-muted-foreground">
            {quote.units} {quote.unitLabel} × {formatAud(quote.unitPriceCents)}
          </th>
          <td className="py-1 text-right tabular-nums">{formatAud(quote.subtotalCents)}</td>
        </tr>
        <tr>
          <th scope="row" className="py-1 text-left font-normal text-muted-foreground">
            Booking fee
          </th>
          <td className="py-1 text-right tabular-nums">{formatAud(quote.bookingFeeCents)}</td>
        </tr>
        <tr>
          <th scope="row" className="py-1 text-left font-normal text-muted-foreground">
            GST on the booking fee
          </th>
          <td className="py-1 text-right tabular-nums">{formatAud(quote.bookingFeeGstCents)}</td>
        </tr>
        <tr className="border-t border-border">
          <th scope="row" className="pt-2 text-left font-semibold">
            Total
          </th>
          <td className="pt-2 text-right text-base font-semibold tabular-nums">{formatAud(quote.totalCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}

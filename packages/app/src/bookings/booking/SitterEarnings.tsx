import type { BookingPrice } from '@pawpal/contract';
import { formatAud } from '@pawpal/ui';

/** The sitter's side of a booking's price, line by line so it adds up: price, commission, GST on it, what they receive. */
export function SitterEarnings({ price }: { price: BookingPrice }) {
  const { commissionCents, commissionGstCents, sitterPayoutCents } = price;
  if (commissionCents === undefined || commissionGstCents === undefined || sitterPayoutCents === undefined) return null;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">What you receive</caption>
      <tbody>
        <tr>
          <th scope="row" className="py-1 text-left font-normal text-muted-foreground">
            Your price ({price.units} {price.unitLabel} × {formatAud(price.unitPriceCents)})
          </th>
          <td className="py-1 text-right tabular-nums">{formatAud(price.subtotalCents)}</td>
        </tr>
        <tr>
          <th scope="row" className="py-1 text-left font-normal text-muted-foreground">
            Pawpal commission
          </th>
          <td className="py-1 text-right tabular-nums">−{formatAud(commissionCents)}</td>
        </tr>
        <tr>
          <th scope="row" className="py-1 text-left font-normal text-muted-foreground">
            GST on the commission
          </th>
          <td className="py-1 text-right tabular-nums">−{formatAud(commissionGstCents)}</td>
        </tr>
        <tr className="border-t border-border">
          <th scope="row" className="pt-2 text-left font-semibold">
            You receive
          </th>
          <td className="pt-2 text-right text-base font-semibold tabular-nums">{formatAud(sitterPayoutCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}

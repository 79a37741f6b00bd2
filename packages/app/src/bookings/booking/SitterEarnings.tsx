import type { BookingPrice } from '@pawpal/contract';
import { formatAud } from '@pawpal/ui';
import { AmountTable } from '../../screen/AmountTable';

/** The sitter's side of a booking's price, line by line so it adds up: price, commission, GST on it, what they receive. */
export function SitterEarnings({ price }: { price: BookingPrice }) {
  const { commissionCents, commissionGstCents, sitterPayoutCents } = price;
  if (commissionCents === undefined || commissionGstCents === undefined || sitterPayoutCents === undefined) return null;
  return (
    <AmountTable
      caption="What you receive"
      lines={[
        { label: `Your price (${price.units} ${price.unitLabel} × ${formatAud(price.unitPriceCents)})`, cents: price.subtotalCents },
        { label: 'Pawpal commission', cents: -commissionCents },
        { label: 'GST on the commission', cents: -commissionGstCents },
      ]}
      total={{ label: 'You receive', cents: sitterPayoutCents }}
    />
  );
}

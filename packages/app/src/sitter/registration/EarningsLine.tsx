import { SERVICE_MAX_PRICE_CENTS, SERVICE_MIN_PRICE_CENTS } from '@pawpal/contract';
import { formatAud } from '@pawpal/ui';
import { useEarningsPreview } from '../../data/payouts';
import { dollarsToCents } from '../../data/sitters';

/** Under a price being typed: the whole breakdown that adds up (price − commission − GST on it = what you receive). */
export function EarningsLine({ price }: { price: string }) {
  const cents = dollarsToCents(price);
  const valid = cents !== null && cents >= SERVICE_MIN_PRICE_CENTS && cents <= SERVICE_MAX_PRICE_CENTS;
  const { data } = useEarningsPreview(valid ? cents : null);
  if (!valid || !data || data.priceCents !== cents) return null;
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {formatAud(data.priceCents)} − {formatAud(data.commissionCents)} Pawpal commission − {formatAud(data.commissionGstCents)} GST on it ={' '}
      <span className="font-medium text-foreground">you receive {formatAud(data.sitterReceivesCents)}</span>
    </p>
  );
}

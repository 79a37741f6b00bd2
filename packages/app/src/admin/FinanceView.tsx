import { type FinanceSummary, taxApiPaths, TAX_TIME_ZONE } from '@pawpal/contract';
import { Button, DatePicker, ErrorState, FormField, Skeleton, formatAud } from '@pawpal/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import useSWR from 'swr';
import { FlaggedReferrals } from './FlaggedReferrals';

/** The half-year of `date` (YYYY-MM-DD) as the ATO report names it: 2026-H2 is July to December. */
export function halfYearOf(date: string): string {
  return `${date.slice(0, 4)}-H${Number(date.slice(5, 7)) <= 6 ? 1 : 2}`;
}

/** The platform's money in a period, from the ledger, the half-yearly seller report for the ATO, and the flagged referrals. */
export function FinanceView() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TAX_TIME_ZONE }).format(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const { data, error, mutate } = useSWR<FinanceSummary, Error>(valid ? taxApiPaths.adminFinance(from, to) : null);
  const rows: [string, number | undefined][] = [
    ['Gross booking value', data?.grossBookingValueCents],
    ['Booking fees', data?.bookingFeesCents],
    ['Commissions', data?.commissionsCents],
    ['GST collected', data?.gstCollectedCents],
    ['Refunds', data?.refundsCents],
    ['Payouts', data?.payoutsCents],
    ['Referral cost', data?.referralCostCents],
    ['Standby guarantee', data?.standbyGuaranteeCents],
    ['Money held at the end', data?.moneyHeldCents],
  ];
  const period = halfYearOf(today);
  return (
    <section aria-labelledby="finance-heading" className="flex flex-col gap-4">
      <h2 id="finance-heading" className="text-xl font-semibold">
        Finance
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="From">
          <DatePicker value={from} onChange={setFrom} />
        </FormField>
        <FormField label="To">
          <DatePicker value={to} onChange={setTo} />
        </FormField>
      </div>
      {!valid ? (
        <p className="text-sm text-destructive">Choose a start date on or before the end date.</p>
      ) : error ? (
        <ErrorState message="We couldn’t load the figures for that period." onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <table className="w-full max-w-md text-sm">
          <caption className="sr-only">Money in the period</caption>
          <tbody>
            {rows.map(([label, cents]) => (
              <tr key={label} className="border-t border-border">
                <th scope="row" className="py-1.5 text-left font-normal text-muted-foreground">
                  {label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatAud(cents ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div>
        <Button variant="outline" asChild>
          <a href={taxApiPaths.adminSellersCsv(period)} download>
            <Download aria-hidden="true" />
            Seller report {period} (CSV for the ATO)
          </a>
        </Button>
      </div>
      <FlaggedReferrals />
    </section>
  );
}

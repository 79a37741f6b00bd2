import { GST_REGISTRATION_THRESHOLD_CENTS, taxApiPaths, type TaxStatement } from '@pawpal/contract';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  formatAud,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@pawpal/ui';
import { Download, Printer, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { describeError } from '../../data/mutation';
import { recentFinancialYears, useTaxStatement } from '../../data/tax';
import { AmountTable } from '../../screen/AmountTable';
import { Screen } from '../../screen/Screen';

const monthName = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayName = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = (date: string) => dayName.format(new Date(`${date}T00:00:00Z`));

function Totals({ statement }: { statement: TaxStatement }) {
  return (
    <AmountTable
      caption="Totals for the year"
      lines={[
        { label: 'What owners paid for your services', cents: statement.grossCents },
        { label: 'Refunded to owners', cents: -statement.refundsCents },
        { label: 'Pawpal commission', cents: -statement.commissionCents },
        { label: 'GST on the commission', cents: -statement.commissionGstCents },
      ]}
      total={{ label: 'Your earnings', cents: statement.netCents }}
      after={[{ label: 'Paid to your bank account', cents: statement.payoutsCents }]}
    />
  );
}

/** Earnings summary for tax time: the financial year's totals, month by month, a CSV and a printable page. */
export function TaxReportPage() {
  const years = React.useMemo(() => recentFinancialYears(new Date()), []);
  const [fy, setFy] = React.useState(years[0]!);
  const statement = useTaxStatement(fy);

  return (
    <Screen
      title="Tax report"
      description="Your Pawpal earnings for each Australian financial year (1 July to 30 June), for your tax return."
      actions={
        <div className="flex flex-wrap gap-2 print:hidden">
          <Select value={fy} onValueChange={setFy}>
            <SelectTrigger aria-label="Financial year" className="w-36">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {years.map((year) => (
                <SelectItem key={year} value={year}>
                  {year}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button variant="outline" asChild>
            <a href={taxApiPaths.statementCsv(fy)} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      }
    >
      <div className="flex max-w-3xl flex-col gap-6">
        <p className="text-sm text-foreground">
          Pawpal reports what you earn through the platform to the Australian Taxation Office every six months, as the Sharing Economy
          Reporting Regime requires, using the tax details in your payout settings. These figures are what we report; include your earnings
          in your tax return.
        </p>
        {statement.error ? (
          <ErrorState
            title="We couldn’t load your tax report"
            message={describeError(statement.error)}
            onRetry={() => void statement.mutate()}
          />
        ) : !statement.data ? (
          <p className="text-sm text-muted-foreground">Loading your tax report…</p>
        ) : (
          <>
            {statement.data.gstWarning ? (
              <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive p-3 text-sm text-foreground">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                Your turnover over the last 12 months is {formatAud(statement.data.turnover12MonthsCents)}. From{' '}
                {formatAud(GST_REGISTRATION_THRESHOLD_CENTS)} you must register for GST: check with the ATO or your tax adviser.
              </p>
            ) : null}
            <Card>
              <CardHeader>
                <CardTitle as="h2">Financial year {statement.data.fy}</CardTitle>
                <CardDescription>
                  {day(statement.data.from)} to {day(statement.data.to)} · {statement.data.bookings} paid{' '}
                  {statement.data.bookings === 1 ? 'stay' : 'stays'}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <Totals statement={statement.data} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h2">Month by month</CardTitle>
              </CardHeader>
              <CardContent>
                {/* A data table may scroll inside its own box on a narrow screen; the page itself does not.
                    The box is a named region in the Tab order, so a keyboard can scroll it too. */}
                <div
                  className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  role="region"
                  aria-label="Month by month"
                  tabIndex={0}
                >
                  <table className="w-full text-sm">
                    <caption className="sr-only">Month by month</caption>
                    <thead>
                      <tr className="text-left text-muted-foreground">
                        <th scope="col" className="py-1 font-normal">
                          Month
                        </th>
                        <th scope="col" className="py-1 text-right font-normal">
                          Owners paid
                        </th>
                        <th scope="col" className="py-1 text-right font-normal">
                          Refunded
                        </th>
                        <th scope="col" className="py-1 text-right font-normal">
                          Commission + GST
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {statement.data.months.map((month) => (
                        <tr key={month.month} className="border-t border-border">
                          <th scope="row" className="py-1 text-left font-normal">
                            {monthName.format(new Date(`${month.month}-01T00:00:00Z`))}
                          </th>
                          <td className="py-1 text-right tabular-nums">{formatAud(month.grossCents)}</td>
                          <td className="py-1 text-right tabular-nums">{formatAud(month.refundsCents)}</td>
                          <td className="py-1 text-right tabular-nums">{formatAud(month.commissionCents + month.commissionGstCents)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </CardContent>
            </Card>
          </>
        )}
      </div>
    </Screen>
  );
}

import { type OwnerPayment, type OwnerPaymentStatus, paths } from '@pawpal/contract';
import { Button, Card, CardContent, EmptyState, ErrorState, PageLoading, StatusBadge, formatAud, type BadgeVariant } from '@pawpal/ui';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { describeError } from '../../data/mutation';
import { OWNER_PAYMENT_STATUS_LABELS, useOwnerPayments } from '../../data/payments';
import { Screen } from '../../screen/Screen';

const STATUS_TONES: Record<OwnerPaymentStatus, BadgeVariant> = { paid: 'teal', partially_refunded: 'info', refunded: 'secondary' };

const DATE = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

function PaymentRow({ payment }: { payment: OwnerPayment }) {
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-lg font-semibold">{formatAud(payment.amountCents)}</span>
              <StatusBadge status={payment.status} tone={STATUS_TONES[payment.status]}>
                {OWNER_PAYMENT_STATUS_LABELS[payment.status]}
              </StatusBadge>
            </div>
            <p className="text-sm text-muted-foreground">
              Paid {DATE.format(new Date(payment.paidAt))}
              {payment.refundedCents > 0 ? ` · ${formatAud(payment.refundedCents)} refunded` : ''}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.bookingNotification(payment.bookingId)}>View booking</Link>
            </Button>
            <Button asChild size="sm">
              {/* The tax invoice is a printable page served by the API, opened in its own tab. */}
              <a href={payment.receiptUrl} target="_blank" rel="noopener">
                <ReceiptText aria-hidden="true" />
                Tax invoice
              </a>
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** Payment history: each paid booking, what was refunded, and its tax invoice. */
export function PaymentsPage() {
  const { data, error, isLoading, mutate } = useOwnerPayments();
  if (isLoading) return <PageLoading />;
  return (
    <Screen title="Payments" description="What you’ve paid for bookings, any refunds, and a tax invoice for each payment.">
      {error ? (
        <ErrorState title="We couldn’t load your payments" message={describeError(error)} onRetry={() => void mutate()} />
      ) : !data || data.payments.length === 0 ? (
        <EmptyState
          icon={<ReceiptText />}
          title="No payments yet"
          description="Payments for your bookings, with their tax invoices, will appear here."
        />
      ) : (
        <ul aria-label="Payments" className="flex flex-col gap-3">
          {data.payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </Screen>
  );
}

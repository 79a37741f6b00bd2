import {
  type AdminVerification,
  DEFAULT_VERIFICATION_RETENTION_DAYS,
  POLICE_CHECK_VALID_MONTHS,
  VERIFICATION_KIND_LABELS,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@pawpal/contract';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, Input } from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import { describeError } from '../data/mutation';
import { formatTrustDate, useAdminVerifications, useTrustAdminActions } from '../data/verifications';
import { localDay } from './admin-forms';
import { QueueFilter, RejectForm } from './SitterReviewQueue';
import { QueueList } from './QueueList';

const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** YYYY-MM-DD `months` after `day` (clamped to the month's last day). */
export function monthsAfter(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

/** The police check's expiry, checked before sending (the API has the last word): required, after today, within 12 months. */
export function checkPoliceExpiry(expiresOn: string, today: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiresOn))
    return `Enter the day the badge expires: ${POLICE_CHECK_VALID_MONTHS} months after the certificate’s date`;
  if (expiresOn <= today) return 'This police check has already expired: reject it instead';
  if (expiresOn > monthsAfter(today, POLICE_CHECK_VALID_MONTHS))
    return `A police check is valid for ${POLICE_CHECK_VALID_MONTHS} months from its date: check the certificate’s date`;
  return undefined;
}

function ApproveForm({ verification }: { verification: AdminVerification }) {
  const { approveVerification } = useTrustAdminActions();
  const [expiresOn, setExpiresOn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const police = verification.kind === 'police_check';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = police ? checkPoliceExpiry(expiresOn, localDay(new Date())) : undefined;
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await approveVerification(verification.id, police ? { expiresOn } : {});
    } catch (cause) {
      setError(describeError(cause));
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-3"
      aria-label={`Approve ${VERIFICATION_KIND_LABELS[verification.kind]}`}
    >
      {police ? (
        <FormField
          label="Badge expires on"
          required
          error={error ?? undefined}
          description={`${POLICE_CHECK_VALID_MONTHS} months after the date on the certificate.`}
        >
          <Input type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
        </FormField>
      ) : error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={busy}>
          Approve
        </Button>
      </div>
    </form>
  );
}

function VerificationCard({ verification }: { verification: AdminVerification }) {
  const { rejectVerification } = useTrustAdminActions();
  const label = VERIFICATION_KIND_LABELS[verification.kind];
  const name = `${verification.sitter.firstName} ${verification.sitter.lastName}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          {label} · {name}
        </CardTitle>
        <p className="break-all text-sm text-muted-foreground">{verification.sitter.email}</p>
        <p className="text-sm text-muted-foreground">
          Submitted {formatTrustDate(verification.submittedAt)}
          {verification.decidedAt ? ` · decided ${formatTrustDate(verification.decidedAt)}` : ''}
          {verification.expiresOn ? ` · expires ${formatTrustDate(verification.expiresOn)}` : ''}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {verification.documentUrl ? (
          <a
            href={verification.documentUrl}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            View the document (opens in a new tab)
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">The file was deleted after the retention period; the decision is kept.</p>
        )}
        {verification.reason ? (
          <p className="rounded-lg bg-muted p-3 text-sm">
            <span className="font-semibold">Rejected: </span>
            {verification.reason}
          </p>
        ) : null}
        {verification.status === 'pending' ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <ApproveForm verification={verification} />
            <RejectForm subject={`${label} of ${name}`} onReject={(reason) => rejectVerification(verification.id, { reason })} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * The admin's verification queue (docs/trust.md): documents oldest first, each with a link to
 * the private file; approve (a police check with its expiry) or reject with a reason.
 */
export function VerificationQueue() {
  const [status, setStatus] = useState<VerificationStatus>('pending');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminVerifications(status, page);
  return (
    <section aria-labelledby="verification-queue-heading" className="flex flex-col gap-4">
      <h2 id="verification-queue-heading" className="text-xl font-semibold">
        Verification documents
      </h2>
      <p className="text-sm text-muted-foreground">
        Check the name and photo against the sitter’s account. Files are private and are deleted {DEFAULT_VERIFICATION_RETENTION_DAYS} days
        after your decision.
      </p>
      <QueueFilter
        label="Document status"
        statuses={VERIFICATION_STATUSES}
        labels={VERIFICATION_STATUS_LABELS}
        counts={data?.counts}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <QueueList
        query={{ data, error, isLoading, mutate }}
        errorMessage="We couldn’t load the verification queue."
        emptyMessage="No documents here."
        renderItem={(verification) => <VerificationCard verification={verification} />}
        onPageChange={setPage}
      />
    </section>
  );
}

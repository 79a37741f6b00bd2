import {
  type AdminVerification,
  DEFAULT_VERIFICATION_RETENTION_DAYS,
  POLICE_CHECK_DATE_TIME_ZONE,
  POLICE_CHECK_VALID_MONTHS,
  policeCertificateProblem,
  policeCheckExpiresOn,
  VERIFICATION_KIND_LABELS,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@pawpal/contract';
import { Button, Card, CardContent, CardHeader, CardTitle, DatePicker, FormField } from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import { describeError } from '../data/mutation';
import { formatTrustDate, useAdminVerifications, useTrustAdminActions } from '../data/verifications';
import { QueueFilter, RejectForm } from './SitterReviewQueue';
import { QueueList } from './QueueList';
import { keepFocusPlace, rememberFocusPlace } from '../shared/keep-focus';

const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Today in the two calendars the certificate rule reads: UTC (badges expire on UTC days) and Sydney (certificates are dated there). */
export function certificateToday(now: Date): { utc: string; issued: string } {
  return {
    utc: now.toISOString().slice(0, 10),
    issued: new Intl.DateTimeFormat('en-CA', { timeZone: POLICE_CHECK_DATE_TIME_ZONE }).format(now),
  };
}

/**
 * The police check's certificate date, checked before sending with the contract's rule (the API
 * checks the same and has the last word): required, not in the future, and less than
 * POLICE_CHECK_VALID_MONTHS old.
 */
export function checkCertificateDate(certificateDate: string, today: { utc: string; issued: string }): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(certificateDate)) return 'Enter the date printed on the certificate';
  const problem = policeCertificateProblem(certificateDate, today);
  if (problem === 'future') return 'The certificate’s date is in the future: check the date printed on it';
  if (problem === 'expired')
    return `This police check expired on ${formatTrustDate(policeCheckExpiresOn(certificateDate))}, ${POLICE_CHECK_VALID_MONTHS} months after its date: reject it instead`;
  return undefined;
}

/** What the admin is told about the badge a certificate date gives: its expiry, worked out as the API will. */
function badgeDescription(certificateDate: string): string {
  const rule = `The date printed on the certificate. The badge lasts ${POLICE_CHECK_VALID_MONTHS} months from it.`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(certificateDate)) return rule;
  const expiresOn = policeCheckExpiresOn(certificateDate);
  const lastDay = new Date(Date.parse(`${expiresOn}T00:00:00Z`) - 1).toISOString();
  return `${rule} Badge expires on ${formatTrustDate(expiresOn)} (shown until ${formatTrustDate(lastDay)}).`;
}

function ApproveForm({ verification }: { verification: AdminVerification }) {
  const { approveVerification } = useTrustAdminActions();
  const [certificateDate, setCertificateDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const police = verification.kind === 'police_check';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = police ? checkCertificateDate(certificateDate, certificateToday(new Date())) : undefined;
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    // The approved card leaves the queue with the focused button: keep a keyboard user's place
    // on the next card, else on the queue's heading (shared/keep-focus.ts), instead of <body>.
    const place = rememberFocusPlace();
    try {
      await approveVerification(verification.id, police ? { certificateDate } : {});
      keepFocusPlace(place);
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
        <FormField label="Certificate date" required error={error ?? undefined} description={badgeDescription(certificateDate)}>
          <DatePicker
            required
            value={certificateDate}
            onChange={(day) => {
              setCertificateDate(day);
              setError(null);
            }}
          />
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
    // An article named like its heading: the row keep-focus finds again.
    <Card asChild>
      <article aria-label={`${label} · ${name}`}>
        <CardHeader>
          <CardTitle as="h3">
            {label} · {name}
          </CardTitle>
          <p className="break-all text-sm text-muted-foreground">{verification.sitter.email}</p>
          <p className="text-sm text-muted-foreground">
            Submitted {formatTrustDate(verification.submittedAt)}
            {verification.decidedAt ? ` · decided ${formatTrustDate(verification.decidedAt)}` : ''}
            {verification.certificateDate ? ` · certificate dated ${formatTrustDate(verification.certificateDate)}` : ''}
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
              <RejectForm
                subject={`${label} of ${name}`}
                onReject={(reason, rule) => rejectVerification(verification.id, { reason, rule })}
              />
            </div>
          ) : null}
        </CardContent>
      </article>
    </Card>
  );
}

/**
 * The admin's verification queue (docs/trust.md): documents oldest first, each with a link to
 * the private file; approve (a police check with its certificate's date, from which the API works
 * out the badge's expiry) or reject with a reason.
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

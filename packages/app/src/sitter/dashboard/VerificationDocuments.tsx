import {
  DEFAULT_VERIFICATION_RETENTION_DAYS,
  MAX_VERIFICATION_DOCUMENT_BYTES,
  POLICE_CHECK_VALID_MONTHS,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_KIND_LABELS,
  VERIFICATION_KINDS,
  type Verification,
  type VerificationKind,
} from '@pawpal/contract';
import { type BadgeVariant, Button, ErrorState, FilePicker, FormField, Skeleton, StatusBadge } from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../data/mutation';
import { badgeText, formatTrustDate, useMyVerifications, useSitterTrustActions } from '../../data/verifications';

/** What each document is, and what it is for, as the sitter reads it. */
const ABOUT: Record<VerificationKind, string> = {
  id: 'Required. A photo of your driver licence or passport. A person at Pawpal checks it against your name before your profile is listed; your profile then shows the “ID verified” badge.',
  police_check: `Optional. A National Police Check certificate from an ACIC-accredited provider. It earns the “Police checked” badge, shown for ${POLICE_CHECK_VALID_MONTHS} months from the certificate’s date.`,
};

/** The status of the latest document of a kind, in words. */
export function documentStatus(latest: Verification | undefined): { tone: BadgeVariant; label: string; detail: string | null } {
  if (!latest) return { tone: 'outline', label: 'Not submitted', detail: null };
  switch (latest.status) {
    case 'pending':
      return { tone: 'warning', label: 'Waiting to be checked', detail: `Submitted ${formatTrustDate(latest.submittedAt)}` };
    case 'approved':
      return {
        tone: 'success',
        label: 'Approved',
        detail: latest.expiresOn
          ? `Badge ${badgeText({ kind: 'police_checked', verifiedAt: latest.decidedAt ?? latest.submittedAt, expiresAt: `${latest.expiresOn}T00:00:00.000Z` }).detail}`
          : latest.decidedAt
            ? `Checked ${formatTrustDate(latest.decidedAt)}`
            : null,
      };
    case 'rejected':
      return { tone: 'destructive', label: 'Not accepted', detail: latest.reason ? `Reason: ${latest.reason}` : null };
  }
}

/** A new document may go in unless one waits for review, or the photo ID is already approved. */
function canSubmit(kind: VerificationKind, latest: Verification | undefined): boolean {
  if (!latest) return true;
  if (latest.status === 'pending') return false;
  return !(kind === 'id' && latest.status === 'approved');
}

function DocumentUpload({ kind }: { kind: VerificationKind }) {
  const { submitDocument } = useSitterTrustActions();
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label = VERIFICATION_KIND_LABELS[kind];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The picker already refused a file of another type or over the limit (the API's own).
    if (!file) {
      setFailure(`Choose a photo or PDF of your ${label} first.`);
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await submitDocument(kind, file);
      setFile(null);
    } catch (cause) {
      setFailure(describeError(cause));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <FormField label={`${label} document`} error={failure ?? undefined} className="min-w-0 flex-1">
        <FilePicker
          accept={VERIFICATION_DOCUMENT_TYPES}
          maxBytes={MAX_VERIFICATION_DOCUMENT_BYTES}
          value={file}
          onSelect={(chosen) => {
            setFile(chosen);
            setFailure(null);
          }}
        />
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? 'Uploading…' : `Upload ${label.toLowerCase()}`}
      </Button>
    </form>
  );
}

/**
 * The sitter's verification documents on the dashboard: upload a photo ID and, optionally, a
 * National Police Check; the status of each, with the reason when one was not accepted.
 */
export function VerificationDocuments() {
  const { data, error, isLoading, mutate } = useMyVerifications();
  if (error && !data) {
    return (
      <ErrorState headingLevel={3} title="We couldn’t load your documents" message={describeError(error)} onRetry={() => void mutate()} />
    );
  }
  if (isLoading || !data) return <Skeleton className="h-32 w-full rounded-xl" />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Only you and Pawpal’s reviewers can see these documents. We delete each file {DEFAULT_VERIFICATION_RETENTION_DAYS} days after our
        decision and keep only the decision.
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {VERIFICATION_KINDS.map((kind) => {
          // The list is newest first: the first of a kind is its latest.
          const latest = data.find((verification) => verification.kind === kind);
          const status = documentStatus(latest);
          return (
            <li key={kind} className="flex flex-col gap-3 rounded-xl border border-border p-4" aria-label={VERIFICATION_KIND_LABELS[kind]}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{VERIFICATION_KIND_LABELS[kind]}</h3>
                <StatusBadge status={latest?.status ?? 'none'} tone={status.tone}>
                  {status.label}
                </StatusBadge>
              </div>
              <p className="text-sm text-muted-foreground">{ABOUT[kind]}</p>
              {status.detail ? <p className="text-sm text-foreground">{status.detail}</p> : null}
              {latest?.documentUrl ? (
                <a
                  href={latest.documentUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  View the document you sent
                </a>
              ) : null}
              {canSubmit(kind, latest) ? <DocumentUpload kind={kind} /> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

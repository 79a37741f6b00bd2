import {
  type AdminSitterReview,
  type CommunityRuleId,
  MAX_ADMIN_REASON_LENGTH,
  SITTER_REVIEW_STATUSES,
  type SitterReviewStatus,
  VERIFICATION_KIND_LABELS,
  paths,
} from '@pawpal/contract';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, StatusBadge, Textarea, UserAvatar } from '@pawpal/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { describeError } from '../data/mutation';
import { formatTrustDate, useAdminSitterReviews, useTrustAdminActions } from '../data/verifications';
import { keepFocusPlace, rememberFocusPlace } from '../shared/keep-focus';
import { QueueList } from './QueueList';
import { CHOOSE_A_RULE, RulePicker } from './RulePicker';

const SITTER_STATUS_LABELS: Record<SitterReviewStatus, string> = {
  pending_review: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** A row of buttons choosing a queue's status, each with its count (pressed = shown). */
export function QueueFilter<S extends string>({
  label,
  statuses,
  labels,
  counts,
  value,
  onChange,
}: {
  label: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  counts: Record<S, number> | undefined;
  value: S;
  onChange: (status: S) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {statuses.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={status === value ? 'default' : 'outline'}
          aria-pressed={status === value}
          onClick={() => onChange(status)}
        >
          {labels[status]}
          {counts ? ` (${counts[status]})` : ''}
        </Button>
      ))}
    </div>
  );
}

/**
 * "Reject" that opens a reason field (required, at most MAX_ADMIN_REASON_LENGTH) and the community
 * rule it names: the sitter reads both and may appeal.
 */
export function RejectForm({
  subject,
  onReject,
}: {
  subject: string;
  onReject: (reason: string, rule: CommunityRuleId) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [rule, setRule] = useState<CommunityRuleId | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Reject… and Cancel each give way to the other view: focus follows into the reason field, and
  // back to Reject… (docs/accessibility.md, "Focus"), instead of falling to <body>.
  const moveFocus = useRef(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (open ? reasonField : openButton).current?.focus();
  }, [open]);
  const toggle = (next: boolean) => {
    moveFocus.current = true;
    setOpen(next);
  };
  if (!open) {
    return (
      <Button ref={openButton} variant="outline" onClick={() => toggle(true)}>
        Reject…
      </Button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') {
      setError('Give a reason: the sitter reads it and fixes what you ask for');
      return;
    }
    if (trimmed.length > MAX_ADMIN_REASON_LENGTH) {
      setError(`Keep the reason to ${MAX_ADMIN_REASON_LENGTH} characters`);
      return;
    }
    if (rule === '') {
      setError(CHOOSE_A_RULE);
      return;
    }
    setBusy(true);
    setError(null);
    // The rejected card leaves its queue with the focused button: keep a keyboard user's place on
    // the next card, else on the queue's heading (shared/keep-focus.ts), never <body>.
    const place = rememberFocusPlace();
    try {
      await onReject(trimmed, rule);
      keepFocusPlace(place);
    } catch (cause) {
      setError(describeError(cause));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex w-full flex-col gap-3" aria-label={`Reject ${subject}`}>
      <FormField label="Reason" required error={error ?? undefined} description="The sitter sees this.">
        <Textarea
          ref={reasonField}
          rows={3}
          maxLength={MAX_ADMIN_REASON_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <RulePicker value={rule} onChange={setRule} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" busy={busy}>
          Reject
        </Button>
        <Button type="button" variant="ghost" onClick={() => toggle(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SitterReviewCard({ sitter }: { sitter: AdminSitterReview }) {
  const { approveSitter, rejectSitter } = useTrustAdminActions();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = `${sitter.firstName} ${sitter.lastName}`;
  const idApproved = sitter.verifications.some((verification) => verification.kind === 'id' && verification.status === 'approved');

  const approve = async () => {
    setBusy(true);
    setFailure(null);
    // The approved card leaves the queue with the focused button (shared/keep-focus.ts).
    const place = rememberFocusPlace();
    try {
      await approveSitter(sitter.id);
      keepFocusPlace(place);
    } catch (cause) {
      setFailure(describeError(cause));
      setBusy(false);
    }
  };

  return (
    // An article named like its heading: the row keep-focus finds again.
    <Card asChild>
      <article aria-label={name}>
        <CardHeader className="flex flex-row items-start gap-3">
          <UserAvatar src={sitter.avatarUrl} firstName={sitter.firstName} lastName={sitter.lastName} alt="" />
          <div className="flex min-w-0 flex-col gap-1">
            <CardTitle as="h3">{name}</CardTitle>
            <p className="break-all text-sm text-muted-foreground">{sitter.email}</p>
            <p className="text-sm text-muted-foreground">
              {sitter.suburb} {sitter.state}
              {sitter.submittedAt ? ` · submitted ${formatTrustDate(sitter.submittedAt)}` : ''}
            </p>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p className="font-medium">{sitter.headline}</p>
          <p className="line-clamp-4 whitespace-pre-line text-sm text-foreground">{sitter.about}</p>
          <p className="text-sm">
            <Link to={paths.sitter(sitter.id)} className="font-medium text-primary underline-offset-4 hover:underline">
              Open the profile page
            </Link>{' '}
            <span className="text-muted-foreground">
              ({sitter.photoUrls.length} {sitter.photoUrls.length === 1 ? 'photo' : 'photos'})
            </span>
          </p>
          <div className="flex flex-col gap-1">
            <h4 className="text-sm font-semibold">Documents</h4>
            {sitter.verifications.length === 0 ? (
              <p className="text-sm text-muted-foreground">None submitted yet.</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {sitter.verifications.map((verification) => (
                  <li key={verification.id} className="flex flex-wrap items-center gap-2">
                    <span>{VERIFICATION_KIND_LABELS[verification.kind]}</span>
                    <StatusBadge
                      status={verification.status}
                      tone={verification.status === 'approved' ? 'success' : verification.status === 'rejected' ? 'destructive' : 'warning'}
                    >
                      {verification.status}
                    </StatusBadge>
                    {verification.documentUrl ? (
                      <a
                        href={verification.documentUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        View
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {sitter.missing.length > 0 ? (
            <div className="flex flex-col gap-1">
              <h4 className="text-sm font-semibold">Still missing</h4>
              <ul className="list-disc pl-5 text-sm">
                {sitter.missing.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {sitter.status === 'rejected' && sitter.reason ? (
            <p className="rounded-lg bg-muted p-3 text-sm">
              <span className="font-semibold">Rejected: </span>
              {sitter.reason}
            </p>
          ) : null}
          {sitter.status === 'pending_review' ? (
            <div className="flex flex-wrap items-start gap-2">
              <Button
                onClick={() => void approve()}
                busy={busy}
                disabled={!idApproved}
                aria-describedby={idApproved ? undefined : `needs-id-${sitter.id}`}
              >
                Approve and list
              </Button>
              <RejectForm subject={name} onReject={(reason, rule) => rejectSitter(sitter.id, { reason, rule })} />
              {idApproved ? null : (
                <p id={`needs-id-${sitter.id}`} className="w-full text-sm text-muted-foreground">
                  Approve their photo ID in the Verifications tab first.
                </p>
              )}
            </div>
          ) : null}
          {failure ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {failure}
            </p>
          ) : null}
        </CardContent>
      </article>
    </Card>
  );
}

/** The admin's sitter review queue (docs/trust.md): pending profiles first come, first served; approve or reject with a reason. */
export function SitterReviewQueue() {
  const [status, setStatus] = useState<SitterReviewStatus>('pending_review');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminSitterReviews(status, page);
  return (
    <section aria-labelledby="sitter-review-heading" className="flex flex-col gap-4">
      <h2 id="sitter-review-heading" className="text-xl font-semibold">
        Sitters waiting for review
      </h2>
      <p className="text-sm text-muted-foreground">
        A sitter is listed only after you approve them, and only once a person has approved their photo ID.
      </p>
      <QueueFilter
        label="Review status"
        statuses={SITTER_REVIEW_STATUSES}
        labels={SITTER_STATUS_LABELS}
        counts={data?.counts}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      <QueueList
        query={{ data, error, isLoading, mutate }}
        errorMessage="We couldn’t load the sitter queue."
        emptyMessage="No sitters here."
        renderItem={(sitter) => <SitterReviewCard sitter={sitter} />}
        onPageChange={setPage}
      />
    </section>
  );
}

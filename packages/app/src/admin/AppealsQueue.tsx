import {
  APPEAL_DECISION_DAYS,
  APPEAL_REASON_MAX_LENGTH,
  APPEAL_STATUSES,
  type AdminAppeal,
  type AppealOutcome,
  type AppealStatus,
} from '@pawpal/contract';
import { Button, Card, FormField, StatusBadge, Textarea } from '@pawpal/ui';
import { useState } from 'react';
import {
  APPEAL_STATUS_LABELS,
  formatAppealDay,
  formatDeadlineDay,
  useAdminAppeals,
  useAppealMetrics,
  useDecideAppeal,
} from '../data/appeals';
import { describeError } from '../data/mutation';
import { QueueList } from './QueueList';

/**
 * The admins' appeal queue (docs/appeals.md): open appeals by their deadline (APPEAL_DECISION_DAYS
 * business days), with the decision, its rule and the first decider; an admin other than the
 * decider upholds or overturns it with a reason (the server refuses the decider).
 */
export function AppealsQueue() {
  const [status, setStatus] = useState<AppealStatus>('open');
  const [page, setPage] = useState(1);
  const query = useAdminAppeals(status, page);
  return (
    <div className="flex flex-col gap-4">
      <Metrics />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Appeal status">
        {APPEAL_STATUSES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === status ? 'default' : 'outline'}
            aria-pressed={value === status}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {APPEAL_STATUS_LABELS[value]}
          </Button>
        ))}
      </div>
      <QueueList
        query={query}
        errorMessage="We couldn’t load the appeals"
        emptyMessage="No appeals here."
        onPageChange={setPage}
        renderItem={(appeal: AdminAppeal) => <AppealCard appeal={appeal} />}
      />
    </div>
  );
}

function Metrics() {
  const { data } = useAppealMetrics();
  if (!data) return null;
  const rate = data.overturnRate === null ? '—' : `${Math.round(data.overturnRate * 100)} %`;
  const median = data.medianDecisionHours === null ? '—' : `${data.medianDecisionHours} h`;
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" aria-label="Appeal metrics">
      {[
        ['Open', String(data.open)],
        ['Overdue', String(data.overdue)],
        ['Overturn rate', rate],
        ['Median decision time', median],
      ].map(([label, value]) => (
        <div key={label} className="rounded-lg bg-muted p-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AppealCard({ appeal }: { appeal: AdminAppeal }) {
  return (
    <Card className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {appeal.member.name} — {appeal.decision.rule.title}
        </h3>
        <StatusBadge status={appeal.status} tone={appeal.overdue ? 'destructive' : appeal.status === 'open' ? 'warning' : 'secondary'}>
          {appeal.overdue ? 'Overdue' : APPEAL_STATUS_LABELS[appeal.status]}
        </StatusBadge>
      </div>
      <p className="text-sm">{appeal.decision.summary}</p>
      <p className="text-sm text-muted-foreground">
        Decided by {appeal.decision.decidedBy.name} on {formatAppealDay(appeal.decision.decidedAt)}: {appeal.decision.reason}
      </p>
      <blockquote className="border-l-2 border-border pl-3 text-sm">{appeal.statement}</blockquote>
      {appeal.photoUrls.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Photos">
          {appeal.photoUrls.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt="Photo sent with the appeal" className="size-20 rounded object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Submitted {formatAppealDay(appeal.submittedAt)}; decide by the end of {formatDeadlineDay(appeal.decideBy)} ({APPEAL_DECISION_DAYS}{' '}
        business days)
      </p>
      {appeal.status === 'open' ? (
        <DecideForm appeal={appeal} />
      ) : (
        <p className="text-sm">
          {APPEAL_STATUS_LABELS[appeal.status]} by {appeal.decidedBy?.name}: {appeal.reason}
        </p>
      )}
    </Card>
  );
}

function DecideForm({ appeal }: { appeal: AdminAppeal }) {
  const decide = useDecideAppeal();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (outcome: AppealOutcome) => {
    if (reason.trim() === '') {
      setError('Give a reason: the member reads it.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await decide(appeal.id, { outcome, reason: reason.trim() });
    } catch (caught) {
      setError(describeError(caught, 'We couldn’t save that. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-label={`Decide the appeal of ${appeal.member.name}`}
      className="flex flex-col gap-2 border-t border-border pt-3"
    >
      <FormField label="Reason" required error={error ?? undefined} description="The member reads this.">
        <Textarea rows={2} maxLength={APPEAL_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={busy} onClick={() => void submit('overturned')}>
          Overturn
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void submit('upheld')}>
          Uphold
        </Button>
      </div>
    </form>
  );
}

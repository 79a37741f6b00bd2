import {
  type CommunityRuleId,
  MAX_ADMIN_REASON_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_STATUSES,
  type AdminReport,
  type ReportStatus,
} from '@pawpal/contract';
import {
  Button,
  Card,
  ErrorState,
  FormField,
  Label,
  Pagination,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  StatusBadge,
  Textarea,
} from '@pawpal/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { describeError } from '../data/mutation';
import { CHOOSE_A_RULE, RulePicker } from './RulePicker';
import { useAdminReports, useReportActions } from '../data/reports';

const TIME = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' };
const TARGET_LABELS: Record<AdminReport['targetType'], string> = {
  sitter: 'Sitter profile',
  user: 'User',
  message: 'Message',
  review: 'Review',
};

/** The reports queue: open reports oldest first with what was reported; resolve or dismiss each with a note (the reporter is told). */
export function ReportsQueue() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminReports(status, page);
  return (
    <section aria-labelledby="reports-queue-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="reports-queue-heading" className="text-xl font-semibold">
          Reports
        </h2>
        <div className="flex flex-col gap-1">
          <Label htmlFor="reports-status">Show</Label>
          <Select
            value={status}
            onValueChange={(value) => {
              setStatus(value as ReportStatus);
              setPage(1);
            }}
          >
            <SelectTrigger id="reports-status" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {REPORT_STATUSES.map((value) => (
                <SelectItem key={value} value={value}>
                  {STATUS_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {error ? (
        <ErrorState message="We couldn’t load the reports." onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton className="h-24 w-full" />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {status === 'open' ? 'No open reports. Nice.' : `No ${STATUS_LABELS[status].toLowerCase()} reports.`}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{data.total === 1 ? '1 report' : `${data.total} reports`}</p>
          <ul className="flex flex-col gap-3">
            {data.items.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
          <Pagination page={data.page} pageCount={Math.ceil(data.total / data.pageSize)} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  return (
    <Card padding="sm" className="flex flex-col gap-3 px-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge
          status={report.status}
          tone={report.status === 'open' ? 'warning' : report.status === 'resolved' ? 'success' : 'secondary'}
        >
          {STATUS_LABELS[report.status]}
        </StatusBadge>
        <span className="text-sm font-medium">{TARGET_LABELS[report.targetType]}</span>
        <span className="text-sm text-muted-foreground">{TIME.format(new Date(report.createdAt))}</span>
      </div>
      <div className="flex flex-col gap-1">
        <p className="font-medium">
          {report.target.link ? (
            <Link to={report.target.link} className="underline underline-offset-2">
              {report.target.label}
            </Link>
          ) : (
            report.target.label
          )}
        </p>
        {report.target.excerpt ? (
          <blockquote className="border-l-2 border-border pl-3 text-sm break-words text-muted-foreground">
            {report.target.excerpt}
          </blockquote>
        ) : null}
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">Reason</dt>
        <dd>{REPORT_REASON_LABELS[report.reason]}</dd>
        <dt className="text-muted-foreground">Reported by</dt>
        <dd>{report.reporter.name}</dd>
        {report.details ? (
          <>
            <dt className="text-muted-foreground">Details</dt>
            <dd className="whitespace-pre-line break-words">{report.details}</dd>
          </>
        ) : null}
        {report.note ? (
          <>
            <dt className="text-muted-foreground">Note</dt>
            <dd className="whitespace-pre-line break-words">
              {report.note}
              {report.handledBy ? ` — ${report.handledBy.name}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {report.status === 'open' ? <HandleForm report={report} /> : null}
    </Card>
  );
}

/** Resolve (upheld against the reported member, naming a community rule) or dismiss (nothing to do), with a note for the audit log. */
function HandleForm({ report }: { report: AdminReport }) {
  const { handle } = useReportActions();
  const [note, setNote] = useState('');
  const [rule, setRule] = useState<CommunityRuleId | ''>('');
  const [ruleError, setRuleError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (outcome: 'resolve' | 'dismiss') => {
    if (note.trim() === '') {
      setError('Write a note on what was done.');
      return;
    }
    if (outcome === 'resolve' && rule === '') {
      setRuleError(CHOOSE_A_RULE);
      return;
    }
    setRuleError(undefined);
    setPending(true);
    try {
      await handle(report.id, outcome, note.trim(), rule === '' ? undefined : rule);
    } catch (caught) {
      setError(describeError(caught, 'We couldn’t save that. Please try again.'));
      setPending(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submit('resolve');
      }}
      className="flex flex-col gap-2 border-t border-border pt-3"
      aria-label={`Handle report about ${report.target.label}`}
    >
      <FormField
        label="Note"
        required
        description="Saved in the audit log. The reporter is told the report was handled, not your note."
        error={error ?? undefined}
      >
        <Textarea
          rows={2}
          maxLength={MAX_ADMIN_REASON_LENGTH}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      <RulePicker value={rule} onChange={setRule} error={ruleError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          Resolve
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => void submit('dismiss')}>
          Dismiss
        </Button>
      </div>
    </form>
  );
}

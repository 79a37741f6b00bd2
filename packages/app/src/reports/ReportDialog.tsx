import {
  API_LOGIN_PATH,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@pawpal/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Label,
  RadioGroup,
  RadioGroupItem,
  Textarea,
} from '@pawpal/ui';
import { CircleCheck } from 'lucide-react';
import { useReturnFocus } from '../shared/return-focus';
import { useId, useState, type FormEvent } from 'react';
import { useAuth } from '../data/auth';
import { describeError } from '../data/mutation';
import { useReportActions } from '../data/reports';
import { REPORT_TARGET_NAMES } from './report-targets';

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: string;
  /** The stay the report is about (the reporter's own booking; `targetId` is the other person on it), sent as `bookingId`. */
  bookingId?: string;
  /** With `bookingId`: what the report means for the stay, e.g. that the sitter's payout waits. */
  stayNote?: string;
}

/** The report form (ReportMenu, ReportStayButton): a reason from REPORT_REASONS and optional details (loaded on demand). */
export default function ReportDialog({ open, onOpenChange: setOpen, targetType, targetId, bookingId, stayNote }: ReportDialogProps) {
  // It opens from a button or a menu, not a Radix trigger of its own.
  const returnFocus = useReturnFocus();
  const { user } = useAuth();
  const { report } = useReportActions();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<{ reason?: string; form?: string }>({});
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const title = bookingId ? 'Report a problem with this stay' : `Report this ${REPORT_TARGET_NAMES[targetType]}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason === '') {
      setError({ reason: 'Choose what is wrong.' });
      return;
    }
    setPending(true);
    try {
      await report({ targetType, targetId, reason, details: details.trim(), bookingId });
      setSent(true);
    } catch (caught) {
      setError({ form: describeError(caught, 'We couldn’t send your report. Please try again.') });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent {...returnFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Pawpal’s team reviews every report. The person you report is not told who reported them.</DialogDescription>
          {bookingId && stayNote ? <p className="text-sm font-medium">{stayNote}</p> : null}
        </DialogHeader>
        {!user ? (
          <div className="flex flex-col items-start gap-3">
            <p>Sign in to report something to Pawpal.</p>
            <Button asChild>
              <a href={API_LOGIN_PATH}>Sign in</a>
            </Button>
          </div>
        ) : sent ? (
          <div role="status" className="flex flex-col items-start gap-3">
            <p className="flex items-center gap-2 font-medium">
              <CircleCheck aria-hidden="true" className="size-5 text-primary" />
              Thanks, your report was sent. We’ll let you know when we have looked into it.
            </p>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Close
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={title}>
            <FormField label="What is wrong?" group required error={error.reason}>
              {(control) => (
                <RadioGroup
                  {...control}
                  value={reason}
                  onValueChange={(value) => {
                    setReason(value as ReportReason);
                    setError({});
                  }}
                  className="flex flex-col gap-2"
                >
                  {REPORT_REASONS.map((value) => (
                    <div key={value} className="flex items-center gap-2">
                      <RadioGroupItem id={`${id}-${value}`} value={value} />
                      <Label htmlFor={`${id}-${value}`}>{REPORT_REASON_LABELS[value]}</Label>
                    </div>
                  ))}
                </RadioGroup>
              )}
            </FormField>
            <FormField label="Details (optional)" description="What happened, and when. Please don’t include card numbers or passwords.">
              <Textarea
                rows={4}
                maxLength={REPORT_DETAILS_MAX_LENGTH}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
              />
            </FormField>
            {error.form ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error.form}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                Send report
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

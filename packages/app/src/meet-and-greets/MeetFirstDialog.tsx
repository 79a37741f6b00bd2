import { MEET_AND_GREET_MAX_DAYS_AHEAD, MEET_AND_GREET_MESSAGE_MAX_LENGTH, MEET_AND_GREET_PROPOSED_TIMES, paths } from '@pawpal/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Textarea,
} from '@pawpal/ui';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMeetAndGreetWrites } from '../data/meet-and-greets';
import { useReturnFocus } from '../shared/return-focus';
import { describeError } from '../data/mutation';

const SLOTS = Array.from({ length: MEET_AND_GREET_PROPOSED_TIMES }, (_, index) => index);

export interface MeetFirstDialogProps {
  sitterId: string;
  firstName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Meet first" on a sitter's page: the owner proposes three times (in their own time zone, as the
 * browser reads them) and writes a message; the sitter picks one or declines
 * (docs/bookings.md#meet-and-greets). Loaded when the button is first pressed (MeetFirstButton).
 */
export default function MeetFirstDialog({ sitterId, firstName, open, onOpenChange }: MeetFirstDialogProps) {
  // Opened from MeetFirstButton, not a Radix trigger: focus goes back to that button.
  const returnFocus = useReturnFocus();
  const writes = useMeetAndGreetWrites();
  const formId = useId();
  const [times, setTimes] = useState<string[]>(SLOTS.map(() => ''));
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (times.some((time) => time === '')) {
      setError(`Propose ${MEET_AND_GREET_PROPOSED_TIMES} times`);
      return;
    }
    setPending(true);
    try {
      await writes.create({ sitterId, proposedTimes: times.map((time) => new Date(time).toISOString()), message });
      setSent(true);
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setSent(false);
      }}
    >
      <DialogContent {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Meet {firstName} first</DialogTitle>
          <DialogDescription>
            A free meet-and-greet with your pets before you book. Propose {MEET_AND_GREET_PROPOSED_TIMES} times within the next{' '}
            {MEET_AND_GREET_MAX_DAYS_AHEAD} days; {firstName} picks one.
          </DialogDescription>
        </DialogHeader>
        {sent ? (
          <div className="flex flex-col gap-3">
            <p role="status" className="font-medium">
              Request sent. {firstName} will choose a time or let you know.
            </p>
            <Button asChild variant="outline">
              <Link to={paths.bookings()}>See it in your bookings</Link>
            </Button>
          </div>
        ) : (
          <form id={formId} className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
            {SLOTS.map((slot) => (
              <div key={slot} className="flex flex-col gap-1.5">
                <Label htmlFor={`${formId}-time-${slot}`}>Time {slot + 1}</Label>
                <Input
                  id={`${formId}-time-${slot}`}
                  type="datetime-local"
                  required
                  value={times[slot]}
                  onChange={(event) => setTimes((current) => current.map((value, index) => (index === slot ? event.target.value : value)))}
                />
              </div>
            ))}
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${formId}-message`}>Message</Label>
              <Textarea
                id={`${formId}-message`}
                required
                maxLength={MEET_AND_GREET_MESSAGE_MAX_LENGTH}
                placeholder="Say a little about your pets"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            </div>
            {error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="submit" disabled={pending}>
                Send request
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { DECLINE_REASONS, DECLINE_REASON_LABELS, type BookingSummary, type DeclineReason } from '@pawpal/contract';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  RadioGroup,
  RadioGroupItem,
} from '@pawpal/ui';
import { useState } from 'react';

/** Confirms declining a request, with an optional reason from the contract's list that the owner is shown. */
export function DeclineDialog({
  booking,
  open,
  onOpenChange,
  onConfirm,
  pending,
  error,
}: {
  booking: BookingSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: DeclineReason | undefined) => void;
  pending: boolean;
  error: string | null;
}) {
  const [reason, setReason] = useState<DeclineReason | ''>('');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline {booking.owner.firstName}’s request?</DialogTitle>
          <DialogDescription>Declining can’t be undone. {booking.owner.firstName} sees the reason you choose.</DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Reason (optional)</legend>
          <RadioGroup value={reason} onValueChange={(value) => setReason(value as DeclineReason)} className="flex flex-col gap-2">
            {DECLINE_REASONS.map((code) => (
              <div key={code} className="flex items-center gap-3">
                <RadioGroupItem id={`decline-${booking.id}-${code}`} value={code} />
                <Label htmlFor={`decline-${booking.id}-${code}`} className="font-normal">
                  {DECLINE_REASON_LABELS[code]}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep request
          </Button>
          <Button variant="destructive" onClick={() => onConfirm(reason || undefined)} disabled={pending}>
            Decline request
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

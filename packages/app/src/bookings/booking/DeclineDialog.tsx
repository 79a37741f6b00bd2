import { DECLINE_REASONS, DECLINE_REASON_LABELS, type BookingSummary, type DeclineReason } from '@pawpal/contract';
import { Label, RadioGroup, RadioGroupItem } from '@pawpal/ui';
import { useState } from 'react';
import { ConfirmActionDialog } from './ConfirmActionDialog';

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
    <ConfirmActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Decline ${booking.owner.firstName}’s request?`}
      description={`Declining can’t be undone. ${booking.owner.firstName} sees the reason you choose.`}
      error={error}
      keepLabel="Keep request"
      confirmLabel="Decline request"
      onConfirm={() => onConfirm(reason || undefined)}
      confirmDisabled={pending}
    >
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
    </ConfirmActionDialog>
  );
}

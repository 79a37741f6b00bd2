import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@pawpal/ui';
import { type ReactNode } from 'react';

/**
 * The question before a booking action that can't be undone (cancel, decline): a title, what it
 * means, the action's own content, the API's error, and "keep" or the destructive action.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  error,
  keepLabel,
  confirmLabel,
  onConfirm,
  confirmDisabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children?: ReactNode;
  error: string | null;
  keepLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  confirmDisabled: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {keepLabel}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

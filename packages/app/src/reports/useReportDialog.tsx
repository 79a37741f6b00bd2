import { lazy, Suspense, useState } from 'react';
import type { ReportDialogProps } from './ReportDialog';

// The report form (Radix Dialog, radio group, text area) loads when someone chooses to report:
// the profile, the reviews, the chat and the booking page pay only for the button or menu.
const ReportDialog = lazy(() => import('./ReportDialog'));

/**
 * The report dialog for one target, loaded on demand: `show` opens it, `dialog` is the element to
 * render (nothing until first shown). Each opening starts a fresh form (the dialog is remounted).
 */
export function useReportDialog(props: Omit<ReportDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const show = () => {
    setOpened((count) => count + 1);
    setOpen(true);
  };
  const dialog =
    opened > 0 ? (
      <Suspense fallback={null}>
        <ReportDialog key={opened} open={open} onOpenChange={setOpen} {...props} />
      </Suspense>
    ) : null;
  return { show, dialog };
}

import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@pawpal/ui';
import type { ReactNode } from 'react';

/** The phone's filters sheet (loaded when first opened: the dialog code stays out of the first visit). */
export default function FiltersSheet({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Sheet open onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="left" className="w-full overflow-y-auto sm:max-w-sm">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Dropdowns apply at once; Search applies the place and prices.</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-4">{children}</div>
      </SheetContent>
    </Sheet>
  );
}

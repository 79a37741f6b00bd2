import * as React from 'react';
import { cn } from '../lib/cn';

/** A data table (bookings, payouts) in a horizontally scrollable frame. */
export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="pp:relative pp:w-full pp:overflow-x-auto">
      <table data-slot="table" className={cn('pp:w-full pp:caption-bottom pp:text-sm', className)} {...props} />
    </div>
  );
}

/** The header row group. */
export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('pp:[&_tr]:border-b', className)} {...props} />;
}

/** The body row group. */
export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('pp:[&_tr:last-child]:border-0', className)} {...props} />;
}

/** A footer row group, e.g. totals. */
export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('pp:border-t pp:bg-muted/50 pp:font-medium pp:[&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

/** A row; set `data-state="selected"` to highlight it. */
export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('pp:border-b pp:border-border pp:transition-colors pp:hover:bg-muted/50 pp:data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

/** A column (or row) header cell; scope defaults to "col". */
export function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn('pp:h-10 pp:px-3 pp:text-left pp:align-middle pp:font-medium pp:whitespace-nowrap pp:text-muted-foreground', className)}
      {...props}
    />
  );
}

/** A data cell. */
export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('pp:p-3 pp:align-middle', className)} {...props} />;
}

/** The table's caption: its accessible name. */
export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('pp:mt-4 pp:text-sm pp:text-muted-foreground', className)} {...props} />;
}

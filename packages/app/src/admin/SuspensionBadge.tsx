import { type Suspension } from '@pawpal/contract';
import { StatusBadge } from '@pawpal/ui';

/** "3 March 2027" (the browser's zone). */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** "Suspended" / "Suspended until 3 March 2027"; nothing for an account in good standing. */
export function SuspensionBadge({ suspension }: { suspension: Suspension | null }) {
  if (!suspension) return null;
  return (
    <StatusBadge status="suspended" tone="destructive">
      {suspension.until ? `Suspended until ${formatDay(suspension.until)}` : 'Suspended'}
    </StatusBadge>
  );
}

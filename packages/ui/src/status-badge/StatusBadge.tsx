import type * as React from 'react';
import { Badge, type BadgeVariant } from '../badge';

export interface StatusBadgeProps extends React.ComponentProps<'span'> {
  /** The status as data (e.g. "in_progress"), exposed as `data-status` for styles and tests. */
  status: string;
  /** The badge colour of this status. */
  tone: BadgeVariant;
  /** What a person reads, e.g. "In progress". */
  children: React.ReactNode;
}

/**
 * A status as a coloured badge: the app maps its own statuses to a tone and a label
 * (`<StatusBadge status="paid" tone="teal">Paid</StatusBadge>`); the design system knows none.
 */
export function StatusBadge({ status, tone, children, ...props }: StatusBadgeProps) {
  return (
    <Badge data-status={status} variant={tone} {...props}>
      {children}
    </Badge>
  );
}

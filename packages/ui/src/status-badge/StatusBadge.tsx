import type * as React from 'react';
import { Badge, type BadgeVariant } from '../badge';
import { BOOKING_STATUSES, type BookingStatus } from '../constants';

/** What a person reads for each booking status. */
export const BOOKING_STATUS_LABELS = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  paid: 'Paid',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const satisfies Record<BookingStatus, string>;

/**
 * The badge colour of each booking status: waiting states warm, active states cool,
 * the happy end green, dead ends red or neutral.
 */
export const BOOKING_STATUS_BADGE_VARIANTS = {
  requested: 'warning',
  accepted: 'info',
  declined: 'destructive',
  expired: 'secondary',
  paid: 'teal',
  in_progress: 'indigo',
  completed: 'success',
  cancelled: 'outline',
} as const satisfies Record<BookingStatus, BadgeVariant>;

export interface StatusBadgeProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  status: BookingStatus;
}

/** A booking's status as a coloured badge with its human label ("In progress"). */
export function StatusBadge({ status, className, ...props }: StatusBadgeProps) {
  return (
    <Badge
      data-status={status}
      variant={BOOKING_STATUS_BADGE_VARIANTS[status]}
      className={className}
      {...props}
    >
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Narrows an unknown string (e.g. from the API) to a booking status. */
export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

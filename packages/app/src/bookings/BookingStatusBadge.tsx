import type { BookingStatus } from '@pawpal/contract';
import { StatusBadge, type BadgeVariant, type StatusBadgeProps } from '@pawpal/ui';

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
export const BOOKING_STATUS_TONES = {
  requested: 'warning',
  accepted: 'info',
  declined: 'destructive',
  expired: 'secondary',
  paid: 'teal',
  in_progress: 'indigo',
  completed: 'success',
  cancelled: 'outline',
} as const satisfies Record<BookingStatus, BadgeVariant>;

export interface BookingStatusBadgeProps extends Omit<StatusBadgeProps, 'status' | 'tone' | 'children'> {
  status: BookingStatus;
}

/** A booking's status as a coloured badge with its human label ("In progress"). */
export function BookingStatusBadge({ status, ...props }: BookingStatusBadgeProps) {
  return (
    <StatusBadge status={status} tone={BOOKING_STATUS_TONES[status]} {...props}>
      {BOOKING_STATUS_LABELS[status]}
    </StatusBadge>
  );
}

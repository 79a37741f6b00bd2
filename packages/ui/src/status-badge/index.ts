export {
  StatusBadge, BOOKING_STATUS_LABELS, BOOKING_STATUS_BADGE_VARIANTS, isBookingStatus, type StatusBadgeProps,
} from './StatusBadge';

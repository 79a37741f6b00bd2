import { type CancellationPolicy } from '../../money/money.constants.js';
import { type ServiceType } from '../../sitters/sitters.constants.js';
import { type BookingStatus } from '../booking-states.js';

/** POST /api/bookings/quote, and the price of a booking. */
export interface QuoteResponse {
  service: ServiceType;
  units: number;
  /** The unit, singular or plural to match `units`: night(s), day(s), visit(s), walk(s). */
  unitLabel: string;
  unitPriceCents: number;
  subtotalCents: number;
  bookingFeeCents: number;
  bookingFeeGstCents: number;
  totalCents: number;
  cancellationPolicy: CancellationPolicy;
  cancellationSummary: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

export type BookingAction = 'accept' | 'decline' | 'cancel' | 'pay' | 'complete' | 'review' | 'message';
export type ViewerRole = 'owner' | 'sitter' | 'admin';

export interface PersonSummary {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

export interface BookingSummaryResponse {
  id: string;
  status: BookingStatus;
  service: ServiceType;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  totalCents: number;
  petNames: string[];
  owner: PersonSummary;
  sitter: PersonSummary & { userId: string; suburb: string | null };
  viewerRole: ViewerRole;
  /** What the viewer may do now, computed from the transition table (the same list as the full booking's). */
  actions: BookingAction[];
}

export interface BookingResponse extends BookingSummaryResponse {
  pets: { id: string; name: string; species: string }[];
  message: string | null;
  /** The frozen price; commission and payout only for the sitter and admins. */
  price: QuoteResponse & { commissionCents?: number; commissionGstCents?: number; sitterPayoutCents?: number };
  respondBy?: string;
  payBy?: string;
  refund?: { refundCents: number; reason: string };
  createdAt: string;
}

/** GET /api/bookings/{id}/cancellation: what cancelling now would refund. */
export interface CancellationPreviewResponse {
  refundCents: number;
  /** Share of the amount paid that comes back (0 when nothing has been paid yet). */
  fraction: number;
  /** cancelled_by_sitter | before_cutoff | after_cutoff | not_paid */
  reason: string;
  fullRefundUntil: string;
}

export interface ReviewResponse {
  id: string;
  bookingId: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export interface SitterSummaryResponse {
  pendingCount: number;
  upcoming: BookingSummaryResponse[];
  earningsThisMonthCents: number;
}

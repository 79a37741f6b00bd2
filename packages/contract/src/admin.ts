import { type ListPage } from './audit.js';
import { type BookingStatus } from './bookings.js';
import { query, segment } from './paths.js';
import { type ReportReason, type ReportStatus, type ReportTargetType } from './reports.js';
import { type ServiceType } from './sitters.js';
import { type SitterReviewStatus, type VerificationKind, type VerificationStatus } from './verification.js';

/*
 * The admin console: queue counts, users (search, a user's page, suspend, reinstate),
 * bookings (find, cancel with a refund) and the audit log. Every /api/admin/* call answers 401
 * signed out and 403 to anyone but an admin. docs/admin-console.md describes the screens.
 */

/** Longest `q` of the admin searches (users, bookings), characters. */
export const MAX_ADMIN_SEARCH_LENGTH = 100;

/** GET /api/admin/summary: how much waits in each queue. */
export interface AdminSummary {
  /** Sitter profiles with review_status pending_review. */
  sittersPendingReview: number;
  /** Verification documents waiting for a decision. */
  pendingVerifications: number;
  /** Reports with status open. */
  openReports: number;
}

/** An account's suspension in force (null in AdminUser when none is). */
export interface Suspension {
  suspendedAt: string;
  reason: string;
  /** When it ends by itself (ISO 8601), or null: until an admin reinstates the account. */
  until: string | null;
}

/** A row of GET /api/admin/users. */
export interface AdminUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  isSitter: boolean;
  createdAt: string;
  suspension: Suspension | null;
}

/** A booking as the admin console lists it (GET /api/admin/bookings, a user's page). */
export interface AdminBooking {
  id: string;
  status: BookingStatus;
  service: ServiceType;
  startsAt: string;
  endsAt: string;
  totalCents: number;
  /** What the owner has paid and not had back: the most a refund can be (0 unless paid or completed). */
  refundableCents: number;
  owner: { id: string; name: string; email: string };
  sitter: { id: string; name: string; email: string };
  createdAt: string;
}

/** A report by or about the user, on their admin page. */
export interface AdminUserReport {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  status: ReportStatus;
  createdAt: string;
}

/** A verification document of the user (a sitter), on their admin page. */
export interface AdminUserVerification {
  id: string;
  kind: VerificationKind;
  status: VerificationStatus;
  submittedAt: string;
  decidedAt: string | null;
}

/** GET /api/admin/users/{id}: a user's page. Lists are the latest ADMIN_USER_PAGE_LIMIT of each. */
export interface AdminUserDetail extends AdminUser {
  phone: string | null;
  /** The sitter profile's review status, or null for someone who is not a sitter. */
  sitterReviewStatus: SitterReviewStatus | null;
  bookings: AdminBooking[];
  /** Reports about this user (as a user or as a sitter). */
  reportsAgainst: AdminUserReport[];
  /** Reports this user made. */
  reportsBy: AdminUserReport[];
  verifications: AdminUserVerification[];
}

/** How many bookings, reports and verifications a user's admin page shows (newest first). */
export const ADMIN_USER_PAGE_LIMIT = 20;

/** POST /api/admin/users/{id}/suspend body. `until` (ISO 8601) must be in the future; left out: until reinstated. */
export interface SuspendUserInput {
  reason: string;
  until?: string;
}

/** POST /api/admin/users/{id}/reinstate body (the reason is optional, kept in the audit log). */
export interface ReinstateUserInput {
  reason?: string;
}

/** Refund choices when an admin cancels a booking. */
export const ADMIN_REFUND_KINDS = ['full', 'partial', 'none'] as const;
/** One of ADMIN_REFUND_KINDS. */
export type AdminRefundKind = (typeof ADMIN_REFUND_KINDS)[number];

/**
 * POST /api/admin/bookings/{id}/cancel body. `refund`: `full` (everything paid), `partial`
 * (`refundCents`, 1 to what was paid) or `none`; default `full`. Only a paid booking has anything
 * to refund: for any other, `none` or `full` (which then refunds nothing).
 */
export interface AdminCancelBookingInput {
  reason: string;
  refund?: AdminRefundKind;
  refundCents?: number;
}

/**
 * POST /api/admin/bookings/{id}/refund body: refund part or all of a completed stay.
 * The owner is refunded through the payment provider; the sitter's share comes out of their
 * payout if it is still to come, or out of their next payouts if it was already paid.
 */
export interface AdminRefundBookingInput {
  /** 1 to what was paid less what was already refunded. */
  amountCents: number;
  reason: string;
}

/** Notice kinds (GET /api/notices) the admin console's actions send. */
export const ADMIN_NOTICE_KINDS = Object.freeze({
  /** To the owner and the sitter of a booking an admin cancelled. */
  bookingCancelled: 'booking_cancelled_by_admin',
  /** To the owner and the sitter of a completed stay an admin refunded. */
  bookingRefunded: 'booking_refunded_by_admin',
} as const);

/** GET /api/admin/users, /bookings and /audit-log paging (1-based page; pageSize up to MAX_ADMIN_PAGE_SIZE). */
export interface AdminListQuery {
  q?: string;
  page?: number;
  pageSize?: number;
}

/** GET /api/admin/audit-log query. */
export interface AuditLogQuery {
  page?: number;
  pageSize?: number;
  targetType?: string;
  targetId?: string;
}

export type AdminUserList = ListPage<AdminUser>;
export type AdminBookingList = ListPage<AdminBooking>;

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = query(params);
  return search ? `${path}?${search}` : path;
}

/** The admin console's API URLs. */
export const adminApiPaths = Object.freeze({
  /** GET: queue counts. */
  summary: () => '/api/admin/summary',
  /** GET: users by name or email. */
  users: (filter: AdminListQuery = {}) => withQuery('/api/admin/users', { ...filter }),
  /** GET: a user's page. */
  user: (userId: string) => `/api/admin/users/${segment(userId)}`,
  /** POST: suspend (SuspendUserInput). */
  suspendUser: (userId: string) => `/api/admin/users/${segment(userId)}/suspend`,
  /** POST: lift the suspension (ReinstateUserInput). */
  reinstateUser: (userId: string) => `/api/admin/users/${segment(userId)}/reinstate`,
  /** GET: bookings by id, owner or sitter. */
  bookings: (filter: AdminListQuery = {}) => withQuery('/api/admin/bookings', { ...filter }),
  /** POST: cancel with a refund (AdminCancelBookingInput). */
  cancelBooking: (bookingId: string) => `/api/admin/bookings/${segment(bookingId)}/cancel`,
  /** POST: refund a completed stay (AdminRefundBookingInput). */
  refundBooking: (bookingId: string) => `/api/admin/bookings/${segment(bookingId)}/refund`,
  /** GET: the audit log, newest first. */
  auditLog: (filter: AuditLogQuery = {}) => withQuery('/api/admin/audit-log', { ...filter }),
});

import { HttpStatus, Injectable } from '@nestjs/common';
import {
  type AdminBooking,
  type AdminBookingList,
  type AdminSummary,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserReport,
  type AdminUserVerification,
  ADMIN_USER_PAGE_LIMIT,
  type BookingStatus,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
  type ServiceType,
  type SitterReviewStatus,
  type VerificationKind,
  type VerificationStatus,
} from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { isUuid } from '../platform/validation/uuid.js';
import { suspensionOf } from '../users/suspension.js';
import { AdminActionError } from './admin.errors.js';

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  is_admin: boolean;
  is_sitter: boolean;
  created_at: Date;
  suspended_at: Date | null;
  suspension_reason: string | null;
  suspended_until: Date | null;
}

interface BookingRow {
  id: string;
  status: BookingStatus;
  service: ServiceType;
  starts_at: Date;
  ends_at: Date;
  total_cents: number;
  /** Refunds issued or on their way (not failed). */
  refunded_cents: number;
  created_at: Date;
  owner_id: string;
  owner_name: string;
  owner_email: string;
  sitter_id: string;
  sitter_name: string;
  sitter_email: string;
}

const USER_COLUMNS = `u.id, u.first_name, u.last_name, u.email, u.phone, u.is_admin, (sp.user_id IS NOT NULL) AS is_sitter, u.created_at,
  u.suspended_at, u.suspension_reason, u.suspended_until`;

const BOOKING_SELECT = `
  SELECT b.id, b.status, b.service, b.starts_at, b.ends_at, b.total_cents, b.created_at,
         (SELECT coalesce(sum(r.amount_cents), 0)::int FROM payment_refunds r WHERE r.booking_id = b.id AND r.status <> 'failed') AS refunded_cents,
         o.id AS owner_id, o.first_name || ' ' || o.last_name AS owner_name, o.email AS owner_email,
         s.id AS sitter_id, s.first_name || ' ' || s.last_name AS sitter_name, s.email AS sitter_email
    FROM bookings b JOIN users o ON o.id = b.owner_id JOIN users s ON s.id = b.sitter_id`;

/** `%text%` for ILIKE, with the pattern characters in `text` matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** What the admin console reads: queue counts, users, a user's page, bookings. */
@Injectable()
export class AdminReadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** How much waits in each queue. */
  async summary(): Promise<AdminSummary> {
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM sitter_profiles WHERE review_status = 'pending_review') AS sitters,
              (SELECT count(*)::int FROM sitter_verifications WHERE status = 'pending') AS verifications`,
    )) as [{ sitters: number; verifications: number }];
    return { sittersPendingReview: row.sitters, pendingVerifications: row.verifications, openReports: await this.openReports() };
  }

  /** Users whose name or email contains `q` (any case), newest first. */
  async users(options: { q?: string; page: number; pageSize: number }): Promise<AdminUserList> {
    const q = options.q?.trim() ?? '';
    const params: unknown[] = q === '' ? [] : [containsPattern(q)];
    const where = q === '' ? '' : `WHERE u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1`;
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM users u ${where}`, params)) as [{ total: number }];
    const rows = (await this.dataSource.query(
      `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN sitter_profiles sp ON sp.user_id = u.id ${where}
        ORDER BY u.created_at DESC, u.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, options.pageSize, (options.page - 1) * options.pageSize],
    )) as UserRow[];
    return { items: rows.map((row) => this.toAdminUser(row)), total, page: options.page, pageSize: options.pageSize };
  }

  /** A user's page: the account, latest bookings, reports about and by them, verifications. 404 unknown. */
  async user(userId: string): Promise<AdminUserDetail> {
    if (!isUuid(userId)) throw new AdminActionError(HttpStatus.NOT_FOUND, 'User not found');
    const [row] = (await this.dataSource.query(
      `SELECT ${USER_COLUMNS}, sp.review_status FROM users u LEFT JOIN sitter_profiles sp ON sp.user_id = u.id WHERE u.id = $1`,
      [userId],
    )) as (UserRow & { review_status: SitterReviewStatus | null })[];
    if (!row) throw new AdminActionError(HttpStatus.NOT_FOUND, 'User not found');
    const bookings = (await this.dataSource.query(
      `${BOOKING_SELECT} WHERE b.owner_id = $1 OR b.sitter_id = $1 ORDER BY b.created_at DESC, b.id LIMIT $2`,
      [userId, ADMIN_USER_PAGE_LIMIT],
    )) as BookingRow[];
    const verifications = (await this.dataSource.query(
      `SELECT id, kind, status, submitted_at, decided_at FROM sitter_verifications WHERE sitter_id = $1 ORDER BY submitted_at DESC, id LIMIT $2`,
      [userId, ADMIN_USER_PAGE_LIMIT],
    )) as { id: string; kind: VerificationKind; status: VerificationStatus; submitted_at: Date; decided_at: Date | null }[];
    const reports = await this.reportsOf(userId);
    return {
      ...this.toAdminUser(row),
      phone: row.phone,
      sitterReviewStatus: row.review_status,
      bookings: bookings.map((booking) => toAdminBooking(booking)),
      reportsAgainst: reports.against,
      reportsBy: reports.by,
      verifications: verifications.map((verification): AdminUserVerification => ({
        id: verification.id,
        kind: verification.kind,
        status: verification.status,
        submittedAt: verification.submitted_at.toISOString(),
        decidedAt: verification.decided_at?.toISOString() ?? null,
      })),
    };
  }

  /** Bookings by id (exact), or whose owner's or sitter's name or email contains `q`; newest first. */
  async bookings(options: { q?: string; page: number; pageSize: number }): Promise<AdminBookingList> {
    const q = options.q?.trim() ?? '';
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (q !== '') {
      params.push(containsPattern(q));
      conditions.push(
        `o.email ILIKE $1`,
        `s.email ILIKE $1`,
        `(o.first_name || ' ' || o.last_name) ILIKE $1`,
        `(s.first_name || ' ' || s.last_name) ILIKE $1`,
      );
      if (isUuid(q)) {
        params.push(q.toLowerCase());
        conditions.push(`b.id = $2::uuid`);
      }
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' OR ')}` : '';
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM bookings b JOIN users o ON o.id = b.owner_id JOIN users s ON s.id = b.sitter_id ${where}`,
      params,
    )) as [{ total: number }];
    const rows = (await this.dataSource.query(
      `${BOOKING_SELECT} ${where} ORDER BY b.created_at DESC, b.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, options.pageSize, (options.page - 1) * options.pageSize],
    )) as BookingRow[];
    return { items: rows.map((row) => toAdminBooking(row)), total, page: options.page, pageSize: options.pageSize };
  }

  /** One booking as the console shows it; 404 unknown. */
  async booking(bookingId: string): Promise<AdminBooking> {
    const [row] = isUuid(bookingId)
      ? ((await this.dataSource.query(`${BOOKING_SELECT} WHERE b.id = $1`, [bookingId])) as BookingRow[])
      : [];
    if (!row) throw new AdminActionError(HttpStatus.NOT_FOUND, 'Booking not found');
    return toAdminBooking(row);
  }

  private toAdminUser(row: UserRow): AdminUser {
    return {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      isAdmin: row.is_admin,
      isSitter: row.is_sitter,
      createdAt: row.created_at.toISOString(),
      suspension: suspensionOf(
        { suspendedAt: row.suspended_at, suspensionReason: row.suspension_reason, suspendedUntil: row.suspended_until },
        this.clock.now(),
      ),
    };
  }

  private async openReports(): Promise<number> {
    const [{ count }] = (await this.dataSource.query(`SELECT count(*)::int AS count FROM reports WHERE status = 'open'`)) as [
      { count: number },
    ];
    return count;
  }

  private async reportsOf(userId: string): Promise<{ against: AdminUserReport[]; by: AdminUserReport[] }> {
    const select = `SELECT id, target_type, target_id, reason, status, created_at FROM reports`;
    type ReportRow = {
      id: string;
      target_type: ReportTargetType;
      target_id: string;
      reason: ReportReason;
      status: ReportStatus;
      created_at: Date;
    };
    const toReport = (row: ReportRow): AdminUserReport => ({
      id: row.id,
      targetType: row.target_type,
      targetId: row.target_id,
      reason: row.reason,
      status: row.status,
      createdAt: row.created_at.toISOString(),
    });
    const against = (await this.dataSource.query(
      `${select} WHERE target_type IN ('sitter', 'user') AND target_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [userId, ADMIN_USER_PAGE_LIMIT],
    )) as ReportRow[];
    const by = (await this.dataSource.query(`${select} WHERE reporter_id = $1 ORDER BY created_at DESC, id LIMIT $2`, [
      userId,
      ADMIN_USER_PAGE_LIMIT,
    ])) as ReportRow[];
    return { against: against.map(toReport), by: by.map(toReport) };
  }
}

/**
 * The console's booking: who, when, how much, and what a refund could be now: what was paid while
 * paid (a cancellation's refund), what is left of it once completed (a refund of the stay).
 */
function toAdminBooking(row: BookingRow): AdminBooking {
  return {
    id: row.id,
    status: row.status,
    service: row.service,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    totalCents: row.total_cents,
    refundableCents: row.status === 'paid' ? row.total_cents : row.status === 'completed' ? row.total_cents - row.refunded_cents : 0,
    owner: { id: row.owner_id, name: row.owner_name, email: row.owner_email },
    sitter: { id: row.sitter_id, name: row.sitter_name, email: row.sitter_email },
    createdAt: row.created_at.toISOString(),
  };
}

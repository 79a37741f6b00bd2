import { Injectable } from '@nestjs/common';
import {
  type AdminReport,
  type AdminReportList,
  paths,
  REPORT_NOTICE_KIND,
  type Report,
  type ReportReason,
  type ReportStatus,
  REPORT_REASON_LABELS,
  type ReportTargetType,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { DecisionsService } from '../appeals/decisions.service.js';
import { AuditLogService } from '../audit/audit-log.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { Clock } from '../platform/clock/clock.js';
import { isUuid } from '../platform/validation/uuid.js';
import { reviewAuthorSql, reviewVisibleSql } from '../reviews/review-visibility.js';
import { listedSql } from '../sitters/listing.js';
import { type User } from '../users/user.entity.js';
import { ReportError } from './reports.errors.js';
import { type ReportInput } from './reports.dto.js';

/** Longest excerpt of a reported message or review the admin queue shows. */
const EXCERPT_LENGTH = 280;

const NOT_FOUND: Record<ReportTargetType, string> = {
  sitter: 'Sitter not found',
  user: 'User not found',
  message: 'Message not found',
  review: 'Review not found',
};

interface ReportRow {
  id: string;
  target_type: ReportTargetType;
  target_id: string;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  created_at: Date;
  booking_id: string | null;
}

interface AdminReportRow extends ReportRow {
  reporter_id: string;
  reporter_name: string;
  handled_at: Date | null;
  handled_by: string | null;
  handled_by_name: string | null;
  note: string | null;
  target_label: string | null;
  target_excerpt: string | null;
  /** The sitter a review is about (for its link), or a reported sitter's id when the profile exists. */
  target_sitter_id: string | null;
}

/** Reports by signed-in users and the admins' handling of them. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditLogService,
    private readonly notices: NoticesService,
    private readonly decisions: DecisionsService,
  ) {}

  /**
   * Files a report: the target must exist and be visible to the reporter (a message only in their
   * own conversation, a review only once published), else 404; never about yourself (400); one
   * open report per reporter and target (409). A report about a stay (`bookingId`) names a booking
   * the reporter is the owner or sitter of (else 404), and what it reports belongs to the other
   * side of that booking (else 400); while it is open, the payout sweep holds that stay's payout.
   */
  async create(actor: User, input: ReportInput): Promise<Report> {
    const now = this.clock.now();
    if (!isUuid(input.targetId)) throw ReportError.notFound(NOT_FOUND[input.targetType]);
    const ownerOfTarget = await this.visibleTargetOwner(actor, input.targetType, input.targetId, now);
    if (ownerOfTarget === undefined) throw ReportError.notFound(NOT_FOUND[input.targetType]);
    if (ownerOfTarget === actor.id) throw ReportError.invalid('You cannot report yourself or your own content');
    if (input.bookingId !== undefined) await this.checkBooking(actor, input.bookingId, ownerOfTarget);
    const [row] = (await this.dataSource.query(
      `INSERT INTO reports (reporter_id, target_type, target_id, reason, details, created_at, booking_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (reporter_id, target_type, target_id) WHERE status = 'open' DO NOTHING
       RETURNING id, target_type, target_id, reason, details, status, created_at, booking_id`,
      [actor.id, input.targetType, input.targetId, input.reason, input.details ?? '', now, input.bookingId ?? null],
    )) as ReportRow[];
    if (!row) throw ReportError.conflict('You have already reported this; Pawpal is looking into it');
    return toReport(row);
  }

  /** Reports in one status for the admin: open ones oldest first (a queue), handled ones newest handled first. */
  async adminList(status: ReportStatus, page: number, pageSize: number): Promise<AdminReportList> {
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM reports WHERE status = $1`, [status])) as [
      { total: number },
    ];
    const order = status === 'open' ? 'rp.created_at ASC, rp.id' : 'rp.handled_at DESC, rp.id';
    const rows = (await this.dataSource.query(`${adminSelect('$4')} WHERE rp.status = $1 ORDER BY ${order} LIMIT $2 OFFSET $3`, [
      status,
      pageSize,
      (page - 1) * pageSize,
      this.clock.now(),
    ])) as AdminReportRow[];
    return { items: rows.map(toAdminReport), total, page, pageSize };
  }

  /**
   * Resolves (upheld: acted on) or dismisses (nothing to do) an open report: audit row and the
   * reporter's notice in the same transaction; 409 when already handled. Resolved, it records a
   * decision against the reported member under `rule` (they see the rule and the report's
   * category, never the reporter or the note), unless the target no longer exists.
   */
  async handle(
    admin: User,
    reportId: string,
    outcome: 'resolved' | 'dismissed',
    note: string,
    requestId: string,
    rule?: string,
  ): Promise<AdminReport & { decisionId: string | null }> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = isUuid(reportId)
        ? ((await manager.query(`SELECT reporter_id, status, target_type, target_id, reason FROM reports WHERE id = $1 FOR UPDATE`, [
            reportId,
          ])) as {
            reporter_id: string;
            status: ReportStatus;
            target_type: ReportTargetType;
            target_id: string;
            reason: ReportReason;
          }[])
        : [];
      if (!row) throw ReportError.notFound('Report not found');
      if (row.status !== 'open') throw ReportError.conflict(`This report has already been ${row.status}`);
      await manager.query(`UPDATE reports SET status = $2, handled_at = $3, handled_by = $4, note = $5 WHERE id = $1`, [
        reportId,
        outcome,
        this.clock.now(),
        admin.id,
        note,
      ]);
      await this.audit.record(manager, {
        adminId: admin.id,
        action: outcome === 'resolved' ? 'report.resolve' : 'report.dismiss',
        targetType: 'report',
        targetId: reportId,
        reason: note,
        requestId,
      });
      await this.notices.send(manager, row.reporter_id, {
        kind: REPORT_NOTICE_KIND,
        title: 'We looked into your report',
        body:
          outcome === 'resolved'
            ? `Thank you for reporting this ${row.target_type}. We reviewed it and took action under Pawpal's rules.`
            : `Thank you for reporting this ${row.target_type}. We reviewed it and found it does not break Pawpal's rules, so no action was taken.`,
      });
      let decisionId: string | null = null;
      const memberId = outcome === 'resolved' ? await targetOwner(manager, row.target_type, row.target_id) : undefined;
      if (memberId !== undefined && rule !== undefined) {
        decisionId = await this.decisions.record(manager, {
          kind: 'report_upheld',
          memberId,
          rule,
          summary: `A report about your ${row.target_type} was upheld: ${REPORT_REASON_LABELS[row.reason]}.`,
          reason: note,
          targetType: 'report',
          targetId: reportId,
          adminId: admin.id,
          requestId,
          now: this.clock.now(),
        });
      }
      return { ...(await this.adminOne(manager, reportId)), decisionId };
    });
  }

  /** A report's stay: the reporter's own booking (404 otherwise), with the reported party on its other side (400 otherwise). */
  private async checkBooking(actor: User, bookingId: string, ownerOfTarget: string): Promise<void> {
    const [booking] = isUuid(bookingId)
      ? ((await this.dataSource.query(`SELECT owner_id, sitter_id FROM bookings WHERE id = $1 AND $2 IN (owner_id, sitter_id)`, [
          bookingId,
          actor.id,
        ])) as {
          owner_id: string;
          sitter_id: string;
        }[])
      : [];
    if (!booking) throw ReportError.notFound('Booking not found');
    const otherSide = booking.owner_id === actor.id ? booking.sitter_id : booking.owner_id;
    if (ownerOfTarget !== otherSide) throw ReportError.invalid('What you report must be about the other person on this booking');
  }

  private async adminOne(manager: EntityManager, reportId: string): Promise<AdminReport> {
    const [row] = (await manager.query(`${adminSelect('$2')} WHERE rp.id = $1`, [reportId, this.clock.now()])) as AdminReportRow[];
    return toAdminReport(row!);
  }

  /**
   * Whose the target is (the user it is about, or the author of the message or review), when it
   * exists and the reporter may see it; undefined otherwise.
   */
  private async visibleTargetOwner(actor: User, type: ReportTargetType, id: string, now: Date): Promise<string | undefined> {
    const queries: Record<ReportTargetType, [string, unknown[]]> = {
      // A sitter profile is visible while listed (like its public page), and always to admins.
      sitter: [
        `SELECT sp.user_id AS owner FROM sitter_profiles sp JOIN users u ON u.id = sp.user_id WHERE sp.user_id = $1 AND ($3 OR ${listedSql('sp', 'u', '$2')})`,
        [id, now, actor.isAdmin],
      ],
      user: [`SELECT id AS owner FROM users WHERE id = $1`, [id]],
      message: [
        `SELECT m.sender_id AS owner FROM chat_messages m JOIN chat_channels c ON c.id = m.channel_id
          WHERE m.id = $1 AND $2 IN (c.user_a_id, c.user_b_id)`,
        [id, actor.id],
      ],
      // A review once the reporter may see it (its author before it is published), and not removed.
      review: [
        `SELECT ${reviewAuthorSql('r')} AS owner FROM reviews r WHERE r.id = $1 AND ${reviewVisibleSql('r', '$2', '$3')} AND r.removed_at IS NULL`,
        [id, now, actor.id],
      ],
    };
    const [sql, params] = queries[type];
    const [row] = (await this.dataSource.query(sql, params)) as { owner: string }[];
    return row?.owner;
  }
}

/** Whose a reported target is (the user it is about, or the author of the message or review), whatever its visibility; undefined when gone. */
async function targetOwner(manager: EntityManager, type: ReportTargetType, id: string): Promise<string | undefined> {
  const sql: Record<ReportTargetType, string> = {
    sitter: `SELECT user_id AS owner FROM sitter_profiles WHERE user_id = $1`,
    user: `SELECT id AS owner FROM users WHERE id = $1`,
    message: `SELECT sender_id AS owner FROM chat_messages WHERE id = $1`,
    review: `SELECT ${reviewAuthorSql('r')} AS owner FROM reviews r WHERE r.id = $1`,
  };
  const [row] = (await manager.query(sql[type], [id])) as { owner: string | null }[];
  return row?.owner ?? undefined;
}

/**
 * A report with its reporter, handler and a description of its target for the admin queue, at the
 * instant `nowParam`: a review's text only while the admin may see it (published).
 */
const adminSelect = (nowParam: string) => `
  SELECT rp.id, rp.target_type, rp.target_id, rp.reason, rp.details, rp.status, rp.created_at, rp.booking_id, rp.handled_at, rp.note,
         rp.reporter_id, ru.first_name || ' ' || ru.last_name AS reporter_name,
         rp.handled_by, hu.first_name || ' ' || hu.last_name AS handled_by_name,
         CASE rp.target_type
           WHEN 'sitter' THEN (SELECT 'Sitter profile of ' || u.first_name || ' ' || u.last_name FROM users u WHERE u.id = rp.target_id)
           WHEN 'user' THEN (SELECT 'User ' || u.first_name || ' ' || u.last_name || ' (' || u.email || ')' FROM users u WHERE u.id = rp.target_id)
           WHEN 'message' THEN (SELECT 'Message from ' || u.first_name || ' ' || u.last_name FROM chat_messages m JOIN users u ON u.id = m.sender_id WHERE m.id = rp.target_id)
           WHEN 'review' THEN (SELECT 'Review by ' || u.first_name || ' ' || u.last_name FROM reviews r
                                 JOIN users u ON u.id = CASE r.author_role WHEN 'owner' THEN r.owner_id ELSE r.sitter_id END WHERE r.id = rp.target_id)
         END AS target_label,
         CASE rp.target_type
           WHEN 'sitter' THEN (SELECT sp.headline FROM sitter_profiles sp WHERE sp.user_id = rp.target_id)
           WHEN 'message' THEN (SELECT coalesce(left(m.body, ${EXCERPT_LENGTH}), '[photo]') FROM chat_messages m WHERE m.id = rp.target_id)
           WHEN 'review' THEN (SELECT left(r.comment, ${EXCERPT_LENGTH}) FROM reviews r WHERE r.id = rp.target_id AND ${reviewVisibleSql('r', nowParam)})
         END AS target_excerpt,
         CASE rp.target_type
           WHEN 'sitter' THEN (SELECT sp.user_id FROM sitter_profiles sp WHERE sp.user_id = rp.target_id)
           WHEN 'review' THEN (SELECT r.sitter_id FROM reviews r WHERE r.id = rp.target_id AND r.author_role = 'owner')
         END AS target_sitter_id
    FROM reports rp
    JOIN users ru ON ru.id = rp.reporter_id
    LEFT JOIN users hu ON hu.id = rp.handled_by`;

function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    bookingId: row.booking_id,
  };
}

function toAdminReport(row: AdminReportRow): AdminReport {
  return {
    ...toReport(row),
    reporter: { id: row.reporter_id, name: row.reporter_name },
    target: {
      label: row.target_label ?? `The reported ${row.target_type} no longer exists`,
      link: row.target_sitter_id ? paths.sitter(row.target_sitter_id) : null,
      excerpt: row.target_excerpt,
    },
    handledAt: row.handled_at?.toISOString() ?? null,
    handledBy: row.handled_by && row.handled_by_name ? { id: row.handled_by, name: row.handled_by_name } : null,
    note: row.note,
  };
}

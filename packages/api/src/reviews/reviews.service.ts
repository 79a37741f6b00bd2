import { Injectable } from '@nestjs/common';
import {
  type AdminReview,
  lastInitialOf,
  type ListPage,
  type ReviewAuthorRole,
  type ReviewListEntry,
  type ReviewListResponse,
  REVIEW_REMOVAL_NOTICE_KIND,
  REVIEW_REMOVAL_REASON_LABELS,
  type ReviewRemovalReason,
  type ServiceType,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { DecisionsService } from '../appeals/decisions.service.js';
import { AuditLogService } from '../audit/audit-log.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { Clock } from '../platform/clock/clock.js';
import { isUuid } from '../platform/validation/uuid.js';
import { visibleToSql } from '../sitters/listing.js';
import { type User } from '../users/user.entity.js';
import { isSitter } from '../users/sitter-role.js';
import { recomputeSitterRatings } from './review-publication.js';
import { lateCancellationEntries, lateCancellationKeysSql } from '../reliability/cancellation-records.js';
import { reviewAuthorSql, reviewVisibleSql } from './review-visibility.js';
import { ReviewError } from './reviews.errors.js';

interface PublicRow {
  id: string;
  author_role: ReviewAuthorRole;
  service: ServiceType;
  stay_month: string;
  first_name: string;
  last_name: string;
  rating: number;
  comment: string;
  publish_at: Date;
  reply: string | null;
  reply_at: Date | null;
  removed_at: Date | null;
}

interface AdminRow {
  id: string;
  booking_id: string;
  author_role: ReviewAuthorRole;
  owner_id: string;
  owner_name: string;
  sitter_id: string;
  sitter_name: string;
  service: ServiceType;
  rating: number;
  comment: string;
  created_at: Date;
  publish_at: Date;
  removed_at: Date | null;
  removal_reason: ReviewRemovalReason | null;
}

/** Reads of published reviews, the sitter's reply, and the admin's moderation. */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditLogService,
    private readonly notices: NoticesService,
    private readonly decisions: DecisionsService,
  ) {}

  /**
   * A sitter's published reviews (by owners), newest first; 404 like their public page: unknown,
   * or not listed (pending review, rejected, suspended) to anyone but the sitter and admins.
   * `source`: where to read (the controller's ReadRouting choice); the primary by default.
   */
  async forSitter(
    viewer: User | undefined,
    sitterId: string,
    page: number,
    pageSize: number,
    source: DataSource = this.dataSource,
  ): Promise<ReviewListResponse> {
    const [row] = isUuid(sitterId)
      ? ((await source.query(
          `SELECT ${visibleToSql('sp', 'u', '$2', '$3')} AS visible FROM sitter_profiles sp JOIN users u ON u.id = sp.user_id WHERE sp.user_id = $1`,
          [sitterId, this.clock.now(), viewer?.id ?? null],
        )) as { visible: boolean }[])
      : [];
    if (!row?.visible) throw ReviewError.notFound('Sitter not found');
    return this.sitterEntries(source, sitterId, page, pageSize);
  }

  /**
   * A sitter's list: their published reviews by owners and their late-cancellation entries
   * (docs/reliability.md), merged newest first — a review by its publication, an entry by the
   * cancellation — and paged together.
   */
  private async sitterEntries(source: DataSource, sitterId: string, page: number, pageSize: number): Promise<ReviewListResponse> {
    const now = this.clock.now();
    const keys = `SELECT r.id, r.publish_at AS at, 'review' AS kind FROM reviews r
                   WHERE r.sitter_id = $1 AND r.author_role = 'owner' AND ${reviewVisibleSql('r', '$2')}
                  UNION ALL
                  SELECT e.id, e.at, 'late_cancellation' AS kind FROM (${lateCancellationKeysSql('$1')}) e`;
    const [{ total }] = (await source.query(`SELECT count(*)::int AS total FROM (${keys}) k`, [sitterId, now])) as [{ total: number }];
    const rows = (await source.query(`SELECT k.id, k.kind FROM (${keys}) k ORDER BY k.at DESC, k.id DESC LIMIT $3 OFFSET $4`, [
      sitterId,
      now,
      pageSize,
      (page - 1) * pageSize,
    ])) as { id: string; kind: 'review' | 'late_cancellation' }[];
    const reviewIds = rows.filter((row) => row.kind === 'review').map((row) => row.id);
    const reviews =
      reviewIds.length === 0
        ? []
        : ((await source.query(`${PUBLIC_SELECT} WHERE r.id = ANY($1::uuid[])`, [reviewIds])) as PublicRow[]).map(toEntry);
    const entries = await lateCancellationEntries(
      source.manager,
      rows.filter((row) => row.kind === 'late_cancellation').map((row) => row.id),
      sitterId,
    );
    const byId = new Map<string, ReviewListEntry>([...reviews, ...entries].map((entry) => [entry.id, entry]));
    return { items: rows.flatMap((row) => byId.get(row.id) ?? []), total, page, pageSize };
  }

  /** An owner's published reviews (by sitters): for sitters, admins and the owner; 403 for anyone else. */
  async forOwner(actor: User, userId: string, page: number, pageSize: number): Promise<ReviewListResponse> {
    if (!isUuid(userId) || !(await this.exists(`SELECT 1 FROM users WHERE id = $1`, userId))) throw ReviewError.notFound('User not found');
    const allowed = actor.id === userId || actor.isAdmin || (await isSitter(this.dataSource.manager, actor.id));
    if (!allowed) throw ReviewError.forbidden("Only sitters can read owners' reviews");
    return this.published('sitter', 'r.owner_id', userId, page, pageSize);
  }

  /** The sitter's one public reply to a published review of them: 404 unless it is theirs and visible, 409 the second time. */
  async reply(actor: User, reviewId: string, text: string): Promise<ReviewListEntry> {
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const [row] = isUuid(reviewId)
        ? ((await manager.query(
            `SELECT r.sitter_id, r.author_role, ${reviewVisibleSql('r', '$2', '$3')} AS visible, r.reply IS NOT NULL AS replied,
                    r.removed_at IS NOT NULL AS removed
               FROM reviews r WHERE r.id = $1 FOR UPDATE`,
            [reviewId, now, actor.id],
          )) as { sitter_id: string; author_role: ReviewAuthorRole; visible: boolean; replied: boolean; removed: boolean }[])
        : [];
      // A hidden review does not exist for anyone but its author.
      if (!row || !row.visible || row.removed) throw ReviewError.notFound();
      if (row.author_role !== 'owner' || row.sitter_id !== actor.id)
        throw ReviewError.forbidden('Only the sitter a review is about can reply to it');
      if (row.replied) throw ReviewError.conflict('You have already replied to this review');
      await manager.query(`UPDATE reviews SET reply = $2, reply_at = $3 WHERE id = $1`, [reviewId, text, now]);
      const [entry] = (await manager.query(`${PUBLIC_SELECT} WHERE r.id = $1`, [reviewId])) as PublicRow[];
      return toEntry(entry!);
    });
  }

  /**
   * Published reviews (removed ones too) for the admin, newest first; `q` matches the author's or
   * subject's name or email, or the text. Hidden reviews are not listed: nobody but their author
   * sees them, admins included.
   */
  async adminList(q: string | undefined, page: number, pageSize: number): Promise<ListPage<AdminReview>> {
    const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const filter = `${reviewVisibleSql('r', '$2')} AND ($1::text IS NULL OR r.comment ILIKE $1 OR o.first_name || ' ' || o.last_name ILIKE $1 OR s.first_name || ' ' || s.last_name ILIKE $1
                    OR o.email ILIKE $1 OR s.email ILIKE $1)`;
    const from = `FROM reviews r JOIN bookings b ON b.id = r.booking_id JOIN users o ON o.id = r.owner_id JOIN users s ON s.id = r.sitter_id`;
    const now = this.clock.now();
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total ${from} WHERE ${filter}`, [pattern, now])) as [
      { total: number },
    ];
    const rows = (await this.dataSource.query(
      `SELECT r.id, r.booking_id, r.author_role, r.owner_id, o.first_name || ' ' || o.last_name AS owner_name,
              r.sitter_id, s.first_name || ' ' || s.last_name AS sitter_name, b.service, r.rating, r.comment, r.created_at,
              r.publish_at, r.removed_at, r.removal_reason
         ${from} WHERE ${filter}
        ORDER BY r.created_at DESC, r.id LIMIT $3 OFFSET $4`,
      [pattern, now, pageSize, (page - 1) * pageSize],
    )) as AdminRow[];
    return {
      items: rows.map((row) => {
        const owner = { id: row.owner_id, name: row.owner_name };
        const sitter = { id: row.sitter_id, name: row.sitter_name };
        return {
          id: row.id,
          bookingId: row.booking_id,
          authorRole: row.author_role,
          author: row.author_role === 'owner' ? owner : sitter,
          subject: row.author_role === 'owner' ? sitter : owner,
          service: row.service,
          rating: row.rating,
          comment: row.comment,
          createdAt: row.created_at.toISOString(),
          publishedAt: row.publish_at.toISOString(),
          removedAt: row.removed_at?.toISOString() ?? null,
          removalReason: row.removal_reason,
        };
      }),
      total,
      page,
      pageSize,
    };
  }

  /**
   * An admin removes a published review for a reason from the rules, naming a community rule:
   * audit row, the sitter's rating recomputed, a notice to its author and the decision they may
   * appeal, in one transaction. Answers the decision's id.
   */
  async remove(admin: User, reviewId: string, reason: ReviewRemovalReason, rule: string, requestId: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const [row] = isUuid(reviewId)
        ? ((await manager.query(
            `SELECT r.sitter_id, r.removed_at, ${reviewAuthorSql('r')} AS author_id FROM reviews r
              WHERE r.id = $1 AND ${reviewVisibleSql('r', '$2')} FOR UPDATE`,
            [reviewId, now],
          )) as { sitter_id: string; removed_at: Date | null; author_id: string }[])
        : [];
      if (!row) throw ReviewError.notFound();
      if (row.removed_at) throw ReviewError.conflict('This review has already been removed');
      await manager.query(`UPDATE reviews SET removed_at = $2, removal_reason = $3, removed_by = $4 WHERE id = $1`, [
        reviewId,
        now,
        reason,
        admin.id,
      ]);
      await recomputeSitterRatings(manager, [row.sitter_id]);
      await this.audit.record(manager, {
        adminId: admin.id,
        action: 'review.remove',
        targetType: 'review',
        targetId: reviewId,
        reason,
        requestId,
      });
      await this.notices.send(manager, row.author_id, {
        kind: REVIEW_REMOVAL_NOTICE_KIND,
        title: 'Your review was removed',
        body: `Your review was removed because it broke the review rules: ${REVIEW_REMOVAL_REASON_LABELS[reason]}.`,
      });
      return this.decisions.record(manager, {
        kind: 'review_removed',
        memberId: row.author_id,
        rule,
        summary: `Your review was removed: ${REVIEW_REMOVAL_REASON_LABELS[reason]}.`,
        reason,
        targetType: 'review',
        targetId: reviewId,
        adminId: admin.id,
        requestId,
        now,
      });
    });
  }

  /** A removal overturned on appeal: the review shows again and the sitter's rating counts it. */
  async restore(manager: EntityManager, reviewId: string): Promise<void> {
    const rows = (await manager.query(
      `UPDATE reviews SET removed_at = NULL, removal_reason = NULL, removed_by = NULL WHERE id = $1 AND removed_at IS NOT NULL RETURNING sitter_id`,
      [reviewId],
    )) as [{ sitter_id: string }[], number];
    await recomputeSitterRatings(
      manager,
      rows[0].map((row) => row.sitter_id),
    );
  }

  private async published(
    role: ReviewAuthorRole,
    column: string,
    subjectId: string,
    page: number,
    pageSize: number,
  ): Promise<ReviewListResponse> {
    const now = this.clock.now();
    const where = `WHERE ${column} = $1 AND r.author_role = $2 AND ${reviewVisibleSql('r', '$3')}`;
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM reviews r ${where}`, [subjectId, role, now])) as [
      { total: number },
    ];
    const rows = (await this.dataSource.query(`${PUBLIC_SELECT} ${where} ORDER BY r.publish_at DESC, r.id DESC LIMIT $4 OFFSET $5`, [
      subjectId,
      role,
      now,
      pageSize,
      (page - 1) * pageSize,
    ])) as PublicRow[];
    return { items: rows.map(toEntry), total, page, pageSize };
  }

  private async exists(sql: string, id: string): Promise<boolean> {
    return ((await this.dataSource.query(sql, [id])) as unknown[]).length > 0;
  }
}

/** A review with its stay and author as the public lists show it (author: the owner or the sitter, by role). */
const PUBLIC_SELECT = `
  SELECT r.id, r.author_role, b.service, to_char(b.start_date, 'YYYY-MM') AS stay_month,
         a.first_name, a.last_name, r.rating, r.comment, r.publish_at, r.reply, r.reply_at, r.removed_at
    FROM reviews r
    JOIN bookings b ON b.id = r.booking_id
    JOIN users a ON a.id = CASE r.author_role WHEN 'owner' THEN r.owner_id ELSE r.sitter_id END`;

function toEntry(row: PublicRow): ReviewListEntry {
  if (row.removed_at) return { id: row.id, removed: true, publishedAt: row.publish_at.toISOString() };
  return {
    id: row.id,
    removed: false,
    authorRole: row.author_role,
    service: row.service,
    stayMonth: row.stay_month,
    author: { firstName: row.first_name, lastInitial: lastInitialOf(row.last_name) },
    rating: row.rating,
    comment: row.comment,
    publishedAt: row.publish_at.toISOString(),
    reply: row.reply && row.reply_at ? { text: row.reply, createdAt: row.reply_at.toISOString() } : null,
  };
}

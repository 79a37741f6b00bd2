import { Injectable } from '@nestjs/common';
import {
  type AdminSitterReview,
  type AdminSitterReviewPage,
  paths,
  SITTER_REVIEW_MISSING,
  SITTER_REVIEW_STATUSES,
  type SitterReviewState,
  type SitterReviewStatus,
  VERIFICATION_NOTICE_KINDS,
  type VerificationStatus,
  type WithDecision,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { DecisionsService } from '../appeals/decisions.service.js';
import { AuditLogService } from '../audit/audit-log.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { Clock } from '../platform/clock/clock.js';
import { EventBus } from '../platform/events/event-bus.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { isUuid } from '../platform/validation/uuid.js';
import { type User } from '../users/user.entity.js';
import { TrustError } from '../verifications/verification.errors.js';
import { type AdminAct, toVerification, type VerificationRow, VerificationsService } from '../verifications/verifications.service.js';
import { SittersError } from './sitters.errors.js';

interface ReviewRow {
  user_id: string;
  review_status: SitterReviewStatus;
  review_reason: string | null;
  review_submitted_at: Date | null;
  reviewed_at: Date | null;
  photo_urls: string[];
}

/** What the admin queue reads of a sitter. */
interface QueueRow extends ReviewRow {
  first_name: string;
  last_name: string;
  email: string;
  headline: string;
  about: string;
  suburb: string;
  state: string;
  profile_image_url: string | null;
}

const REVIEW_COLUMNS = 's.user_id, s.review_status, s.review_reason, s.review_submitted_at, s.reviewed_at, s.photo_urls';

/**
 * Review before listing: a new sitter profile waits in `pending_review`; an admin
 * approves it (only once a person has approved the sitter's photo ID) or rejects it with a
 * reason; a rejected sitter fixes their profile and resubmits. Every decision is audited and the
 * sitter gets a notice, in the deciding transaction.
 */
@Injectable()
export class SitterReviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly verifications: VerificationsService,
    private readonly audit: AuditLogService,
    private readonly notices: NoticesService,
    private readonly clock: Clock,
    private readonly decisions: DecisionsService,
    private readonly outbox: EventOutbox,
    private readonly events: EventBus,
  ) {}

  /** GET /api/sitters/me/review. */
  async state(actor: User): Promise<SitterReviewState> {
    const [row] = (await this.dataSource.query(`SELECT ${REVIEW_COLUMNS} FROM sitter_profiles s WHERE s.user_id = $1`, [
      actor.id,
    ])) as ReviewRow[];
    if (!row) throw new SittersError('NOT_A_SITTER');
    const verifications = await this.verifications.rowsOf(this.dataSource.manager, [actor.id]);
    return toState(row, missingOf(row, verifications));
  }

  /** POST /api/sitters/me/review/resubmit: a rejected profile goes back to pending_review. 409 otherwise. */
  async resubmit(actor: User): Promise<SitterReviewState> {
    await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(`SELECT ${REVIEW_COLUMNS} FROM sitter_profiles s WHERE s.user_id = $1 FOR UPDATE`, [
        actor.id,
      ])) as ReviewRow[];
      if (!row) throw new SittersError('NOT_A_SITTER');
      if (row.review_status === 'pending_review') throw TrustError.conflict('Your profile is already waiting for review');
      if (row.review_status === 'approved') throw TrustError.conflict('Your profile is already approved: there is nothing to resubmit');
      await manager.query(
        `UPDATE sitter_profiles SET review_status = 'pending_review', review_reason = NULL, review_submitted_at = $2, reviewed_at = NULL WHERE user_id = $1`,
        [actor.id, this.clock.now()],
      );
    });
    return this.state(actor);
  }

  /** GET /api/admin/sitters: profiles in one status (pending first-come first-served), with the count of each status. */
  async adminList(status: SitterReviewStatus, page: number, pageSize: number): Promise<AdminSitterReviewPage> {
    const rows = (await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS}, s.headline, s.about, s.suburb, s.state, u.first_name, u.last_name, u.email, u.profile_image_url
         FROM sitter_profiles s JOIN users u ON u.id = s.user_id
        WHERE s.review_status = $1
        ORDER BY ${status === 'pending_review' ? 's.review_submitted_at ASC NULLS FIRST' : 'coalesce(s.reviewed_at, s.review_submitted_at) DESC NULLS LAST'}, s.user_id
        LIMIT $2 OFFSET $3`,
      [status, pageSize, (page - 1) * pageSize],
    )) as QueueRow[];
    const verifications = await this.verifications.rowsOf(
      this.dataSource.manager,
      rows.map((row) => row.user_id),
    );
    const counted = (await this.dataSource.query(
      `SELECT review_status, count(*)::int AS n FROM sitter_profiles GROUP BY review_status`,
    )) as { review_status: SitterReviewStatus; n: number }[];
    const counts = Object.fromEntries(SITTER_REVIEW_STATUSES.map((each) => [each, 0])) as Record<SitterReviewStatus, number>;
    for (const row of counted) counts[row.review_status] = row.n;
    return {
      items: rows.map((row): AdminSitterReview => {
        const own = verifications.filter((verification) => verification.sitter_id === row.user_id);
        const state = toState(row, missingOf(row, own));
        return {
          id: row.user_id,
          firstName: row.first_name,
          lastName: row.last_name,
          email: row.email,
          headline: row.headline,
          about: row.about,
          suburb: row.suburb,
          state: row.state,
          photoUrls: row.photo_urls,
          avatarUrl: row.profile_image_url,
          status: state.status,
          reason: state.reason,
          submittedAt: state.submittedAt,
          reviewedAt: state.reviewedAt,
          missing: state.missing,
          verifications: own.map(toVerification),
        };
      }),
      total: counts[status],
      page,
      pageSize,
      counts,
    };
  }

  /**
   * POST /api/admin/sitters/{id}/approve: lists the sitter. 409 when already decided or their photo
   * ID is not approved yet. Records `sitter.listed` with the approval (saved searches react).
   */
  async approve(act: AdminAct, sitterId: string): Promise<SitterReviewState> {
    const state = await this.decide(act, sitterId, async (manager, row) => {
      const verifications = await this.verifications.rowsOf(manager, [sitterId]);
      if (!verifications.some((verification) => verification.kind === 'id' && verification.status === 'approved')) {
        throw TrustError.conflict("Approve the sitter's photo ID first: Pawpal lists only sitters whose photo ID a person has checked");
      }
      const now = this.clock.now();
      await manager.query(
        `UPDATE sitter_profiles SET review_status = 'approved', review_reason = NULL, reviewed_at = $2 WHERE user_id = $1`,
        [sitterId, now],
      );
      await this.audit.record(manager, {
        adminId: act.admin.id,
        action: 'sitter.approve',
        targetType: 'sitter',
        targetId: sitterId,
        requestId: act.requestId,
      });
      await this.notices.send(manager, sitterId, {
        kind: VERIFICATION_NOTICE_KINDS.sitterApproved,
        title: 'Your sitter profile is approved',
        body: 'Your profile is now listed: owners can find you in search and send you booking requests.',
        link: paths.sitter(sitterId),
      });
      await this.outbox.record(manager, 'sitter.listed', { sitterId });
      return { ...row, review_status: 'approved', review_reason: null, reviewed_at: now };
    });
    await this.events.publish('sitter.listed', { sitterId });
    return state;
  }

  /**
   * POST /api/admin/sitters/{id}/reject: the sitter sees the reason and the rule, can fix and
   * resubmit, or appeal the decision. 409 when already decided.
   */
  async reject(act: AdminAct, sitterId: string, reason: string, rule: string): Promise<WithDecision<SitterReviewState>> {
    const trimmed = reason.trim();
    let decisionId = '';
    const state = await this.decide(act, sitterId, async (manager, row) => {
      const now = this.clock.now();
      await manager.query(
        `UPDATE sitter_profiles SET review_status = 'rejected', review_reason = $2, reviewed_at = $3 WHERE user_id = $1`,
        [sitterId, trimmed, now],
      );
      await this.audit.record(manager, {
        adminId: act.admin.id,
        action: 'sitter.reject',
        targetType: 'sitter',
        targetId: sitterId,
        reason: trimmed,
        requestId: act.requestId,
      });
      await this.notices.send(manager, sitterId, {
        kind: VERIFICATION_NOTICE_KINDS.sitterRejected,
        title: 'Your sitter profile needs changes',
        body: `We could not approve your profile yet: ${trimmed}. Fix it and resubmit from your dashboard.`,
        link: paths.sitterDashboard(),
      });
      decisionId = await this.decisions.record(manager, {
        kind: 'profile_rejected',
        memberId: sitterId,
        rule,
        summary: `Your sitter profile was not approved: ${trimmed}`,
        reason: trimmed,
        targetType: 'sitter',
        targetId: sitterId,
        adminId: act.admin.id,
        requestId: act.requestId,
        now,
      });
      return { ...row, review_status: 'rejected', review_reason: trimmed, reviewed_at: now };
    });
    return { ...state, decisionId };
  }

  /** An overturned rejection (an appeal): the profile waits for review again, as if resubmitted now. */
  async returnToReview(manager: EntityManager, sitterId: string, now: Date): Promise<void> {
    await manager.query(
      `UPDATE sitter_profiles SET review_status = 'pending_review', review_reason = NULL, review_submitted_at = $2, reviewed_at = NULL
        WHERE user_id = $1 AND review_status = 'rejected'`,
      [sitterId, now],
    );
  }

  private async decide(
    act: AdminAct,
    sitterId: string,
    apply: (manager: EntityManager, row: ReviewRow) => Promise<ReviewRow>,
  ): Promise<SitterReviewState> {
    if (!isUuid(sitterId)) throw new SittersError('SITTER_NOT_FOUND');
    const { row, verifications } = await this.dataSource.transaction(async (manager) => {
      const [locked] = (await manager.query(`SELECT ${REVIEW_COLUMNS} FROM sitter_profiles s WHERE s.user_id = $1 FOR UPDATE`, [
        sitterId,
      ])) as ReviewRow[];
      if (!locked) throw new SittersError('SITTER_NOT_FOUND');
      if (locked.review_status !== 'pending_review') {
        const when = locked.reviewed_at ? ` on ${locked.reviewed_at.toISOString().slice(0, 10)}` : '';
        throw TrustError.conflict(
          `This sitter profile was already ${locked.review_status}${when}: only a profile waiting for review can be decided`,
        );
      }
      const decided = await apply(manager, locked);
      return { row: decided, verifications: await this.verifications.rowsOf(manager, [sitterId]) };
    });
    return toState(row, missingOf(row, verifications));
  }
}

function toState(row: ReviewRow, missing: string[]): SitterReviewState {
  return {
    status: row.review_status,
    reason: row.review_status === 'rejected' ? row.review_reason : null,
    submittedAt: row.review_submitted_at?.toISOString() ?? null,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    missing,
  };
}

/** What the sitter still has to do: a photo ID a person approved, and a photo on the profile. */
export function missingOf(
  profile: Pick<ReviewRow, 'photo_urls'>,
  verifications: readonly Pick<VerificationRow, 'kind' | 'status'>[],
): string[] {
  const missing: string[] = [];
  const idStatuses = new Set<VerificationStatus>(
    verifications.filter((verification) => verification.kind === 'id').map((verification) => verification.status),
  );
  if (!idStatuses.has('approved')) {
    if (idStatuses.has('pending')) missing.push(SITTER_REVIEW_MISSING.photoIdPending);
    else if (idStatuses.has('rejected')) missing.push(SITTER_REVIEW_MISSING.photoIdRejected);
    else missing.push(SITTER_REVIEW_MISSING.photoId);
  }
  if (profile.photo_urls.length === 0) missing.push(SITTER_REVIEW_MISSING.profilePhoto);
  return missing;
}

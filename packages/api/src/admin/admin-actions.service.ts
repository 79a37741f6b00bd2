import { HttpStatus, Injectable } from '@nestjs/common';
import {
  ADMIN_NOTICE_KINDS,
  DEFAULT_RULE_OF_DECISION,
  type AdminBooking,
  type AdminRefundKind,
  type AdminUserDetail,
  paths,
  type WithDecision,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { type DecisionRow, DecisionsService } from '../appeals/decisions.service.js';
import { AuditLogService } from '../audit/audit-log.service.js';
import { BookingTransitionsService } from '../bookings/booking-transitions.service.js';
import { formatAud } from '../money/index.js';
import { NoticesService } from '../notices/notices.service.js';
import { PayoutSweepsService } from '../payouts/payout-sweeps.service.js';
import { ReferralsService } from '../referrals/referrals.service.js';
import { Clock } from '../platform/clock/clock.js';
import { EventBus } from '../platform/events/event-bus.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { deleteUserSessions, publishSessionsEnded } from '../platform/session/user-sessions.js';
import { isUuid } from '../platform/validation/uuid.js';
import { listedSql } from '../sitters/listing.js';
import { formatSuspensionEnd, suspensionOf } from '../users/suspension.js';
import { type User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AdminActionError } from './admin.errors.js';
import { AdminReadsService } from './admin-reads.service.js';
import {
  type AdminCancelBookingDto,
  type AdminRefundBookingDto,
  type ReinstateUserDto,
  type SuspendUserDto,
} from './dto/admin-actions.input.js';

/**
 * What admins do to accounts and bookings. Each action and its audit row commit in one
 * transaction; events (sessions ended, bookings declined or cancelled) go out after the commit.
 */
@Injectable()
export class AdminActionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly transitions: BookingTransitionsService,
    private readonly audit: AuditLogService,
    private readonly notices: NoticesService,
    private readonly reads: AdminReadsService,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly payouts: PayoutSweepsService,
    private readonly referrals: ReferralsService,
    private readonly decisions: DecisionsService,
    private readonly outbox: EventOutbox,
  ) {}

  /**
   * Suspends an account: every session of it ends at once (rows deleted, sockets closed on every
   * instance; the session guard refuses a suspended user even where a cache still holds the
   * session), sign-in answers 403, and their open requests (as owner or sitter) are declined.
   * It names a community rule and records a decision, whose email gives the member a single-use
   * link to appeal (they cannot sign in).
   */
  async suspend(admin: User, userId: string, input: SuspendUserDto, requestId: string): Promise<WithDecision<AdminUserDetail>> {
    const target = await this.targetUser(userId);
    if (target.id === admin.id) throw new AdminActionError(HttpStatus.FORBIDDEN, 'You cannot suspend your own account');
    if (target.isAdmin) throw new AdminActionError(HttpStatus.FORBIDDEN, 'An admin account cannot be suspended');
    const now = this.clock.now();
    const until = input.until === undefined ? null : new Date(input.until);
    if (until !== null && until.getTime() <= now.getTime())
      throw new AdminActionError(HttpStatus.BAD_REQUEST, 'until must be in the future');
    const reason = input.reason.trim();
    if (reason === '') throw new AdminActionError(HttpStatus.BAD_REQUEST, 'Give a reason for the suspension');

    const { sessionIds, declined, decisionId } = await this.dataSource.transaction(async (manager) => {
      await this.users.suspend(manager, target.id, { at: now, reason, until });
      const sessionIds = await deleteUserSessions(manager, target.id);
      const declined = await this.transitions.declineOpenRequestsOf(manager, target.id, now);
      await this.audit.record(manager, {
        adminId: admin.id,
        action: 'user.suspend',
        targetType: 'user',
        targetId: target.id,
        reason,
        requestId,
      });
      const decisionId = await this.decisions.record(manager, {
        kind: 'suspension',
        memberId: target.id,
        rule: input.rule ?? DEFAULT_RULE_OF_DECISION.suspension,
        summary: `Your account was suspended${until === null ? '' : ` until ${formatSuspensionEnd(until)}`}: ${reason}`,
        reason,
        targetType: 'user',
        targetId: target.id,
        adminId: admin.id,
        requestId,
        now,
      });
      return { sessionIds, declined, decisionId };
    });
    await publishSessionsEnded(this.events, target.id, sessionIds);
    await this.transitions.publishDeclined(declined);
    return { ...(await this.reads.user(target.id)), decisionId };
  }

  /**
   * A suspension overturned on appeal is lifted, unless a later suspension has replaced it (that
   * one is its own decision). Signing in works again at once.
   */
  async liftOverturned(manager: EntityManager, decision: DecisionRow, now: Date): Promise<void> {
    const [row] = (await manager.query(`SELECT suspended_at FROM users WHERE id = $1 FOR UPDATE`, [decision.member_id])) as {
      suspended_at: Date | null;
    }[];
    if (row?.suspended_at?.getTime() !== decision.decided_at.getTime()) return;
    await this.users.reinstate(manager, decision.member_id, now);
    // Dispatched on the outbox's next pass (before the mail sender's round): the appeal's
    // transaction is not ours to publish after.
    await this.recordListedAgain(manager, decision.member_id, now);
  }

  /**
   * A lifted suspension lists an approved sitter again: records `sitter.listed` in the lift's
   * transaction, so saved searches tell the members who saved one while the sitter was away
   * (each saved search hears of a sitter once: docs/architecture.md, "Saved searches"). True
   * when recorded.
   */
  async recordListedAgain(manager: EntityManager, userId: string, now: Date): Promise<boolean> {
    const listed = (await manager.query(
      `SELECT 1 FROM sitter_profiles s JOIN users u ON u.id = s.user_id WHERE s.user_id = $1 AND ${listedSql('s', 'u', '$2')}`,
      [userId, now.toISOString()],
    )) as unknown[];
    if (listed.length === 0) return false;
    await this.outbox.record(manager, 'sitter.listed', { sitterId: userId });
    return true;
  }

  /** Lifts a suspension in force (409 when there is none); an approved sitter is listed again. */
  async reinstate(admin: User, userId: string, input: ReinstateUserDto, requestId: string): Promise<AdminUserDetail> {
    const target = await this.targetUser(userId);
    const now = this.clock.now();
    if (suspensionOf(target, now) === null) throw new AdminActionError(HttpStatus.CONFLICT, 'This account is not suspended');
    const reason = input.reason?.trim() || null;
    const listedAgain = await this.dataSource.transaction(async (manager) => {
      await this.users.reinstate(manager, target.id, now);
      await this.audit.record(manager, {
        adminId: admin.id,
        action: 'user.reinstate',
        targetType: 'user',
        targetId: target.id,
        reason,
        requestId,
      });
      return this.recordListedAgain(manager, target.id, now);
    });
    if (listedAgain) await this.events.publish('sitter.listed', { sitterId: target.id });
    return this.reads.user(target.id);
  }

  /**
   * Cancels a booking with the refund the admin chose (through the bookings' cancel and refund
   * path); the audit row's reason says the refund too.
   */
  async cancelBooking(admin: User, bookingId: string, input: AdminCancelBookingDto, requestId: string): Promise<AdminBooking> {
    if (!isUuid(bookingId)) throw new AdminActionError(HttpStatus.NOT_FOUND, 'Booking not found');
    const reason = input.reason.trim();
    if (reason === '') throw new AdminActionError(HttpStatus.BAD_REQUEST, 'Give a reason for the cancellation');
    const kind: AdminRefundKind = input.refund ?? (input.refundCents === undefined ? 'full' : 'partial');
    if (kind !== 'partial' && input.refundCents !== undefined) {
      throw new AdminActionError(HttpStatus.BAD_REQUEST, 'refundCents goes with refund: partial');
    }
    await this.transitions.cancelAsAdmin(
      admin,
      bookingId,
      (paidCents) => refundOf(kind, input.refundCents, paidCents),
      async (manager, { row, refundCents }) => {
        await this.audit.record(manager, {
          adminId: admin.id,
          action: 'booking.cancel',
          targetType: 'booking',
          targetId: bookingId,
          reason: `${reason} (refund ${formatAud(refundCents)})`,
          requestId,
        });
        // Both sides hear it from Pawpal (the admin's reason stays in the audit log).
        const link = paths.bookingNotification(bookingId);
        const title = 'Booking cancelled by Pawpal';
        const refundText = refundCents > 0 ? ` ${formatAud(refundCents)} will be refunded to the card you paid with.` : '';
        await this.notices.send(manager, row.owner_id, {
          kind: ADMIN_NOTICE_KINDS.bookingCancelled,
          title,
          body: `Pawpal cancelled your booking with ${row.sitter_first_name}.${refundText}`,
          link,
        });
        await this.notices.send(manager, row.sitter_id, {
          kind: ADMIN_NOTICE_KINDS.bookingCancelled,
          title,
          body: `Pawpal cancelled your booking with ${row.owner_first_name}. The days are free again in your calendar.`,
          link,
        });
      },
    );
    return this.reads.booking(bookingId);
  }

  /**
   * Refunds `amountCents` of a completed stay: the owner through the payment provider
   * (after the commit), each party's share back in the ledger; the sitter's payout shrinks if it is
   * still to come, else their share comes out of their next payouts; a referral credit the stay
   * earned is taken back. One transaction with the audit row and the notices, and with `alsoInTransaction`
   * (what else the refund belongs to: an incident resolved with it).
   */
  async refundBooking(
    admin: User,
    bookingId: string,
    input: AdminRefundBookingDto,
    requestId: string,
    alsoInTransaction?: (manager: EntityManager) => Promise<void>,
  ): Promise<AdminBooking> {
    if (!isUuid(bookingId)) throw new AdminActionError(HttpStatus.NOT_FOUND, 'Booking not found');
    const reason = input.reason.trim();
    if (reason === '') throw new AdminActionError(HttpStatus.BAD_REQUEST, 'Give a reason for the refund');
    await this.transitions.refundCompletedAsAdmin(bookingId, input.amountCents, async (manager, { row, refundCents }) => {
      await alsoInTransaction?.(manager);
      await this.payouts.afterRefund(manager, bookingId, row.sitter_id, this.clock.now());
      await this.referrals.reverseRewardFor(manager, bookingId);
      await this.audit.record(manager, {
        adminId: admin.id,
        action: 'booking.refund',
        targetType: 'booking',
        targetId: bookingId,
        reason: `${reason} (refund ${formatAud(refundCents)})`,
        requestId,
      });
      const link = paths.bookingNotification(bookingId);
      await this.notices.send(manager, row.owner_id, {
        kind: ADMIN_NOTICE_KINDS.bookingRefunded,
        title: 'Pawpal refunded your stay',
        body: `${formatAud(refundCents)} of your stay with ${row.sitter_first_name} will be refunded to the card you paid with.`,
        link,
      });
    });
    return this.reads.booking(bookingId);
  }

  private async targetUser(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new AdminActionError(HttpStatus.NOT_FOUND, 'User not found');
    return user;
  }
}

/** The refund an admin's choice comes to, given what was paid; 400 for a partial refund that cannot be. */
export function refundOf(kind: AdminRefundKind, refundCents: number | undefined, paidCents: number): number {
  switch (kind) {
    case 'full':
      return paidCents;
    case 'none':
      return 0;
    case 'partial':
      if (refundCents === undefined) throw new AdminActionError(HttpStatus.BAD_REQUEST, 'Give refundCents for a partial refund');
      if (paidCents === 0)
        throw new AdminActionError(HttpStatus.BAD_REQUEST, 'Nothing has been paid for this booking, so there is nothing to refund');
      if (refundCents > paidCents) {
        throw new AdminActionError(
          HttpStatus.BAD_REQUEST,
          `The refund can be at most ${formatAud(paidCents)}, what was paid for this booking`,
        );
      }
      return refundCents;
    default:
      kind satisfies never;
      throw new Error(`Unknown refund kind ${String(kind)}`);
  }
}

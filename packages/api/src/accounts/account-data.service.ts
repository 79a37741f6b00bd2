import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type AccountDataExport } from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { Clock } from '../platform/clock/clock.js';
import { EventBus } from '../platform/events/event-bus.js';
import { ReferralsService } from '../referrals/referrals.service.js';
import { CarePlansService } from '../care/care-plans.service.js';
import { deleteUserSessions, publishSessionsEnded } from '../platform/session/user-sessions.js';
import { reviewVisibleSql } from '../reviews/review-visibility.js';
import { toUserResponse } from '../users/dto/user.response.js';
import { type User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AccountsError } from './accounts.errors.js';

/** Rows per section of the export at most (a bound before proportional work). */
const EXPORT_SECTION_LIMIT = 10_000;
/** Booking states that still commit someone: an account with one of these cannot be deleted yet. */
const ACTIVE_BOOKING_STATES = ['requested', 'accepted', 'paid', 'in_progress'] as const;

/**
 * The Australian Privacy Principles' self-service: download my data, delete my account.
 * Deleting anonymises the person (name "Former member", no email, phone or picture, unusable
 * password, every session ended) and keeps what tax law needs (bookings, payments, the ledger),
 * and what the other side of a conversation or review holds, under the new name; of a referred
 * person, the keyed hash of their mailbox (a referral is once per person).
 */
@Injectable()
export class AccountDataService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly events: EventBus,
    private readonly referrals: ReferralsService,
    private readonly carePlans: CarePlansService,
  ) {}

  async export(user: User): Promise<AccountDataExport> {
    const section = async (sql: string, ...params: unknown[]): Promise<unknown[]> =>
      (
        (await this.dataSource.query(`SELECT to_jsonb(t) AS row FROM (${sql} LIMIT ${EXPORT_SECTION_LIMIT}) t`, [user.id, ...params])) as {
          row: unknown;
        }[]
      ).map((entry) => entry.row);
    return {
      exportedAt: this.clock.now().toISOString(),
      profile: { ...toUserResponse(user), createdAt: user.createdAt.toISOString() },
      pets: await section(`SELECT * FROM pets WHERE owner_id = $1 ORDER BY created_at`),
      bookings: await section(`SELECT * FROM bookings WHERE owner_id = $1 OR sitter_id = $1 ORDER BY created_at`),
      messages: await section(
        `SELECT m.id, m.channel_id, m.sender_id = $1 AS sent_by_me, m.body, m.photo_url, m.created_at FROM chat_messages m
         JOIN chat_channels c ON c.id = m.channel_id WHERE c.user_a_id = $1 OR c.user_b_id = $1 ORDER BY m.seq`,
      ),
      // The member's reviews and those about them that they may see: the other side's stays hidden until published.
      reviews: await section(
        `SELECT * FROM reviews r WHERE (r.owner_id = $1 OR r.sitter_id = $1) AND ${reviewVisibleSql('r', '$2', '$1')} ORDER BY r.created_at`,
        this.clock.now(),
      ),
      payments: await section(
        `SELECT b.id AS booking_id, b.status, r.amount_cents AS refund_cents, r.created_at AS refunded_at FROM bookings b
         LEFT JOIN payment_refunds r ON r.booking_id = b.id WHERE b.owner_id = $1 AND b.status IN ('paid', 'in_progress', 'completed', 'cancelled') ORDER BY b.created_at`,
      ),
      payouts: await section(
        `SELECT id, booking_id, amount_cents, status, scheduled_for, paid_at, failed_at FROM payouts WHERE sitter_id = $1 ORDER BY created_at`,
      ),
      savedCards: await section(
        `SELECT brand, last4, exp_month, exp_year, created_at FROM saved_cards WHERE user_id = $1 ORDER BY created_at`,
      ),
      // The care plans of the member's own pets (a sitter's export holds none of the owners': their homes stay theirs).
      carePlans: await section(`SELECT cp.* FROM care_plans cp JOIN pets p ON p.id = cp.pet_id WHERE p.owner_id = $1 ORDER BY cp.pet_id`),
      // What the member sees of decisions about them (docs/appeals.md): never the deciding admin or a report's note.
      decisions: await section(
        `SELECT id, kind, rule, summary, decided_at, overturned_at FROM decisions WHERE member_id = $1 ORDER BY decided_at`,
      ),
      // The searches the member saved to hear of newly listed sitters.
      savedSearches: await section(`SELECT * FROM saved_searches WHERE user_id = $1 ORDER BY created_at`),
      appeals: await section(
        `SELECT id, decision_id, statement, submitted_at, decide_by, status, decided_at, reason FROM appeals WHERE member_id = $1 ORDER BY submitted_at`,
      ),
    };
  }

  /** 403 wrong password; 409 while a booking is still active; otherwise anonymised at once and signed out everywhere. */
  async delete(user: User, currentPassword: string): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw new AccountsError('WRONG_CURRENT_PASSWORD');
    const unusable = await hashPassword(randomBytes(32).toString('hex'));
    const sessionIds = await this.dataSource.transaction(async (manager) => {
      const [{ active }] = (await manager.query(
        `SELECT count(*)::int AS active FROM bookings WHERE (owner_id = $1 OR sitter_id = $1) AND status = ANY($2)`,
        [user.id, [...ACTIVE_BOOKING_STATES]],
      )) as [{ active: number }];
      if (active > 0) throw new AccountsError('ACTIVE_BOOKINGS');
      // The address goes; a referred person's mailbox hash stays, so they are not referred twice.
      await this.referrals.rememberReferredPerson(manager, user.id, user.email);
      await this.carePlans.eraseOwnersPlans(manager, user.id);
      await this.users.anonymise(manager, user.id, unusable, this.clock.now());
      return deleteUserSessions(manager, user.id);
    });
    await publishSessionsEnded(this.events, user.id, sessionIds);
  }
}

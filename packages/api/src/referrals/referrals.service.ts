import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  type AdminReferral,
  type AdminReferralList,
  MIN_AMOUNT_DUE_CENTS,
  type MyReferrals,
  normaliseReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_NOT_APPLIED_MESSAGES,
  type ReferralApplication,
  type ReferralFlag,
  referralSignupPath,
  REFERRALS_LIST_LIMIT,
  type ReferralStatus,
} from '@pawpal/contract';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { Clock } from '../platform/clock/clock.js';
import { mailboxHash, mailboxHashKey, mailboxOf } from './mailbox.js';
import { newReferralCode } from './referral-code.js';
import { REFERRALS_CONFIG, type ReferralsConfig } from './referrals-config.js';
import { ReferralsError } from './referrals.errors.js';

const UNIQUE_VIOLATION = '23505';
/** Bookings that hold a discount or credit until they are paid or end unpaid. */
const OPEN_STATUSES = `('requested', 'accepted')`;

/** The discount and credit that come off a booking's price (both 0 for most bookings). */
export interface ReferralPricing {
  discountCents: number;
  creditCents: number;
}

interface FriendRow {
  first_name: string;
  joined_at: Date;
  status: 'joined' | 'rewarded' | 'reversed' | 'not_rewarded';
  booked: boolean;
}

interface AdminRow {
  id: string;
  code: string;
  joined_at: Date;
  status: FriendRow['status'];
  booked: boolean;
  flag: ReferralFlag | null;
  credit_cents: number;
  rewarded_at: Date | null;
  referrer_id: string;
  referrer_first_name: string;
  referrer_last_name: string;
  referrer_email: string;
  friend_id: string;
  friend_first_name: string;
  friend_last_name: string;
  friend_email: string;
  total: number;
}

/**
 * The referral program: the one writer of `referral_codes`, `referrals` (with ReferralSweepsService
 * for rewards and expiry) and `referred_mailboxes`. Codes, what a sign-up's code does, the discount
 * and credit a booking gets, and the reversal of a credit when the friend's stay is refunded. Money
 * moves only through LedgerService.
 */
@Injectable()
export class ReferralsService {
  /** The key of `referred_mailboxes`' hashes (mailbox.ts). */
  private readonly mailboxKey: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
    @Inject(REFERRALS_CONFIG) private readonly config: ReferralsConfig,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {
    this.mailboxKey = mailboxHashKey(app.sessionSecret);
  }

  /** The member's code (made on first use), link, friends and credit. */
  async me(userId: string): Promise<MyReferrals> {
    const code = await this.codeOf(userId);
    const friends = (await this.dataSource.query(
      `SELECT u.first_name, r.joined_at, r.status,
              EXISTS (SELECT 1 FROM bookings b WHERE b.owner_id = r.friend_id AND b.paid_at IS NOT NULL AND b.status <> 'cancelled') AS booked
         FROM referrals r JOIN users u ON u.id = r.friend_id
        WHERE r.referrer_id = $1 ORDER BY r.joined_at DESC, r.id LIMIT $2`,
      [userId, REFERRALS_LIST_LIMIT],
    )) as FriendRow[];
    return {
      code,
      link: `${this.app.appOrigin}${referralSignupPath(code)}`,
      referred: friends.map((row) => ({ firstName: row.first_name, joinedAt: row.joined_at.toISOString(), status: statusOf(row) })),
      creditCents: await this.availableCredit(this.dataSource.manager, userId),
      discountCents: this.config.discountCents,
      rewardCents: this.config.creditCents,
    };
  }

  /**
   * A new account signed up with `rawCode`: records who referred them. A code that does not exist
   * (or is the member's own) is not applied, and the sign-up stands. Called by the sign-up only, so
   * only new accounts are ever referred; a person is referred at most once: their mailbox's hash
   * goes into `referred_mailboxes` in the same statement as the referral, and a mailbox already
   * there (an earlier account of theirs, deleted or not, whoever's code it used) is not referred
   * again, so neither the discount nor the member's credit comes twice for one person.
   */
  async applyAtSignUp(friendId: string, rawCode: string): Promise<ReferralApplication> {
    const code = normaliseReferralCode(rawCode);
    const valid = code.length === REFERRAL_CODE_LENGTH && [...code].every((char) => REFERRAL_CODE_ALPHABET.includes(char));
    const [owner] = valid
      ? ((await this.dataSource.query(
          `SELECT c.user_id, owner.email AS owner_email, friend.email AS friend_email
             FROM referral_codes c JOIN users owner ON owner.id = c.user_id JOIN users friend ON friend.id = $2
            WHERE c.code = $1`,
          [code, friendId],
        )) as { user_id: string; owner_email: string; friend_email: string }[])
      : [];
    if (!owner) return notApplied('unknown_code');
    // A second account of the member's own (rita+2@…, r.i.t.a@gmail.com) is not a friend.
    if (owner.user_id === friendId || mailboxOf(owner.owner_email) === mailboxOf(owner.friend_email)) return notApplied('own_code');
    // One statement: of two sign-ups of one mailbox at once, the hash's primary key lets one through.
    const inserted = (await this.dataSource.query(
      `WITH person AS (
         INSERT INTO referred_mailboxes (mailbox_hash, recorded_at) VALUES ($4, $5) ON CONFLICT (mailbox_hash) DO NOTHING RETURNING 1
       )
       INSERT INTO referrals (referrer_id, friend_id, code, joined_at)
       SELECT $1, $2, $3, $5 FROM person
       ON CONFLICT (friend_id) DO NOTHING RETURNING id`,
      [owner.user_id, friendId, code, mailboxHash(this.mailboxKey, owner.friend_email), this.clock.now()],
    )) as unknown[];
    return inserted.length === 1 ? { applied: true } : notApplied('already_referred');
  }

  /**
   * In the caller's transaction: when the account `userId` was referred, the hash of `email`'s
   * mailbox is kept, so the person is not referred again at that address after the account moves
   * to another one or is deleted (the address change and the deletion call it with each address
   * the account had or gets). Nothing for an account that was never referred.
   */
  async rememberReferredPerson(manager: EntityManager, userId: string, email: string): Promise<void> {
    await manager.query(
      `INSERT INTO referred_mailboxes (mailbox_hash, recorded_at)
       SELECT $2, $3 WHERE EXISTS (SELECT 1 FROM referrals WHERE friend_id = $1)
       ON CONFLICT (mailbox_hash) DO NOTHING`,
      [userId, mailboxHash(this.mailboxKey, email), this.clock.now()],
    );
  }

  /**
   * What comes off a booking of `grossCents` (subtotal + fee + its GST) for `ownerId`: the referral
   * discount on a referred friend's first booking (none paid before, none open with it), then the
   * owner's own credit up to what is left; the owner always pays at least MIN_AMOUNT_DUE_CENTS (a
   * charge the provider accepts), so what is not used stays for later. With `lock` (creating the booking) the owner's row is
   * locked, so two requests at once cannot both take the discount or the same credit.
   */
  async pricingFor(manager: EntityManager, ownerId: string | undefined, grossCents: number, lock: boolean): Promise<ReferralPricing> {
    if (!ownerId) return { discountCents: 0, creditCents: 0 };
    if (lock) await manager.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [ownerId]);
    const [first] = (await manager.query(
      `SELECT 1 FROM referrals r
        WHERE r.friend_id = $1 AND r.status = 'joined'
          AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.owner_id = $1 AND b.paid_at IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.owner_id = $1 AND b.status IN ${OPEN_STATUSES} AND b.referral_discount_cents > 0)`,
      [ownerId],
    )) as unknown[];
    const room = Math.max(0, grossCents - MIN_AMOUNT_DUE_CENTS);
    const discountCents = first ? Math.min(this.config.discountCents, room) : 0;
    const creditCents = Math.min(await this.availableCredit(manager, ownerId), room - discountCents);
    return { discountCents, creditCents };
  }

  /**
   * The friend's rewarded stay `bookingId` was refunded: the member's credit is taken back (in the
   * refund's transaction). Nothing when the booking earned no credit.
   */
  async reverseRewardFor(manager: EntityManager, bookingId: string): Promise<void> {
    const [row] = (await manager.query(
      `SELECT id, referrer_id, credit_cents, credit_expired_at FROM referrals WHERE reward_booking_id = $1 AND status = 'rewarded' FOR UPDATE`,
      [bookingId],
    )) as { id: string; referrer_id: string; credit_cents: number; credit_expired_at: Date | null }[];
    if (!row) return;
    // An expired credit was already withdrawn by its expiry.
    if (row.credit_expired_at === null && row.credit_cents > 0) {
      await this.ledger.recordReferralCreditWithdrawn(manager, 'referral_credit_reversed', bookingId, row.referrer_id, row.credit_cents);
    }
    await manager.query(`UPDATE referrals SET status = 'reversed', reversed_at = $2 WHERE id = $1`, [row.id, this.clock.now()]);
  }

  /** Credit the member can use now: their balance less what their open bookings already hold; never below 0. */
  async availableCredit(manager: EntityManager, userId: string): Promise<number> {
    const balance = await this.ledger.referralCreditBalance(manager, userId);
    const [held] = (await manager.query(
      `SELECT coalesce(sum(credit_applied_cents), 0)::int AS cents FROM bookings WHERE owner_id = $1 AND status IN ${OPEN_STATUSES}`,
      [userId],
    )) as [{ cents: number }];
    return Math.max(0, balance - held.cents);
  }

  /** Admins: every referral (or the flagged ones), newest first. */
  async adminList(flaggedOnly: boolean, page: number, pageSize: number): Promise<AdminReferralList> {
    const rows = (await this.dataSource.query(
      `SELECT r.id, r.code, r.joined_at, r.status, r.flag, r.credit_cents, r.rewarded_at,
              EXISTS (SELECT 1 FROM bookings b WHERE b.owner_id = r.friend_id AND b.paid_at IS NOT NULL AND b.status <> 'cancelled') AS booked,
              ru.id AS referrer_id, ru.first_name AS referrer_first_name, ru.last_name AS referrer_last_name, ru.email AS referrer_email,
              fu.id AS friend_id, fu.first_name AS friend_first_name, fu.last_name AS friend_last_name, fu.email AS friend_email,
              count(*) OVER ()::int AS total
         FROM referrals r JOIN users ru ON ru.id = r.referrer_id JOIN users fu ON fu.id = r.friend_id
        WHERE ($1::boolean IS FALSE OR r.flag IS NOT NULL)
        ORDER BY r.joined_at DESC, r.id LIMIT $2 OFFSET $3`,
      [flaggedOnly, pageSize, (page - 1) * pageSize],
    )) as AdminRow[];
    return {
      referrals: rows.map((row): AdminReferral => ({
        id: row.id,
        referrer: { id: row.referrer_id, firstName: row.referrer_first_name, lastName: row.referrer_last_name, email: row.referrer_email },
        friend: { id: row.friend_id, firstName: row.friend_first_name, lastName: row.friend_last_name, email: row.friend_email },
        code: row.code,
        joinedAt: row.joined_at.toISOString(),
        status: statusOf(row),
        flag: row.flag,
        creditCents: row.credit_cents,
        rewardedAt: row.rewarded_at?.toISOString() ?? null,
      })),
      page,
      pageSize,
      total: rows[0]?.total ?? 0,
    };
  }

  /** The member's code, made on first use (a new random code; a clash with another member's code draws again). */
  private async codeOf(userId: string): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [existing] = (await this.dataSource.query(`SELECT code FROM referral_codes WHERE user_id = $1`, [userId])) as {
        code: string;
      }[];
      if (existing) return existing.code;
      try {
        await this.dataSource.query(
          `INSERT INTO referral_codes (user_id, code, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING`,
          [userId, newReferralCode(), this.clock.now()],
        );
      } catch (error) {
        if (!(error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION)) throw error;
      }
    }
    throw new ReferralsError(HttpStatus.CONFLICT, 'Could not make a referral code just now: try again');
  }
}

function notApplied(reason: keyof typeof REFERRAL_NOT_APPLIED_MESSAGES): ReferralApplication {
  return { applied: false, reason, message: REFERRAL_NOT_APPLIED_MESSAGES[reason] };
}

/** The stored state, with `booked` for a friend who joined and has a paid booking. */
function statusOf(row: { status: FriendRow['status']; booked: boolean }): ReferralStatus {
  return row.status === 'joined' && row.booked ? 'booked' : row.status;
}

import { HttpStatus, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { MAX_REWARDED_REFERRALS_PER_YEAR, REFERRAL_CREDIT_EXPIRY_MONTHS, type ReferralFlag } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { REFERRALS_CONFIG, type ReferralsConfig } from './referrals-config.js';
import { ReferralsError } from './referrals.errors.js';
import { ReferralsService } from './referrals.service.js';

/** Only the holder of this advisory lock grants and expires referral credits. */
export const REFERRALS_LOCK_KEY = 7_263_020;

export interface ReferralSweepResult {
  rewarded: number;
  notRewarded: number;
  expired: number;
}

interface DueRow {
  id: string;
  referrer_id: string;
  friend_id: string;
  booking_id: string;
}

interface ExpiringRow {
  id: string;
  referrer_id: string;
  reward_booking_id: string;
  credit_cents: number;
  rewarded_at: Date;
}

const EXPIRY = `make_interval(months => ${REFERRAL_CREDIT_EXPIRY_MONTHS})`;

/**
 * Rewards and expiry by the clock (called by the scheduler after its sweeps, and so by the test
 * clock): a referral whose friend's first paid stay completed earns the member REFERRAL_CREDIT_CENTS
 * of credit, unless the two accounts share a saved card or a payout bank account, or the member
 * already had MAX_REWARDED_REFERRALS_PER_YEAR rewards in the last 12 months (then a flag admins
 * see); a credit still unused 12 months after it was granted expires. Idempotent.
 */
@Injectable()
export class ReferralSweepsService implements OnModuleInit {
  constructor(
    private readonly ledger: LedgerService,
    private readonly notices: NoticesService,
    private readonly referrals: ReferralsService,
    @Inject(REFERRALS_CONFIG) private readonly config: ReferralsConfig,
    private readonly scheduler: SchedulerService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: 'referrals', run: async (now) => void (await this.run(now)) });
  }

  async run(now: Date): Promise<ReferralSweepResult> {
    return this.scheduler.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1)`, [REFERRALS_LOCK_KEY]);
      const due = (await manager.query(
        `SELECT r.id, r.referrer_id, r.friend_id, first.id AS booking_id
           FROM referrals r
           CROSS JOIN LATERAL (
             SELECT b.id, b.status FROM bookings b WHERE b.owner_id = r.friend_id AND b.paid_at IS NOT NULL ORDER BY b.paid_at, b.id LIMIT 1
           ) first
          WHERE r.status = 'joined' AND first.status = 'completed'
          ORDER BY r.joined_at`,
      )) as DueRow[];
      let rewarded = 0;
      for (const row of due) {
        if (await this.grant(manager, row.id, row.booking_id, now)) rewarded += 1;
      }
      const expired = await this.expire(manager, now);
      return { rewarded, notRewarded: due.length - rewarded, expired };
    });
  }

  /**
   * Rewards one referral for its friend's completed first stay `bookingId`; false when it was
   * flagged instead. A referral already decided (rewarded, reversed, flagged) is a 409: a friend
   * earns one reward at most (the ledger also allows one referral credit per booking).
   */
  async grant(manager: EntityManager, referralId: string, bookingId: string, now: Date): Promise<boolean> {
    const [row] = (await manager.query(`SELECT id, referrer_id, friend_id, status FROM referrals WHERE id = $1 FOR UPDATE`, [
      referralId,
    ])) as {
      id: string;
      referrer_id: string;
      friend_id: string;
      status: string;
    }[];
    if (!row) throw new ReferralsError(HttpStatus.NOT_FOUND, 'No such referral');
    if (row.status !== 'joined')
      throw new ReferralsError(
        HttpStatus.CONFLICT,
        'This friend has already earned their referral reward (or it was refused): a friend counts once',
      );
    const flag = await this.flagOf(manager, row.referrer_id, row.friend_id, now);
    if (flag) {
      await manager.query(`UPDATE referrals SET status = 'not_rewarded', flag = $2, reward_booking_id = $3 WHERE id = $1`, [
        row.id,
        flag,
        bookingId,
      ]);
      return false;
    }
    const credit = this.config.creditCents;
    if (credit > 0) await this.ledger.recordReferralCredit(manager, bookingId, row.referrer_id, credit);
    await manager.query(
      `UPDATE referrals SET status = 'rewarded', reward_booking_id = $2, credit_cents = $3, rewarded_at = $4 WHERE id = $1`,
      [row.id, bookingId, credit, now],
    );
    const dollars = `$${(credit / 100).toFixed(2)}`;
    await this.notices.send(manager, row.referrer_id, {
      kind: 'referral_credit',
      title: `You earned ${dollars} of credit`,
      body: `A friend you invited finished their first stay. ${dollars} comes off your next booking (it expires in ${REFERRAL_CREDIT_EXPIRY_MONTHS} months).`,
      link: '/referral-program',
    });
    return true;
  }

  /** Why this referral earns nothing: a card or bank account both accounts have, or the yearly limit. */
  private async flagOf(manager: EntityManager, referrerId: string, friendId: string, now: Date): Promise<ReferralFlag | null> {
    const [shared] = (await manager.query(
      `SELECT
         EXISTS (SELECT 1 FROM saved_cards a JOIN saved_cards b
                   ON a.brand = b.brand AND a.last4 = b.last4 AND a.exp_month = b.exp_month AND a.exp_year = b.exp_year
                  WHERE a.user_id = $1 AND b.user_id = $2) AS card,
         -- Only rows that hold a real BSB and last four digits: an account at a provider with hosted
         -- onboarding (Stripe Connect) keeps a placeholder with no account name (payouts.service.ts),
         -- and two of those match; an account typed into Pawpal's form always has a name.
         EXISTS (SELECT 1 FROM payout_accounts a JOIN payout_accounts b ON a.bsb = b.bsb AND a.account_last4 = b.account_last4
                  WHERE a.user_id = $1 AND b.user_id = $2 AND a.account_name <> '' AND b.account_name <> '') AS bank,
         (SELECT count(*)::int FROM referrals WHERE referrer_id = $1 AND status = 'rewarded' AND rewarded_at > $3::timestamptz - ${EXPIRY}) AS rewarded`,
      [referrerId, friendId, now],
    )) as [{ card: boolean; bank: boolean; rewarded: number }];
    if (shared.card) return 'shared_card';
    if (shared.bank) return 'shared_payout_account';
    if (shared.rewarded >= MAX_REWARDED_REFERRALS_PER_YEAR) return 'yearly_limit';
    return null;
  }

  /**
   * Credits granted REFERRAL_CREDIT_EXPIRY_MONTHS ago expire: what is left of them (credit is used
   * oldest first, so the newer credits' amounts and what open bookings hold stay) is withdrawn.
   */
  private async expire(manager: EntityManager, now: Date): Promise<number> {
    const expiring = (await manager.query(
      `SELECT id, referrer_id, reward_booking_id, credit_cents, rewarded_at FROM referrals
        WHERE status = 'rewarded' AND credit_expired_at IS NULL AND rewarded_at + ${EXPIRY} <= $1
        ORDER BY referrer_id, rewarded_at FOR UPDATE`,
      [now],
    )) as ExpiringRow[];
    let expired = 0;
    for (const row of expiring) {
      const [newer] = (await manager.query(
        `SELECT coalesce(sum(credit_cents), 0)::int AS cents FROM referrals
          WHERE referrer_id = $1 AND status = 'rewarded' AND credit_expired_at IS NULL AND id <> $2 AND rewarded_at + ${EXPIRY} > $3`,
        [row.referrer_id, row.id, now],
      )) as [{ cents: number }];
      const left = (await this.referrals.availableCredit(manager, row.referrer_id)) - newer.cents;
      const amount = Math.max(0, Math.min(row.credit_cents, left));
      if (amount > 0) {
        await this.ledger.recordReferralCreditWithdrawn(manager, 'referral_credit_expired', row.reward_booking_id, row.referrer_id, amount);
        expired += 1;
      }
      await manager.query(`UPDATE referrals SET credit_expired_at = $2 WHERE id = $1`, [row.id, now]);
    }
    return expired;
  }
}

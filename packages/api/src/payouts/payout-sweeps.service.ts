import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { careSettledSql } from '../care/care-settled.js';
import { returnedPayoutCount, sitterOwedSql } from '../ledger/ledger-reads.js';
import { LedgerService } from '../ledger/ledger.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { PAYOUTS_CONFIG, type PayoutsConfig } from './payouts-config.js';
import { PAYMENT_PROVIDER, type PaymentProvider, PayoutTransferRefused } from '../payments/payment-provider.js';
import { paymentProviders } from '../payments/providers/index.js';

/** Only the holder of this advisory lock moves payouts (any instance may run the sweep). */
export const PAYOUTS_LOCK_KEY = 7_263_010;

/** What the sitter reads on a payout held by a report. */
export const PAYOUT_HELD_NOTE = 'Held while Pawpal looks into a report about your profile';
/** What the sitter reads on a payout held by a report about that stay. */
export const PAYOUT_STAY_HELD_NOTE = 'Held while Pawpal looks into a report about this stay';
/**
 * Another feature's reason to hold one stay's payout, registered with `PayoutSweepsService.holdWhile`:
 * a condition in SQL on the payouts row `p` (true while that stay's payout must wait) and the note
 * the sitter reads meanwhile. Registered, not imported, so the features that hold payouts may
 * themselves use the payouts module (an incident's refund shrinks the payout) without a cycle.
 */
export interface PayoutHold {
  condition: (payout: 'p') => string;
  note: string;
}

/** What the sitter reads on a payout waiting for their set-up. */
export const PAYOUT_WAITING_NOTE = 'Waiting for your bank account and tax details (Payout settings)';

/** What the sitter reads on a payout that repaid a refund given after an earlier payout. */
export function recoveryNote(recoveredCents: number): string {
  return `$${(recoveredCents / 100).toFixed(2)} of this payout repaid a refund on a stay you had already been paid for`;
}

/** The sandbox bank's answers, in words a sitter can act on. */
const SANDBOX_FAILURES: Readonly<Record<string, string>> = {
  no_account: 'The bank says this account does not exist: check the BSB and account number',
  account_closed: 'The bank says this account is closed: add an open account',
};

export interface PayoutSweepResult {
  scheduled: number;
  released: number;
  paid: number;
  failed: number;
}

interface DueRow {
  id: string;
  booking_id: string;
  sitter_id: string;
  provider: string | null;
  provider_ref: string | null;
  has_tax_details: boolean;
  /** When it could first go: its release time, or later when the sitter's set-up was saved after it. */
  ready_at: Date;
}

interface TransitRow {
  id: string;
  booking_id: string;
  sitter_id: string;
  amount_cents: number;
  outcome: string | null;
}

/**
 * Moves payouts along by the clock (called by the scheduler after its booking sweeps, and by the
 * test clock): a completed stay gets a payout scheduled PAYOUT_RELEASE_HOURS after completion;
 * a due payout is released (the ledger records it) unless an open report about the sitter or about
 * that stay holds it
 * or their bank account or tax details are missing; the sandbox's bank answers after
 * SANDBOX_PAYOUT_TRANSIT_HOURS: paid, or failed with the bank's reason (the money is owed again,
 * and the payout is retried when the sitter saves a new account). With Stripe Connect, a released
 * payout is a transfer to the sitter's connected account instead (paid once Stripe accepts it; Stripe
 * pays their bank on its own schedule), and a refund after it reverses that transfer. The one writer
 * of `payouts` besides PayoutsService's retry. Idempotent: each step is a conditional change.
 */
@Injectable()
export class PayoutSweepsService implements OnModuleInit {
  constructor(
    private readonly ledger: LedgerService,
    private readonly notices: NoticesService,
    @Inject(PAYOUTS_CONFIG) private readonly config: PayoutsConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly scheduler: SchedulerService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: 'payouts', run: async (now) => void (await this.run(now)) });
  }

  private readonly logger = new Logger(PayoutSweepsService.name);
  private readonly holds: PayoutHold[] = [];

  /** Holds a stay's payout while `hold.condition` is true of it (called in a feature's onModuleInit), beside the report holds. */
  holdWhile(hold: PayoutHold): void {
    this.holds.push(hold);
  }

  /**
   * Where this stay's payout stands, for a feature deciding whether a hold can still apply:
   * `none` before it is scheduled (the stay has not completed, or nothing is owed yet), `pending`
   * while it can still be held (scheduled, held, or failed and waiting to be sent again),
   * `released` once it left (in transit or paid; `at` is when), `cancelled` when nothing was owed.
   */
  async payoutStage(
    manager: EntityManager,
    bookingId: string,
  ): Promise<{ stage: 'none' | 'pending' | 'released' | 'cancelled'; at: Date | null }> {
    const [row] = (await manager.query(`SELECT status, in_transit_at FROM payouts WHERE booking_id = $1`, [bookingId])) as {
      status: string;
      in_transit_at: Date | null;
    }[];
    if (!row) return { stage: 'none', at: null };
    if (row.status === 'in_transit' || row.status === 'paid') return { stage: 'released', at: row.in_transit_at };
    if (row.status === 'cancelled') return { stage: 'cancelled', at: null };
    return { stage: 'pending', at: null };
  }

  async run(now: Date): Promise<PayoutSweepResult> {
    return this.scheduler.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1)`, [PAYOUTS_LOCK_KEY]);
      const scheduled = await this.schedule(manager, now);
      await this.applyHolds(manager, now);
      const released = await this.release(manager, now);
      const { paid, failed } = await this.settleSandbox(manager, now);
      return { scheduled, released, paid, failed };
    });
  }

  /**
   * A payout for every completed stay with something owed to the sitter, due releaseHours after
   * completion, once the care it was paid for is settled (care/care-settled.ts: a drop-in or walk
   * booking waits until each visit is done, excused or refunded as missed, so the payout is for care
   * that happened). A payout not yet released follows what the ledger owes (a vet expense charged
   * after completion adds to it).
   */
  private async schedule(manager: EntityManager, now: Date): Promise<number> {
    const [, count] = (await manager.query(
      `INSERT INTO payouts (booking_id, sitter_id, amount_cents, status, scheduled_for, created_at, updated_at)
       SELECT b.id, b.sitter_id, owed.cents, 'scheduled', b.completed_at + make_interval(hours => $2), $1, $1
         FROM bookings b
         CROSS JOIN LATERAL (SELECT ${sitterOwedSql('b.id', 'b.sitter_id')} AS cents) owed
        WHERE b.status = 'completed' AND b.completed_at IS NOT NULL AND owed.cents > 0 AND ${careSettledSql('b.id')}
          AND NOT EXISTS (SELECT 1 FROM payouts p WHERE p.booking_id = b.id)
       ON CONFLICT (booking_id) DO NOTHING`,
      [now, this.config.releaseHours],
    )) as [unknown, number];
    await manager.query(
      `UPDATE payouts p SET amount_cents = owed.cents, updated_at = $1
         FROM (SELECT p2.id, ${sitterOwedSql('p2.booking_id', 'p2.sitter_id')} AS cents FROM payouts p2 WHERE p2.status IN ('scheduled', 'held')) owed
        WHERE p.id = owed.id AND owed.cents > 0 AND p.amount_cents <> owed.cents`,
      [now],
    );
    return count ?? 0;
  }

  /**
   * An open report about the sitter (their profile or their account, not about one stay) holds all
   * their unreleased payouts; an open report about one stay (`reports.booking_id`, filed by anyone
   * but the sitter) holds that stay's payout only, and so does each registered hold (`holdWhile`:
   * an incident during the stay). Once none applies, the payout goes again.
   */
  private async applyHolds(manager: EntityManager, now: Date): Promise<void> {
    const stayReport = `EXISTS (SELECT 1 FROM reports r WHERE r.status = 'open' AND r.booking_id = p.booking_id AND r.reporter_id <> p.sitter_id)`;
    const profileReport = `EXISTS (SELECT 1 FROM reports r WHERE r.status = 'open' AND r.booking_id IS NULL AND r.target_type IN ('sitter', 'user') AND r.target_id = p.sitter_id)`;
    const registered = this.holds.map((hold, index) => ({
      condition: `(${hold.condition('p')})`,
      note: hold.note,
      param: `$${index + 4}`,
    }));
    const notes = [PAYOUT_HELD_NOTE, PAYOUT_STAY_HELD_NOTE, ...registered.map((hold) => hold.note)];
    // The note says the widest reason: the sitter's profile, then a report about the stay, then the registered holds in order.
    const note = `(CASE WHEN ${profileReport} THEN $2 WHEN ${stayReport} THEN $3 ${registered
      .map((hold) => `WHEN ${hold.condition} THEN ${hold.param}`)
      .join(' ')} END)`;
    const anyHold = [profileReport, stayReport, ...registered.map((hold) => hold.condition)].join(' OR ');
    await manager.query(
      `UPDATE payouts p SET status = 'held', note = ${note}, updated_at = $1
        WHERE (p.status = 'scheduled' OR (p.status = 'held' AND p.note IS DISTINCT FROM ${note})) AND (${anyHold})`,
      [now, ...notes],
    );
    // Let go, it is due from now (not from before the hold): its time in transit starts no earlier.
    await manager.query(
      `UPDATE payouts p SET status = 'scheduled', note = NULL, scheduled_for = greatest(p.scheduled_for, $1), updated_at = $1
        WHERE p.status = 'held' AND NOT (${anyHold})`,
      [now],
    );
  }

  private async release(manager: EntityManager, now: Date): Promise<number> {
    const due = (await manager.query(
      `SELECT p.id, p.booking_id, p.sitter_id, a.provider, a.provider_ref, (t.user_id IS NOT NULL) AS has_tax_details,
              greatest(p.scheduled_for, a.updated_at, t.updated_at) AS ready_at
         FROM payouts p
         LEFT JOIN payout_accounts a ON a.user_id = p.sitter_id
         LEFT JOIN tax_details t ON t.user_id = p.sitter_id
        WHERE p.status = 'scheduled' AND p.scheduled_for <= $1
        ORDER BY p.scheduled_for
        FOR UPDATE OF p`,
      [now],
    )) as DueRow[];
    let released = 0;
    for (const row of due) {
      if (row.provider === null || !row.has_tax_details || !(await this.stripeAccountPayable(row))) {
        await manager.query(`UPDATE payouts SET note = $2, updated_at = $3 WHERE id = $1 AND note IS DISTINCT FROM $2`, [
          row.id,
          PAYOUT_WAITING_NOTE,
          now,
        ]);
        continue;
      }
      const owed = await this.ledger.sitterPayable(manager, row.booking_id, row.sitter_id);
      if (owed <= 0) {
        await manager.query(`UPDATE payouts SET status = 'cancelled', amount_cents = 0, note = NULL, updated_at = $2 WHERE id = $1`, [
          row.id,
          now,
        ]);
        continue;
      }
      const recovered = await this.recoverDebts(manager, row.booking_id, row.sitter_id, owed);
      const amount = owed - recovered;
      const note = recovered > 0 ? recoveryNote(recovered) : null;
      if (amount === 0) {
        await manager.query(
          `UPDATE payouts SET status = 'cancelled', amount_cents = 0, adjustment_cents = $2, note = $3, updated_at = $4 WHERE id = $1`,
          [row.id, -recovered, note, now],
        );
        continue;
      }
      await this.ledger.recordPayout(manager, row.booking_id, row.sitter_id, amount);
      if (row.provider === this.provider.name && this.provider.payouts.transfer) {
        await this.transfer(manager, row, amount, recovered, note, now);
        released += 1;
        continue;
      }
      // In transit from when it could first go, not from when this sweep ran: a clock moved past the
      // release and the bank's answer settles it in this same run (settleSandbox), as time would have.
      const sentAt = row.ready_at.getTime() < now.getTime() ? row.ready_at : now;
      await manager.query(
        `UPDATE payouts SET status = 'in_transit', amount_cents = $2, provider = $3, provider_ref = $4, in_transit_at = $5, note = $6,
                adjustment_cents = adjustment_cents - $7, updated_at = $8 WHERE id = $1`,
        [row.id, amount, row.provider, `po_${row.provider}_${row.id.replaceAll('-', '')}`, sentAt, note, recovered, now],
      );
      released += 1;
    }
    return released;
  }

  /**
   * The configured provider says whether the account can take a payout now (a Stripe Connect account
   * once Stripe enables its payouts, asked at each release). An account left from another provider
   * is paid only when it pays into the sitter's bank (the sandbox's), never one kept at that provider.
   */
  private async stripeAccountPayable(row: DueRow): Promise<boolean> {
    if (row.provider !== this.provider.name) return paymentProviders.named(row.provider ?? '')?.payoutsLandIn === 'bank';
    if (!row.provider_ref) return false;
    return this.provider.payouts.accountPayable(row.provider_ref);
  }

  /**
   * The released payout goes to the sitter's connected account as a Stripe transfer (grouped by the
   * booking; keyed by the payout, so a rolled-back sweep's retry makes no second one): paid when
   * Stripe accepts it; refused, it fails with Stripe's reason and the money is owed again.
   */
  private async transfer(
    manager: EntityManager,
    row: DueRow,
    amount: number,
    recovered: number,
    note: string | null,
    now: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE payouts SET status = 'in_transit', amount_cents = $2, provider = $6, in_transit_at = $3, note = $4, adjustment_cents = adjustment_cents - $5, updated_at = $3
        WHERE id = $1`,
      [row.id, amount, now, note, recovered, this.provider.name],
    );
    const dollars = `$${(amount / 100).toFixed(2)}`;
    try {
      const transferId = await this.provider.payouts.transfer!({
        id: row.id,
        bookingId: row.booking_id,
        accountId: row.provider_ref!,
        amountCents: amount,
      });
      await manager.query(`UPDATE payouts SET status = 'paid', provider_ref = $2, paid_at = $3, updated_at = $3 WHERE id = $1`, [
        row.id,
        transferId,
        now,
      ]);
      await this.notices.send(manager, row.sitter_id, {
        kind: 'payout_paid',
        title: `Payout of ${dollars} paid`,
        body: `${dollars} is in your Stripe account; Stripe pays it into your bank account on its payout schedule.`,
        link: '/payout-settings',
      });
    } catch (error) {
      if (!(error instanceof PayoutTransferRefused)) throw error;
      const failure = `Stripe did not accept the payout: ${error.message}`;
      await this.ledger.recordPayoutFailed(manager, row.booking_id, row.sitter_id, amount);
      await manager.query(`UPDATE payouts SET status = 'failed', failed_at = $2, failure_reason = $3, updated_at = $2 WHERE id = $1`, [
        row.id,
        now,
        failure,
      ]);
      await this.notices.send(manager, row.sitter_id, {
        kind: 'payout_failed',
        title: `Payout of ${dollars} failed`,
        body: `${failure}. We will send it again when you next open your Stripe payout set-up (Payout settings).`,
        link: '/payout-settings',
      });
    }
  }

  /**
   * With Stripe Connect, the sitter's share of a refund after their payout is taken back from the
   * transfer (a reversal keyed by the payout and the reversal's number), which clears the debt;
   * when Stripe refuses (their Stripe balance is spent), the debt stays and the next payouts repay it.
   */
  private async reverseTransfer(manager: EntityManager, bookingId: string, sitterId: string, debtCents: number): Promise<boolean> {
    const [payout] = (await manager.query(
      `SELECT id, provider_ref FROM payouts WHERE booking_id = $1 AND status = 'paid' AND provider = $2`,
      [bookingId, this.provider.name],
    )) as {
      id: string;
      provider_ref: string | null;
    }[];
    const reverse = this.provider.payouts.reverse;
    if (!reverse || !payout?.provider_ref) return false;
    const count = await returnedPayoutCount(manager, bookingId);
    try {
      await reverse(payout.provider_ref, debtCents, payout.id, count + 1);
    } catch (error) {
      this.logger.warn(
        `Reversing transfer ${payout.provider_ref} failed; the debt is repaid from the next payouts: ${(error as Error).message}`,
      );
      return false;
    }
    // The money is back at Pawpal's Stripe balance and the sitter owes nothing: the ledger lines of a returned payout.
    await this.ledger.recordPayoutFailed(manager, bookingId, sitterId, debtCents);
    return true;
  }

  /**
   * What the sitter owes from refunds given after earlier payouts (a booking whose `sitter_payable`
   * is above zero), oldest first, is repaid from the `available` cents of `bookingId`'s payout;
   * returns how much was taken.
   */
  private async recoverDebts(manager: EntityManager, bookingId: string, sitterId: string, available: number): Promise<number> {
    const debts = await this.ledger.sitterDebts(manager, sitterId);
    let recovered = 0;
    for (const debt of debts) {
      if (debt.bookingId === bookingId) continue;
      const take = Math.min(debt.cents, available - recovered);
      if (take <= 0) break;
      await this.ledger.recordPayoutRecovery(manager, debt.bookingId, bookingId, sitterId, take);
      recovered += take;
    }
    return recovered;
  }

  /**
   * A completed stay was refunded (an admin's refund, in its transaction): a payout still to be
   * released shrinks to what is now owed, or is cancelled when nothing is; when the stay was already
   * paid out, the sitter now owes their share back, taken from their next payouts; they are told.
   */
  async afterRefund(manager: EntityManager, bookingId: string, sitterId: string, now: Date): Promise<void> {
    const owed = await this.ledger.sitterPayable(manager, bookingId, sitterId);
    const [payout] = (await manager.query(`SELECT id, status FROM payouts WHERE booking_id = $1 FOR UPDATE`, [bookingId])) as {
      id: string;
      status: string;
    }[];
    if (payout && (payout.status === 'scheduled' || payout.status === 'held')) {
      await manager.query(
        `UPDATE payouts SET amount_cents = $2, status = CASE WHEN $2 = 0 THEN 'cancelled' ELSE status END, note = CASE WHEN $2 = 0 THEN NULL ELSE note END, updated_at = $3
          WHERE id = $1`,
        [payout.id, Math.max(0, owed), now],
      );
    }
    if (owed < 0 && (await this.reverseTransfer(manager, bookingId, sitterId, -owed))) {
      const dollars = `$${(-owed / 100).toFixed(2)}`;
      await this.notices.send(manager, sitterId, {
        kind: 'payout_recovery',
        title: `${dollars} taken back from your Stripe account`,
        body: `Pawpal refunded the owner of a stay you were already paid for. Your share of the refund, ${dollars}, was taken back from that payout in your Stripe account.`,
        link: '/payout-settings',
      });
    } else if (owed < 0) {
      const dollars = `$${(-owed / 100).toFixed(2)}`;
      await this.notices.send(manager, sitterId, {
        kind: 'payout_recovery',
        title: `${dollars} will come out of your next payouts`,
        body: `Pawpal refunded the owner of a stay you were already paid for. Your share of the refund, ${dollars}, is taken from your next payouts (nothing is charged to you).`,
        link: '/payout-settings',
      });
    }
  }

  /** The sandbox bank answers for payouts in transit long enough: by the outcome of the sitter's stand-in account. */
  private async settleSandbox(manager: EntityManager, now: Date): Promise<{ paid: number; failed: number }> {
    const arrived = (await manager.query(
      `SELECT p.id, p.booking_id, p.sitter_id, p.amount_cents, s.payout_outcome AS outcome
         FROM payouts p
         LEFT JOIN payout_accounts a ON a.user_id = p.sitter_id
         LEFT JOIN sandbox_bank_accounts s ON s.ref = a.provider_ref
        WHERE p.status = 'in_transit' AND p.provider = 'sandbox' AND p.in_transit_at + make_interval(hours => $2) <= $1
        FOR UPDATE OF p`,
      [now, this.config.sandboxTransitHours],
    )) as TransitRow[];
    let paid = 0;
    let failed = 0;
    for (const row of arrived) {
      const failure =
        row.outcome === 'succeeds'
          ? undefined
          : (SANDBOX_FAILURES[row.outcome ?? ''] ?? 'The bank did not accept the payout: check your bank account');
      const dollars = `$${(row.amount_cents / 100).toFixed(2)}`;
      if (failure === undefined) {
        await manager.query(`UPDATE payouts SET status = 'paid', paid_at = $2, updated_at = $2 WHERE id = $1`, [row.id, now]);
        await this.notices.send(manager, row.sitter_id, {
          kind: 'payout_paid',
          title: `Payout of ${dollars} paid`,
          body: `${dollars} is on its way to your bank account.`,
          link: '/payout-settings',
        });
        paid += 1;
      } else {
        await this.ledger.recordPayoutFailed(manager, row.booking_id, row.sitter_id, row.amount_cents);
        await manager.query(`UPDATE payouts SET status = 'failed', failed_at = $2, failure_reason = $3, updated_at = $2 WHERE id = $1`, [
          row.id,
          now,
          failure,
        ]);
        await this.notices.send(manager, row.sitter_id, {
          kind: 'payout_failed',
          title: `Payout of ${dollars} failed`,
          body: `${failure}. We will send it again as soon as you save a bank account.`,
          link: '/payout-settings',
        });
        failed += 1;
      }
    }
    return { paid, failed };
  }
}

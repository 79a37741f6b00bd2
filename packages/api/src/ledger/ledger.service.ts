import { Injectable } from '@nestjs/common';
import { type LedgerAccount, type LedgerKind, type LedgerLine as LedgerLineName } from '@pawpal/contract';
import { randomUUID } from 'node:crypto';
import { type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { sitterDebtsSql, sitterOwedSql } from './ledger-reads.js';
import { type ChargeParts, refundShares } from './refund-shares.js';

/** One row of a movement: debit positive, credit negative. */
export interface LedgerLine {
  account: LedgerAccount;
  line: LedgerLineName;
  /** The sitter of `sitter_payable`, the owner of `owner_refund_payable`; null otherwise. */
  userId?: string | null;
  amountCents: number;
}

/** The parts of a booking's price (what the owner pays, and how it splits). */
export interface PriceParts {
  totalCents: number;
  bookingFeeCents: number;
  bookingFeeGstCents: number;
  subtotalCents: number;
  commissionCents: number;
  commissionGstCents: number;
}

interface BookingMoneyRow {
  owner_id: string;
  sitter_id: string;
  total_cents: number;
  booking_fee_cents: number;
  booking_fee_gst_cents: number;
  subtotal_cents: number;
  commission_cents: number;
  commission_gst_cents: number;
  referral_discount_cents: number;
  credit_applied_cents: number;
  /** Pawpal's part of a rebooking's higher price (docs/standby.md), taken off what the owner pays. */
  standby_top_up_cents: number;
}

/**
 * The one writer of `ledger_entries`. Each method posts one balanced movement inside the caller's
 * transaction (the payment, the cancellation), so the money's record and its cause commit
 * together; the database refuses an unbalanced movement at COMMIT and any UPDATE or DELETE.
 */
@Injectable()
export class LedgerService {
  constructor(private readonly clock: Clock) {}

  /**
   * An owner paid for a booking: the fee and its GST to Pawpal, the subtotal to the sitter less the
   * commission and its GST. A referral discount is paid by Pawpal (`referral_cost`) and the owner's
   * credit used comes out of their `referral_credit`, so the sitter's side is the full subtotal.
   */
  async recordCharge(manager: EntityManager, bookingId: string, at?: Date): Promise<void> {
    const booking = await this.booking(manager, bookingId);
    const sitter = booking.sitter_id;
    await this.post(manager, 'charge', bookingId, at, [
      { account: 'provider_cash', line: 'total', amountCents: booking.total_cents },
      { account: 'referral_cost', line: 'referral_discount', amountCents: booking.referral_discount_cents },
      { account: 'referral_credit', line: 'referral_credit', userId: booking.owner_id, amountCents: booking.credit_applied_cents },
      { account: 'platform_guarantee', line: 'standby_topup', amountCents: booking.standby_top_up_cents },
      { account: 'booking_fee_revenue', line: 'booking_fee', amountCents: -booking.booking_fee_cents },
      { account: 'gst_payable', line: 'booking_fee_gst', amountCents: -booking.booking_fee_gst_cents },
      { account: 'sitter_payable', line: 'subtotal', userId: sitter, amountCents: -booking.subtotal_cents },
      { account: 'sitter_payable', line: 'commission', userId: sitter, amountCents: booking.commission_cents },
      { account: 'sitter_payable', line: 'commission_gst', userId: sitter, amountCents: booking.commission_gst_cents },
      { account: 'commission_revenue', line: 'commission', amountCents: -booking.commission_cents },
      { account: 'gst_payable', line: 'commission_gst', amountCents: -booking.commission_gst_cents },
    ]);
  }

  /**
   * The owner paid the higher price of a change to a paid booking: the difference in each part of
   * the price (`before` to `after`), posted like a charge, so the booking's charges add up to its
   * new price and the sitter is owed the new subtotal less its commission (docs/bookings.md).
   */
  async recordChangeCharge(manager: EntityManager, bookingId: string, before: PriceParts, after: PriceParts): Promise<void> {
    const booking = await this.booking(manager, bookingId);
    const sitter = booking.sitter_id;
    const delta = (part: keyof PriceParts) => after[part] - before[part];
    if (delta('totalCents') <= 0) throw new RangeError(`a change charge must be positive, got ${delta('totalCents')}`);
    await this.post(manager, 'charge', bookingId, undefined, [
      { account: 'provider_cash', line: 'total', amountCents: delta('totalCents') },
      { account: 'booking_fee_revenue', line: 'booking_fee', amountCents: -delta('bookingFeeCents') },
      { account: 'gst_payable', line: 'booking_fee_gst', amountCents: -delta('bookingFeeGstCents') },
      { account: 'sitter_payable', line: 'subtotal', userId: sitter, amountCents: -delta('subtotalCents') },
      { account: 'sitter_payable', line: 'commission', userId: sitter, amountCents: delta('commissionCents') },
      { account: 'sitter_payable', line: 'commission_gst', userId: sitter, amountCents: delta('commissionGstCents') },
      { account: 'commission_revenue', line: 'commission', amountCents: -delta('commissionCents') },
      { account: 'gst_payable', line: 'commission_gst', amountCents: -delta('commissionGstCents') },
    ]);
  }

  /** Money arrived for a booking that could no longer be paid: all of it is owed back to the owner. */
  async recordUnappliedCharge(manager: EntityManager, bookingId: string, ownerId: string, amountCents: number): Promise<void> {
    await this.post(manager, 'unapplied_charge', bookingId, undefined, [
      { account: 'provider_cash', line: 'total', amountCents },
      { account: 'owner_refund_payable', line: 'refund', userId: ownerId, amountCents: -amountCents },
    ]);
  }

  /**
   * A refund of `refundCents` of what the owner paid: each party gives back its share (refundShares)
   * of the same fraction of the whole price, owed to the owner. When Pawpal paid part of the price
   * (a referral discount, a credit), the same fraction of that part goes back to Pawpal and to the
   * owner's credit instead of to the owner: a full refund undoes the charge exactly.
   */
  async recordRefundOwed(manager: EntityManager, bookingId: string, refundCents: number, at?: Date): Promise<void> {
    const booking = await this.booking(manager, bookingId);
    const funded = booking.referral_discount_cents + booking.credit_applied_cents + booking.standby_top_up_cents;
    const gross = booking.total_cents + funded;
    if (!Number.isInteger(refundCents) || refundCents <= 0 || refundCents > booking.total_cents) {
      throw new RangeError(`refund must be a whole number of cents from 1 to ${booking.total_cents}, got ${refundCents}`);
    }
    const grossRefund = refundCents === booking.total_cents ? gross : Math.round((refundCents * gross) / booking.total_cents);
    const fundedBack = grossRefund - refundCents;
    const creditBack = funded === 0 ? 0 : Math.round((booking.credit_applied_cents * fundedBack) / funded);
    const topUpBack = funded === 0 ? 0 : Math.round((booking.standby_top_up_cents * fundedBack) / funded);
    const shares = refundShares(chargeParts(booking), grossRefund);
    await this.post(manager, 'refund', bookingId, at, [
      { account: 'referral_cost', line: 'referral_discount', amountCents: -(fundedBack - creditBack - topUpBack) },
      { account: 'platform_guarantee', line: 'standby_topup', amountCents: -topUpBack },
      { account: 'referral_credit', line: 'referral_credit', userId: booking.owner_id, amountCents: -creditBack },
      { account: 'booking_fee_revenue', line: 'booking_fee', amountCents: shares.bookingFeeCents },
      { account: 'gst_payable', line: 'booking_fee_gst', amountCents: shares.bookingFeeGstCents },
      { account: 'sitter_payable', line: 'subtotal', userId: booking.sitter_id, amountCents: shares.subtotalCents },
      { account: 'sitter_payable', line: 'commission', userId: booking.sitter_id, amountCents: -shares.commissionCents },
      { account: 'sitter_payable', line: 'commission_gst', userId: booking.sitter_id, amountCents: -shares.commissionGstCents },
      { account: 'commission_revenue', line: 'commission', amountCents: shares.commissionCents },
      { account: 'gst_payable', line: 'commission_gst', amountCents: shares.commissionGstCents },
      { account: 'owner_refund_payable', line: 'refund', userId: booking.owner_id, amountCents: -refundCents },
    ]);
  }

  /** The provider returned a refund to the owner. */
  async recordRefundPaid(manager: EntityManager, bookingId: string, amountCents: number, at?: Date): Promise<void> {
    const booking = await this.booking(manager, bookingId);
    await this.post(manager, 'refund_paid', bookingId, at, [
      { account: 'owner_refund_payable', line: 'refund', userId: booking.owner_id, amountCents },
      { account: 'provider_cash', line: 'refund', amountCents: -amountCents },
    ]);
  }

  /** A sitter's payout left for their bank: what Pawpal owed them for the booking goes out of the provider's balance. */
  async recordPayout(manager: EntityManager, bookingId: string, sitterId: string, amountCents: number): Promise<void> {
    await this.post(manager, 'payout', bookingId, undefined, [
      { account: 'sitter_payable', line: 'payout', userId: sitterId, amountCents },
      { account: 'provider_cash', line: 'payout', amountCents: -amountCents },
    ]);
  }

  /** The bank sent a payout back: the money is at the provider again and owed to the sitter again. */
  async recordPayoutFailed(manager: EntityManager, bookingId: string, sitterId: string, amountCents: number): Promise<void> {
    await this.post(manager, 'payout_failed', bookingId, undefined, [
      { account: 'provider_cash', line: 'payout', amountCents },
      { account: 'sitter_payable', line: 'payout', userId: sitterId, amountCents: -amountCents },
    ]);
  }

  /**
   * A sitter owed `amountCents` on `debtBookingId` (refunded after its payout); the payout of
   * `payoutBookingId` repays it. One movement on each booking through `sitter_recovery`, so each
   * booking's rows still sum to zero and the debt is gone from the first.
   */
  async recordPayoutRecovery(
    manager: EntityManager,
    debtBookingId: string,
    payoutBookingId: string,
    sitterId: string,
    amountCents: number,
  ): Promise<void> {
    await this.post(manager, 'payout_recovery', payoutBookingId, undefined, [
      { account: 'sitter_payable', line: 'recovery', userId: sitterId, amountCents },
      { account: 'sitter_recovery', line: 'recovery', userId: sitterId, amountCents: -amountCents },
    ]);
    await this.post(manager, 'payout_recovery', debtBookingId, undefined, [
      { account: 'sitter_recovery', line: 'recovery', userId: sitterId, amountCents },
      { account: 'sitter_payable', line: 'recovery', userId: sitterId, amountCents: -amountCents },
    ]);
  }

  /**
   * A vet expense the sitter paid during the stay was charged to the owner's card: all of it is owed
   * to the sitter, paid with the stay's payout, with no commission and no fee (docs/care.md, "Vet costs").
   */
  async recordVetClaim(manager: EntityManager, bookingId: string, sitterId: string, amountCents: number): Promise<void> {
    if (!Number.isInteger(amountCents) || amountCents <= 0)
      throw new RangeError(`a vet claim must be a positive whole number of cents, got ${amountCents}`);
    await this.post(manager, 'vet_claim', bookingId, undefined, [
      { account: 'provider_cash', line: 'vet_claim', amountCents },
      { account: 'sitter_payable', line: 'vet_claim', userId: sitterId, amountCents: -amountCents },
    ]);
  }

  /**
   * A standby sitter took over a paid booking (docs/standby.md): the first sitter's share (the
   * subtotal less commission and its GST) is taken back, the standby's share of `subtotalCents`
   * (their own price, at most the booked one plus STANDBY_TOPUP_CAP_CENTS) is owed instead, and
   * the difference is Pawpal's, from `platform_guarantee` (negative when the standby charges less).
   */
  async recordStandbyTakeover(
    manager: EntityManager,
    bookingId: string,
    fromSitterId: string,
    to: { sitterId: string; subtotalCents: number; commissionCents: number; commissionGstCents: number },
  ): Promise<void> {
    const booking = await this.booking(manager, bookingId);
    await this.post(manager, 'standby_takeover', bookingId, undefined, [
      { account: 'sitter_payable', line: 'subtotal', userId: fromSitterId, amountCents: booking.subtotal_cents },
      { account: 'sitter_payable', line: 'commission', userId: fromSitterId, amountCents: -booking.commission_cents },
      { account: 'sitter_payable', line: 'commission_gst', userId: fromSitterId, amountCents: -booking.commission_gst_cents },
      { account: 'commission_revenue', line: 'commission', amountCents: booking.commission_cents - to.commissionCents },
      { account: 'gst_payable', line: 'commission_gst', amountCents: booking.commission_gst_cents - to.commissionGstCents },
      { account: 'sitter_payable', line: 'subtotal', userId: to.sitterId, amountCents: -to.subtotalCents },
      { account: 'sitter_payable', line: 'commission', userId: to.sitterId, amountCents: to.commissionCents },
      { account: 'sitter_payable', line: 'commission_gst', userId: to.sitterId, amountCents: to.commissionGstCents },
      { account: 'platform_guarantee', line: 'standby_topup', amountCents: to.subtotalCents - booking.subtotal_cents },
    ]);
  }

  /** A member earned a referral credit for their friend's first stay (`bookingId`): Pawpal's cost, owed to them as credit. */
  async recordReferralCredit(manager: EntityManager, bookingId: string, memberId: string, amountCents: number): Promise<void> {
    await this.post(manager, 'referral_credit', bookingId, undefined, [
      { account: 'referral_cost', line: 'referral_credit', amountCents },
      { account: 'referral_credit', line: 'referral_credit', userId: memberId, amountCents: -amountCents },
    ]);
  }

  /** The credit earned with `bookingId` is taken back (the stay was refunded) or expired: `kind` says which. */
  async recordReferralCreditWithdrawn(
    manager: EntityManager,
    kind: 'referral_credit_reversed' | 'referral_credit_expired',
    bookingId: string,
    memberId: string,
    amountCents: number,
  ): Promise<void> {
    await this.post(manager, kind, bookingId, undefined, [
      { account: 'referral_credit', line: 'referral_credit', userId: memberId, amountCents },
      { account: 'referral_cost', line: 'referral_credit', amountCents: -amountCents },
    ]);
  }

  /** The member's referral credit balance (granted less used, reversed and expired; negative if a reversal followed its use). */
  async referralCreditBalance(manager: EntityManager, memberId: string): Promise<number> {
    const [row] = (await manager.query(
      `SELECT coalesce(-sum(amount_cents), 0)::int AS cents FROM ledger_entries WHERE account = 'referral_credit' AND user_id = $1`,
      [memberId],
    )) as [{ cents: number }];
    return row.cents;
  }

  /** The bookings on which the sitter owes Pawpal (a refund after its payout), oldest first, with what they owe. */
  async sitterDebts(manager: EntityManager, sitterId: string): Promise<{ bookingId: string; cents: number }[]> {
    const rows = (await manager.query(
      `SELECT booking_id, cents::int AS cents FROM (${sitterDebtsSql('$1')}) debts ORDER BY since, booking_id`,
      [sitterId],
    )) as {
      booking_id: string;
      cents: number;
    }[];
    return rows.map((row) => ({ bookingId: row.booking_id, cents: row.cents }));
  }

  /** What Pawpal owes the sitter for one booking now (the charge less commission, refunds and payouts). */
  async sitterPayable(manager: EntityManager, bookingId: string, sitterId: string): Promise<number> {
    const [row] = (await manager.query(`SELECT ${sitterOwedSql('$1', '$2')} AS cents`, [bookingId, sitterId])) as [{ cents: number }];
    return row.cents;
  }

  /**
   * Writes one movement, dated `at` (default: the Clock's now; the demo seed dates past payments);
   * zero lines are left out. An unbalanced movement is a bug: it throws before writing.
   */
  private async post(
    manager: EntityManager,
    kind: LedgerKind,
    bookingId: string | null,
    at: Date | undefined,
    lines: LedgerLine[],
  ): Promise<void> {
    const written = lines.filter((line) => line.amountCents !== 0);
    const sum = written.reduce((total, line) => total + line.amountCents, 0);
    if (sum !== 0) throw new Error(`ledger ${kind} for booking ${bookingId ?? '-'} does not balance: ${sum} cents`);
    if (written.length === 0) return;
    await manager.query(
      `INSERT INTO ledger_entries (txn_id, kind, booking_id, account, user_id, line, amount_cents, created_at)
       SELECT $1, $2, $3, row.account, row.user_id, row.line, row.amount_cents, $4
         FROM unnest($5::text[], $6::uuid[], $7::text[], $8::bigint[]) AS row (account, user_id, line, amount_cents)`,
      [
        randomUUID(),
        kind,
        bookingId,
        at ?? this.clock.now(),
        written.map((line) => line.account),
        written.map((line) => line.userId ?? null),
        written.map((line) => line.line),
        written.map((line) => line.amountCents),
      ],
    );
  }

  private async booking(manager: EntityManager, bookingId: string): Promise<BookingMoneyRow> {
    const [row] = (await manager.query(
      `SELECT owner_id, sitter_id, total_cents, booking_fee_cents, booking_fee_gst_cents, subtotal_cents, commission_cents, commission_gst_cents,
              referral_discount_cents, credit_applied_cents, standby_top_up_cents
         FROM bookings WHERE id = $1`,
      [bookingId],
    )) as BookingMoneyRow[];
    if (!row) throw new Error(`ledger: booking ${bookingId} not found`);
    return row;
  }
}

/** The whole price's parts: what the owner paid plus what Pawpal paid for them (discount, credit). */
function chargeParts(row: BookingMoneyRow): ChargeParts {
  return {
    totalCents: row.total_cents + row.referral_discount_cents + row.credit_applied_cents + row.standby_top_up_cents,
    bookingFeeCents: row.booking_fee_cents,
    bookingFeeGstCents: row.booking_fee_gst_cents,
    subtotalCents: row.subtotal_cents,
    commissionCents: row.commission_cents,
    commissionGstCents: row.commission_gst_cents,
  };
}

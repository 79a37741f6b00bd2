import { Injectable } from '@nestjs/common';
import { type LedgerAccount, type LedgerKind, type LedgerLine as LedgerLineName } from '@pawpal/contract';
import { randomUUID } from 'node:crypto';
import { type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { type ChargeParts, refundShares } from './refund-shares.js';

/** One row of a movement: debit positive, credit negative. */
export interface LedgerLine {
  account: LedgerAccount;
  line: LedgerLineName;
  /** The sitter of `sitter_payable`, the owner of `owner_refund_payable`; null otherwise. */
  userId?: string | null;
  amountCents: number;
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
}

/**
 * The one writer of `ledger_entries`. Each method posts one balanced movement inside the caller's
 * transaction (the payment, the cancellation), so the money's record and its cause commit
 * together; the database refuses an unbalanced movement at COMMIT and any UPDATE or DELETE.
 */
@Injectable()
export class LedgerService {
  constructor(private readonly clock: Clock) {}

  /** An owner paid for a booking: the fee and its GST to Pawpal, the subtotal to the sitter less the commission and its GST. */
  async recordCharge(manager: EntityManager, bookingId: string, at?: Date): Promise<void> {
    const booking = await this.booking(manager, bookingId);
    const sitter = booking.sitter_id;
    await this.post(manager, 'charge', bookingId, at, [
      { account: 'provider_cash', line: 'total', amountCents: booking.total_cents },
      { account: 'booking_fee_revenue', line: 'booking_fee', amountCents: -booking.booking_fee_cents },
      { account: 'gst_payable', line: 'booking_fee_gst', amountCents: -booking.booking_fee_gst_cents },
      { account: 'sitter_payable', line: 'subtotal', userId: sitter, amountCents: -booking.subtotal_cents },
      { account: 'sitter_payable', line: 'commission', userId: sitter, amountCents: booking.commission_cents },
      { account: 'sitter_payable', line: 'commission_gst', userId: sitter, amountCents: booking.commission_gst_cents },
      { account: 'commission_revenue', line: 'commission', amountCents: -booking.commission_cents },
      { account: 'gst_payable', line: 'commission_gst', amountCents: -booking.commission_gst_cents },
    ]);
  }

  /** Money arrived for a booking that could no longer be paid: all of it is owed back to the owner. */
  async recordUnappliedCharge(manager: EntityManager, bookingId: string, ownerId: string, amountCents: number): Promise<void> {
    await this.post(manager, 'unapplied_charge', bookingId, undefined, [
      { account: 'provider_cash', line: 'total', amountCents },
      { account: 'owner_refund_payable', line: 'refund', userId: ownerId, amountCents: -amountCents },
    ]);
  }

  /** A cancellation refunds `refundCents` of a paid booking: each party gives back its share (refundShares), owed to the owner. */
  async recordRefundOwed(manager: EntityManager, bookingId: string, refundCents: number, at?: Date): Promise<void> {
    const booking = await this.booking(manager, bookingId);
    const shares = refundShares(chargeParts(booking), refundCents);
    await this.post(manager, 'refund', bookingId, at, [
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

  /** What Pawpal owes the sitter for one booking now (the charge less commission, refunds and payouts). */
  async sitterPayable(manager: EntityManager, bookingId: string, sitterId: string): Promise<number> {
    const [row] = (await manager.query(
      `SELECT coalesce(-sum(amount_cents), 0)::int AS cents FROM ledger_entries WHERE booking_id = $1 AND account = 'sitter_payable' AND user_id = $2`,
      [bookingId, sitterId],
    )) as [{ cents: number }];
    return row.cents;
  }

  /**
   * Writes one movement, dated `at` (default: the Clock's now; the demo seed dates past payments);
   * zero lines are left out. An unbalanced movement is a bug: it throws before writing.
   */
  private async post(manager: EntityManager, kind: LedgerKind, bookingId: string | null, at: Date | undefined, lines: LedgerLine[]): Promise<void> {
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
      `SELECT owner_id, sitter_id, total_cents, booking_fee_cents, booking_fee_gst_cents, subtotal_cents, commission_cents, commission_gst_cents
         FROM bookings WHERE id = $1`,
      [bookingId],
    )) as BookingMoneyRow[];
    if (!row) throw new Error(`ledger: booking ${bookingId} not found`);
    return row;
  }
}

function chargeParts(row: BookingMoneyRow): ChargeParts {
  return {
    totalCents: row.total_cents,
    bookingFeeCents: row.booking_fee_cents,
    bookingFeeGstCents: row.booking_fee_gst_cents,
    subtotalCents: row.subtotal_cents,
    commissionCents: row.commission_cents,
    commissionGstCents: row.commission_gst_cents,
  };
}

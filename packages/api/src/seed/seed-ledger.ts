import { type EntityManager } from 'typeorm';
import { type LedgerService } from '../ledger/ledger.service.js';

/**
 * The demo bookings' money in the ledger, dated when it happened, through the ledger's one writer:
 * a charge for every booking that was paid, and the refund (owed and returned) of the paid booking
 * that was cancelled. So the demo's tax statements, finance view and payouts have real figures.
 */
export async function seedLedger(manager: EntityManager, ledger: LedgerService): Promise<number> {
  const paid = (await manager.query(`SELECT id, paid_at FROM bookings WHERE paid_at IS NOT NULL ORDER BY paid_at, id`)) as {
    id: string;
    paid_at: Date;
  }[];
  for (const booking of paid) await ledger.recordCharge(manager, booking.id, booking.paid_at);
  const refunds = (await manager.query(
    `SELECT r.booking_id, r.amount_cents, b.cancelled_at FROM payment_refunds r JOIN bookings b ON b.id = r.booking_id
      WHERE r.status = 'succeeded' AND b.paid_at IS NOT NULL ORDER BY b.cancelled_at, r.booking_id`,
  )) as { booking_id: string; amount_cents: number; cancelled_at: Date }[];
  for (const refund of refunds) {
    await ledger.recordRefundOwed(manager, refund.booking_id, refund.amount_cents, refund.cancelled_at);
    await ledger.recordRefundPaid(manager, refund.booking_id, refund.amount_cents, refund.cancelled_at);
  }
  return paid.length;
}

import { Inject, Injectable } from '@nestjs/common';
import {
  OWNER_PAYMENTS_LIST_LIMIT,
  type OwnerPayment,
  type OwnerPaymentsResponse,
  type OwnerPaymentStatus,
  ownerPaymentsApiPaths,
} from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { BookingReadsService } from '../bookings/booking-reads.service.js';
import { BUSINESS_CONFIG, type BusinessConfig } from '../tax/business-config.js';
import { recordedCharge } from '../ledger/ledger-reads.js';
import { type User } from '../users/user.entity.js';
import { ReceiptNotFoundError } from './owner-payments.errors.js';
import { type ReceiptData } from './receipt-page.js';

interface PaymentRow {
  booking_id: string;
  payment_intent_id: string | null;
  total_cents: number;
  paid_at: Date;
  refunded_cents: number;
}

/** Refunds that count: issued or on their way back (a failed refund gave nothing back). */
const REFUNDED_SUM = `COALESCE((SELECT sum(r.amount_cents) FROM payment_refunds r WHERE r.booking_id = b.id AND r.status <> 'failed'), 0)::int`;

export function paymentStatus(amountCents: number, refundedCents: number): OwnerPaymentStatus {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= amountCents ? 'refunded' : 'partially_refunded';
}

/** An owner's payments (their paid bookings) and the data of each one's tax invoice. */
@Injectable()
export class OwnerPaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingReadsService,
    @Inject(BUSINESS_CONFIG) private readonly business: BusinessConfig,
  ) {}

  /** The signed-in owner's payments, newest first, at most OWNER_PAYMENTS_LIST_LIMIT. */
  async list(actor: User): Promise<OwnerPaymentsResponse> {
    const rows = (await this.dataSource.query(
      `SELECT b.id AS booking_id, b.payment_intent_id, b.total_cents, b.paid_at, ${REFUNDED_SUM} AS refunded_cents
         FROM bookings b
        WHERE b.owner_id = $1 AND b.paid_at IS NOT NULL
        ORDER BY b.paid_at DESC, b.id DESC
        LIMIT ${OWNER_PAYMENTS_LIST_LIMIT}`,
      [actor.id],
    )) as PaymentRow[];
    return {
      payments: rows.map((row): OwnerPayment => ({
        id: row.payment_intent_id ?? row.booking_id,
        bookingId: row.booking_id,
        amountCents: row.total_cents,
        refundedCents: row.refunded_cents,
        status: paymentStatus(row.total_cents, row.refunded_cents),
        paidAt: row.paid_at.toISOString(),
        receiptUrl: ownerPaymentsApiPaths.receipt(row.booking_id),
      })),
    };
  }

  /** What the tax invoice of a paid booking shows. Only the payer and admins: anyone else (the sitter too) gets 404. */
  async receipt(actor: User, bookingId: string): Promise<ReceiptData> {
    const booking = await this.bookings.find(this.dataSource.manager, bookingId);
    if (!booking || (booking.owner_id !== actor.id && !actor.isAdmin)) throw new ReceiptNotFoundError();
    const [payment] = (await this.dataSource.query(
      `SELECT paid_at, payment_intent_id, invoice_number FROM bookings WHERE id = $1 AND paid_at IS NOT NULL`,
      [booking.id],
    )) as {
      paid_at: Date;
      payment_intent_id: string | null;
      invoice_number: string | null;
    }[];
    if (!payment) throw new ReceiptNotFoundError();
    const refunds = (await this.dataSource.query(
      `SELECT amount_cents, status, created_at FROM payment_refunds WHERE booking_id = $1 AND status <> 'failed' ORDER BY sequence LIMIT 20`,
      [booking.id],
    )) as { amount_cents: number; status: 'pending' | 'succeeded'; created_at: Date }[];
    const ledger = await recordedCharge(this.dataSource.manager, booking.id);
    return {
      business: this.business,
      // Bookings paid before invoice numbering have none: their id stands in (docs/payments.md, "Invoice numbers").
      invoiceNumber: payment.invoice_number ?? booking.id,
      paymentId: payment.payment_intent_id ?? booking.id,
      bookingId: booking.id,
      issuedAt: payment.paid_at,
      timeZone: booking.time_zone,
      payer: `${booking.owner_first_name} ${booking.owner_last_name}`,
      sitter: `${booking.sitter_first_name} ${booking.sitter_last_name}`,
      service: booking.service,
      startDate: booking.start_date,
      endDate: booking.end_date,
      units: booking.units,
      unitPriceCents: booking.unit_price_cents,
      subtotalCents: booking.subtotal_cents,
      // The ledger's charge when there is one (every payment since the ledger; demo data has none).
      bookingFeeCents: ledger?.bookingFeeCents ?? booking.booking_fee_cents,
      bookingFeeGstCents: ledger?.bookingFeeGstCents ?? booking.booking_fee_gst_cents,
      discountCents: booking.referral_discount_cents,
      creditCents: booking.credit_applied_cents,
      standbyTopUpCents: booking.standby_top_up_cents,
      totalCents: ledger?.totalCents ?? booking.total_cents,
      refundedGstCents: ledger?.refundedGstCents ?? 0,
      pets: booking.pets.map((pet) => pet.name),
      refunds: refunds.map((refund) => ({ amountCents: refund.amount_cents, pending: refund.status === 'pending', at: refund.created_at })),
    };
  }
}

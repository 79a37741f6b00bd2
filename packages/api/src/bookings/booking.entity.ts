import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { type CancellationPolicy } from '../money/money.constants.js';
import { type ServiceType } from '../sitters/sitters.constants.js';
import { type BookingStatus } from './booking-states.js';

/**
 * A booking of a sitter by an owner. The price is computed on the server at request time and
 * frozen here with the sitter's cancellation policy. Status changes only through BookingsService
 * and the scheduler (conditional UPDATEs following booking-states.ts). Never sent as is.
 */
@Entity({ name: 'bookings' })
export class Booking {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  /** The sitter's user id (a sitter's id is their user id). */
  @Column({ name: 'sitter_id', type: 'uuid' })
  sitterId: string;

  @Column({ type: 'text' })
  service: ServiceType;

  @Column({ type: 'text' })
  status: BookingStatus;

  /** Calendar dates in the sitter's zone, as requested (YYYY-MM-DD). */
  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate: string;

  @Column({ name: 'start_time', type: 'text', nullable: true })
  startTime: string | null;

  @Column({ name: 'end_time', type: 'text', nullable: true })
  endTime: string | null;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  /** The sitter's IANA zone at request time. */
  @Column({ name: 'time_zone', type: 'text' })
  timeZone: string;

  @Column({ type: 'integer' })
  units: number;

  @Column({ name: 'unit_price_cents', type: 'integer' })
  unitPriceCents: number;

  @Column({ name: 'subtotal_cents', type: 'integer' })
  subtotalCents: number;

  @Column({ name: 'booking_fee_cents', type: 'integer' })
  bookingFeeCents: number;

  @Column({ name: 'booking_fee_gst_cents', type: 'integer' })
  bookingFeeGstCents: number;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  @Column({ name: 'commission_cents', type: 'integer' })
  commissionCents: number;

  @Column({ name: 'commission_gst_cents', type: 'integer' })
  commissionGstCents: number;

  @Column({ name: 'sitter_payout_cents', type: 'integer' })
  sitterPayoutCents: number;

  @Column({ name: 'cancellation_policy', type: 'text' })
  cancellationPolicy: CancellationPolicy;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ name: 'respond_by', type: 'timestamptz' })
  respondBy: Date;

  @Column({ name: 'pay_by', type: 'timestamptz', nullable: true })
  payBy: Date | null;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ name: 'declined_at', type: 'timestamptz', nullable: true })
  declinedAt: Date | null;

  @Column({ name: 'expired_at', type: 'timestamptz', nullable: true })
  expiredAt: Date | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'cancelled_by', type: 'text', nullable: true })
  cancelledBy: 'owner' | 'sitter' | null;

  @Column({ name: 'refund_cents', type: 'integer', nullable: true })
  refundCents: number | null;

  @Column({ name: 'refund_reason', type: 'text', nullable: true })
  refundReason: string | null;

  @Column({ name: 'payment_provider', type: 'text', nullable: true })
  paymentProvider: 'sandbox' | 'stripe' | null;

  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

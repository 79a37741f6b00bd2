import { Column, Entity, PrimaryColumn } from 'typeorm';

export const UNAVAILABLE_REASONS = ['blocked', 'booked'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/**
 * A calendar day (in the sitter's time zone) the sitter cannot take new work: blocked by the
 * sitter, or booked by a confirmed booking (booking_id set). Absence of a row means available.
 */
@Entity({ name: 'sitter_unavailable_days' })
export class UnavailableDay {
  @PrimaryColumn({ name: 'sitter_id', type: 'uuid' })
  sitterId: string;

  /** YYYY-MM-DD (pg `date` read as a string). */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'text' })
  reason: UnavailableReason;

  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  bookingId: string | null;
}

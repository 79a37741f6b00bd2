import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { type AuState, type CancellationPolicy, type DogSize, type SitterReviewStatus } from '@pawpal/contract';

/** Numeric columns come back from pg as strings; this reads them as numbers. */
const numeric = { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/**
 * A user who offers sitting has one row here; its presence is what makes them a sitter.
 * The sitter's id IS their user id (user_id is the primary key). Never sent to clients as is.
 */
@Entity({ name: 'sitter_profiles' })
export class SitterProfile {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  headline: string;

  @Column({ type: 'text' })
  about: string;

  @Column({ name: 'experience_years', type: 'integer' })
  experienceYears: number;

  /** Canonical suburb name from the geo directory. */
  @Column({ type: 'text' })
  suburb: string;

  @Column({ type: 'text' })
  postcode: string;

  @Column({ type: 'text' })
  state: AuState;

  @Column({ type: 'double precision' })
  latitude: number;

  @Column({ type: 'double precision' })
  longitude: number;

  /** IANA zone of the state: calendar days (availability, bookings) are days in this zone. */
  @Column({ name: 'time_zone', type: 'text' })
  timeZone: string;

  @Column({ name: 'dog_sizes', type: 'text', array: true })
  dogSizes: DogSize[];

  @Column({ name: 'accepts_cats', type: 'boolean' })
  acceptsCats: boolean;

  @Column({ name: 'accepts_small_animals', type: 'boolean' })
  acceptsSmallAnimals: boolean;

  @Column({ name: 'accepts_birds', type: 'boolean' })
  acceptsBirds: boolean;

  @Column({ name: 'max_pets', type: 'integer' })
  maxPets: number;

  @Column({ name: 'cancellation_policy', type: 'text' })
  cancellationPolicy: CancellationPolicy;

  @Column({ name: 'photo_urls', type: 'text', array: true })
  photoUrls: string[];

  /** New owners meet the sitter before a first booking request (docs/bookings.md#meet-and-greets). */
  @Column({ name: 'requires_meet_and_greet', type: 'boolean', default: false })
  requiresMeetAndGreet: boolean;

  /** Mean review rating (1–5), null before the first review; recomputed with rating_count from published owner reviews by the reviews feature (reviews/). */
  @Column({ name: 'rating_avg', type: 'numeric', precision: 4, scale: 3, nullable: true, transformer: numeric })
  ratingAvg: number | null;

  @Column({ name: 'rating_count', type: 'integer', default: 0 })
  ratingCount: number;

  /** Pawpal's review before listing: only `approved` profiles are listed. New profiles start `pending_review`. */
  @Column({ name: 'review_status', type: 'text', default: 'pending_review' })
  reviewStatus: SitterReviewStatus;

  /** Why the profile was rejected (shown to the sitter). */
  @Column({ name: 'review_reason', type: 'text', nullable: true })
  reviewReason: string | null;

  /** When the profile was (re)submitted for review. */
  @Column({ name: 'review_submitted_at', type: 'timestamptz', nullable: true })
  reviewSubmittedAt: Date | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** Read here, written only by calendars/availability-freshness.service.ts (docs/bookings.md, "Calendars that tell the truth"). */
  @Column({ name: 'availability_confirmed_at', type: 'timestamptz', nullable: true, insert: false, update: false })
  availabilityConfirmedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { backfillSchedules } from '../../care/schedule-backfill.js';

const KINDS_BEFORE = `'charge', 'unapplied_charge', 'refund', 'refund_paid', 'payout', 'payout_failed', 'payout_recovery', 'referral_credit', 'referral_credit_reversed', 'referral_credit_expired'`;
const KINDS = `${KINDS_BEFORE}, 'vet_claim'`;
const LINES_BEFORE = `'total', 'subtotal', 'booking_fee', 'booking_fee_gst', 'commission', 'commission_gst', 'refund', 'payout', 'referral_discount', 'referral_credit', 'recovery'`;
const LINES = `${LINES_BEFORE}, 'vet_claim'`;

/**
 * Care during a stay (docs/care.md):
 * - `care_plans`: one per pet, written by its owner (care/care-plans.service.ts);
 * - `booking_care_locations`: where a booking's care happens, placed at a suburb's centre with the
 *   radius that says so, and the owner's street address for a home service (private);
 * - `visits`, `visit_tasks`, `visit_photos`: the schedule of a paid booking and what the sitter
 *   reported (check-in and check-out times, the distance from the care location and the far flag,
 *   never the position itself; a walk's route), the alerts sent, excuses and refunds;
 * - `vet_claims`: vet expenses the sitter claims, approved by the plan's pre-approved spend or by
 *   the owner, charged to the owner's saved card;
 * - the ledger's kind and line `vet_claim`.
 * Paid and under-way bookings get their schedule from now on (care before this start is not
 * tracked): backfillSchedules.
 */
export class CareDuringStay1764500100000 implements MigrationInterface {
  name = 'CareDuringStay1764500100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE care_plans (
        pet_id uuid PRIMARY KEY REFERENCES pets (id) ON DELETE CASCADE,
        feeding jsonb NOT NULL DEFAULT '[]'::jsonb,
        medications jsonb NOT NULL DEFAULT '[]'::jsonb,
        walks jsonb,
        house_notes text,
        home_access text,
        vet jsonb,
        emergency_contact jsonb,
        microchip text CHECK (microchip ~ '^[0-9]{9,15}$'),
        vet_spend_limit_cents integer NOT NULL DEFAULT 0 CHECK (vet_spend_limit_cents BETWEEN 0 AND 500000),
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE booking_care_locations (
        booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
        suburb text NOT NULL,
        state text NOT NULL,
        postcode text NOT NULL,
        address text,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        radius_m integer NOT NULL CHECK (radius_m >= 0),
        updated_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE visits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('visit', 'walk', 'daily_update', 'handover')),
        label text NOT NULL,
        day date NOT NULL,
        due_at timestamptz NOT NULL,
        window_minutes integer NOT NULL CHECK (window_minutes > 0),
        opens_at timestamptz NOT NULL,
        late_after timestamptz NOT NULL,
        missed_after timestamptz NOT NULL,
        checked_in_at timestamptz,
        checked_out_at timestamptz,
        distance_m integer CHECK (distance_m >= 0),
        far_from_care_location boolean NOT NULL DEFAULT false,
        note text,
        route jsonb,
        route_distance_m integer CHECK (route_distance_m >= 0),
        route_duration_s integer CHECK (route_duration_s >= 0),
        excused_at timestamptz,
        excused_reason text,
        excused_by uuid REFERENCES users (id) ON DELETE SET NULL,
        sitter_alerted_at timestamptz,
        missed_at timestamptz,
        refunded_cents integer CHECK (refunded_cents >= 0),
        refunded_at timestamptz,
        created_at timestamptz NOT NULL,
        UNIQUE (booking_id, kind, due_at),
        CHECK (checked_out_at IS NULL OR checked_in_at IS NOT NULL),
        CHECK (excused_at IS NULL OR excused_reason IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX visits_booking_idx ON visits (booking_id, due_at)`);
    // The sweeps' work: visits with no check-in, not excused, not yet missed.
    await queryRunner.query(
      `CREATE INDEX visits_open_idx ON visits (late_after) WHERE checked_in_at IS NULL AND excused_at IS NULL AND missed_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE visit_tasks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        visit_id uuid NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        position integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('feeding', 'medication', 'walk', 'check')),
        pet_id uuid REFERENCES pets (id) ON DELETE SET NULL,
        label text NOT NULL,
        done boolean,
        note text,
        UNIQUE (visit_id, position)
      )`);
    await queryRunner.query(`
      CREATE TABLE visit_photos (
        visit_id uuid NOT NULL REFERENCES visits (id) ON DELETE CASCADE,
        upload_id uuid NOT NULL REFERENCES uploads (id) ON DELETE RESTRICT,
        position integer NOT NULL,
        PRIMARY KEY (visit_id, upload_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE vet_claims (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
        sitter_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        description text NOT NULL,
        receipt_upload_id uuid NOT NULL REFERENCES uploads (id) ON DELETE RESTRICT,
        status text NOT NULL CHECK (status IN ('pending_owner', 'approved', 'declined', 'charged', 'charge_failed')),
        approved_by text CHECK (approved_by IN ('plan', 'owner')),
        failure_reason text,
        provider text,
        provider_charge_id text,
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        charged_at timestamptz,
        updated_at timestamptz NOT NULL,
        CHECK ((status IN ('approved', 'charged', 'charge_failed')) = (approved_by IS NOT NULL)),
        CHECK (status <> 'charge_failed' OR failure_reason IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX vet_claims_booking_idx ON vet_claims (booking_id, created_at)`);
    await queryRunner.query(`CREATE INDEX vet_claims_uncharged_idx ON vet_claims (updated_at) WHERE status = 'approved'`);
    await this.ledgerChecks(queryRunner, KINDS, LINES);
    await backfillSchedules(queryRunner.manager, new Date(), new Date());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.ledgerChecks(queryRunner, KINDS_BEFORE, LINES_BEFORE);
    await queryRunner.query(`DROP TABLE vet_claims`);
    await queryRunner.query(`DROP TABLE visit_photos`);
    await queryRunner.query(`DROP TABLE visit_tasks`);
    await queryRunner.query(`DROP TABLE visits`);
    await queryRunner.query(`DROP TABLE booking_care_locations`);
    await queryRunner.query(`DROP TABLE care_plans`);
  }

  private async ledgerChecks(queryRunner: QueryRunner, kinds: string, lines: string): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE ledger_entries
        DROP CONSTRAINT ledger_entries_kind_check,
        DROP CONSTRAINT ledger_entries_line_check,
        ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (${kinds})),
        ADD CONSTRAINT ledger_entries_line_check CHECK (line IN (${lines}))`);
  }
}

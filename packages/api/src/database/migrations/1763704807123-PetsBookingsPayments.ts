import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Pets, bookings (with the pets they include and their reviews) and the payment records.
 *
 * The one rule the database itself enforces: a sitter is never committed twice. The exclusion
 * constraint `bookings_no_overlapping_commitments` refuses two accepted/paid/in-progress bookings of
 * the same sitter whose [starts_at, ends_at) ranges overlap (btree_gist comes from the first
 * migration). Accepting a booking is an UPDATE of its status, so two concurrent acceptances of
 * overlapping requests cannot both commit: the loser gets SQLSTATE 23P01.
 */
export class PetsBookingsPayments1763704807123 implements MigrationInterface {
  name = 'PetsBookingsPayments1763704807123';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        species text NOT NULL CHECK (species IN ('dog', 'cat', 'small_animal', 'bird', 'other')),
        breed text,
        date_of_birth date,
        weight_kg numeric(6, 2) CHECK (weight_kg > 0),
        sex text CHECK (sex IN ('male', 'female', 'unknown')),
        desexed boolean,
        microchip_number text,
        photo_url text,
        temperament text,
        feeding_instructions text,
        walking_instructions text,
        medication_instructions text,
        vet_name text,
        vet_phone text,
        vaccinations jsonb NOT NULL DEFAULT '[]'::jsonb,
        -- Deleted pets stay for the bookings that included them (their names remain on those bookings).
        deleted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX pets_owner_idx ON pets (owner_id) WHERE deleted_at IS NULL`);

    await queryRunner.query(`
      CREATE TABLE bookings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        sitter_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        service text NOT NULL CHECK (service IN ('boarding', 'house_sitting', 'drop_in', 'day_care', 'dog_walking')),
        status text NOT NULL DEFAULT 'requested'
          CHECK (status IN ('requested', 'accepted', 'declined', 'expired', 'paid', 'in_progress', 'completed', 'cancelled')),
        start_date date NOT NULL,
        end_date date NOT NULL,
        start_time text,
        end_time text,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        time_zone text NOT NULL,
        units integer NOT NULL CHECK (units >= 1),
        unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
        subtotal_cents integer NOT NULL,
        booking_fee_cents integer NOT NULL,
        booking_fee_gst_cents integer NOT NULL,
        total_cents integer NOT NULL,
        commission_cents integer NOT NULL,
        commission_gst_cents integer NOT NULL,
        sitter_payout_cents integer NOT NULL,
        cancellation_policy text NOT NULL CHECK (cancellation_policy IN ('flexible', 'moderate', 'strict')),
        message text,
        respond_by timestamptz NOT NULL,
        pay_by timestamptz,
        accepted_at timestamptz,
        declined_at timestamptz,
        expired_at timestamptz,
        paid_at timestamptz,
        started_at timestamptz,
        completed_at timestamptz,
        cancelled_at timestamptz,
        cancelled_by text CHECK (cancelled_by IN ('owner', 'sitter')),
        refund_cents integer,
        refund_reason text,
        payment_provider text,
        payment_intent_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at),
        CHECK (end_date >= start_date),
        CHECK (owner_id <> sitter_id),
        CONSTRAINT bookings_no_overlapping_commitments
          EXCLUDE USING gist (sitter_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
          WHERE (status IN ('accepted', 'paid', 'in_progress'))
      )`);
    // GET /api/bookings/pending-count: a COUNT over this partial index only.
    await queryRunner.query(`CREATE INDEX bookings_pending_by_sitter_idx ON bookings (sitter_id) WHERE status = 'requested'`);
    await queryRunner.query(`CREATE INDEX bookings_owner_idx ON bookings (owner_id, starts_at)`);
    await queryRunner.query(`CREATE INDEX bookings_sitter_idx ON bookings (sitter_id, starts_at)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX bookings_payment_intent_key ON bookings (payment_intent_id) WHERE payment_intent_id IS NOT NULL`,
    );
    // The scheduler's sweeps, each over the rows in one state.
    await queryRunner.query(`CREATE INDEX bookings_respond_by_idx ON bookings (respond_by) WHERE status = 'requested'`);
    await queryRunner.query(`CREATE INDEX bookings_pay_by_idx ON bookings (pay_by) WHERE status = 'accepted'`);
    await queryRunner.query(`CREATE INDEX bookings_start_due_idx ON bookings (starts_at) WHERE status = 'paid'`);
    await queryRunner.query(`CREATE INDEX bookings_end_due_idx ON bookings (ends_at) WHERE status = 'in_progress'`);

    await queryRunner.query(`
      CREATE TABLE booking_pets (
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        pet_id uuid NOT NULL REFERENCES pets (id) ON DELETE RESTRICT,
        PRIMARY KEY (booking_id, pet_id)
      )`);
    await queryRunner.query(`CREATE INDEX booking_pets_pet_idx ON booking_pets (pet_id)`);

    await queryRunner.query(`
      CREATE TABLE reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        sitter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX reviews_sitter_idx ON reviews (sitter_id, created_at DESC)`);

    // Provider events already applied. The id is the provider's event id; the row is inserted in
    // the same transaction as the event's effect, so a replayed event finds it and changes nothing.
    await queryRunner.query(`
      CREATE TABLE payment_events (
        id text PRIMARY KEY,
        provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
        type text NOT NULL,
        booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
        outcome text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE payment_refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        sequence integer NOT NULL,
        provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
        provider_refund_id text,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (booking_id, sequence)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payment_refunds`);
    await queryRunner.query(`DROP TABLE payment_events`);
    await queryRunner.query(`DROP TABLE reviews`);
    await queryRunner.query(`DROP TABLE booking_pets`);
    await queryRunner.query(`DROP TABLE bookings`);
    await queryRunner.query(`DROP TABLE pets`);
  }
}

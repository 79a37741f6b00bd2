import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Incidents during a stay and their shared threads (docs/incidents.md). Written only by
 * src/incidents/.
 * - `incidents`: one per incident of a booking: its kind, who opened it (`opened_by_role`
 *   'pawpal' with no `opened_by` for a missed visit the sweep found), the promise
 *   (`acknowledge_by`), the admin's acknowledgement and resolution (with the refund given), and
 *   `holds_payout`: while true, the payout sweep holds that stay's payout. `visit_id` names the
 *   missed visit (one incident per visit); `pet_id`, `last_seen_*` are a lost pet's. `photos`
 *   are upload names. `ack_warned_at` / `ack_overdue_at` record the admins' two alerts (once each).
 * - `incident_updates`: the thread, oldest first.
 */
export class Incidents1764500700000 implements MigrationInterface {
  name = 'Incidents1764500700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE incidents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('lost_pet', 'injury_or_illness', 'missed_visit', 'property_damage', 'safety', 'other')),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'acknowledged', 'resolved')),
        description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 4000),
        opened_by uuid REFERENCES users (id) ON DELETE SET NULL,
        opened_by_role text NOT NULL CHECK (opened_by_role IN ('owner', 'sitter', 'pawpal')),
        opened_at timestamptz NOT NULL,
        acknowledge_by timestamptz NOT NULL,
        acknowledged_at timestamptz,
        acknowledged_by uuid REFERENCES users (id) ON DELETE SET NULL,
        resolved_at timestamptz,
        resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        outcome text CHECK (char_length(outcome) BETWEEN 1 AND 2000),
        refund_cents integer CHECK (refund_cents > 0),
        holds_payout boolean NOT NULL,
        visit_id uuid,
        pet_id uuid REFERENCES pets (id) ON DELETE SET NULL,
        last_seen_suburb text CHECK (char_length(last_seen_suburb) BETWEEN 1 AND 120),
        last_seen_at timestamptz,
        photos text[] NOT NULL DEFAULT '{}',
        ack_warned_at timestamptz,
        ack_overdue_at timestamptz,
        CHECK ((status = 'open') = (acknowledged_at IS NULL)),
        CHECK ((status = 'resolved') = (resolved_at IS NOT NULL AND outcome IS NOT NULL)),
        CHECK ((visit_id IS NULL) OR kind = 'missed_visit')
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX incidents_visit_key ON incidents (visit_id) WHERE visit_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX incidents_booking_idx ON incidents (booking_id, opened_at)`);
    // The admins' queue and the acknowledgement sweep read the open ones by their promise.
    await queryRunner.query(`CREATE INDEX incidents_open_idx ON incidents (acknowledge_by) WHERE status = 'open'`);
    // The payout sweep asks, per payout, whether an incident of its stay holds it.
    await queryRunner.query(`CREATE INDEX incidents_holding_idx ON incidents (booking_id) WHERE holds_payout`);
    await queryRunner.query(`CREATE INDEX incidents_opened_at_idx ON incidents (opened_at)`);
    // The unused-upload sweep asks whether an incident shows an image.
    await queryRunner.query(`CREATE INDEX incidents_photos_idx ON incidents USING gin (photos)`);
    await queryRunner.query(`
      CREATE TABLE incident_updates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        incident_id uuid NOT NULL REFERENCES incidents (id) ON DELETE CASCADE,
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        author_role text NOT NULL CHECK (author_role IN ('owner', 'sitter', 'admin', 'pawpal')),
        text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 4000),
        photos text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX incident_updates_incident_idx ON incident_updates (incident_id, created_at)`);
    await queryRunner.query(`CREATE INDEX incident_updates_photos_idx ON incident_updates USING gin (photos)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE incident_updates`);
    await queryRunner.query(`DROP TABLE incidents`);
  }
}

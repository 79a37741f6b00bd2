import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * An owner asks a sitter for a stay once: at most one pending request (status `requested`) per
 * owner, sitter, service and dates, and for drop-in visits and dog walks also per start and end
 * time (a morning and an evening walk on one day are two requests). The partial unique index
 * `bookings_one_pending_request` decides it, however concurrent: the loser's insert gets SQLSTATE
 * 23505 and the API answers 409 with the pending request (bookings/booking-requests.service.ts).
 * Once the sitter answers, or the request expires or is cancelled, the owner may ask again.
 *
 * Requests asked more than once before this rule: the first stays pending, the later copies are
 * withdrawn as cancelled by the owner (nothing was paid on a request, so nothing is refunded).
 */
/** What tells two requests for the same dates apart besides the service: a visit's or walk's times; nothing for a stay. */
function timesOf(prefix = ''): string {
  return `(CASE WHEN ${prefix}service IN ('drop_in', 'dog_walking') THEN coalesce(${prefix}start_time, '') || '-' || coalesce(${prefix}end_time, '') ELSE '' END)`;
}

export class OnePendingRequest1764402200000 implements MigrationInterface {
  name = 'OnePendingRequest1764402200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE bookings later SET status = 'cancelled', cancelled_by = 'owner', cancelled_at = now(), updated_at = now()
       WHERE later.status = 'requested'
         AND EXISTS (
           SELECT 1 FROM bookings earlier
            WHERE earlier.status = 'requested' AND earlier.owner_id = later.owner_id AND earlier.sitter_id = later.sitter_id
              AND earlier.service = later.service AND earlier.start_date = later.start_date AND earlier.end_date = later.end_date
              AND ${timesOf('earlier.')} = ${timesOf('later.')}
              AND (earlier.created_at, earlier.id) < (later.created_at, later.id))`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX bookings_one_pending_request
        ON bookings (owner_id, sitter_id, service, start_date, end_date, ${timesOf()})
        WHERE status = 'requested'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX bookings_one_pending_request`);
  }
}

import { type EntityManager } from 'typeorm';

/*
 * Varied reliability records for the demo (docs/reliability.md): the records are computed from
 * bookings, so the demo gets believable ones by adding cancellations beside the seeded stays —
 * not every sitter is perfect. Clones of seeded completed stays (same owner, sitter, service and
 * price), moved into the past half-year and cancelled; the tier follows at the first daily recompute.
 */

const DAY = "interval '1 day'";

/** Every fifth sitter with seeded stays cancels one late (3 days before), one in five of the rest on time; one demo-owner cancellation. */
export async function seedReliability(manager: EntityManager, now: Date): Promise<number> {
  const clone = (where: string, cancelledBy: 'sitter' | 'owner', daysBefore: number, startDaysAgo: number) =>
    manager.query(
      `INSERT INTO bookings (owner_id, sitter_id, service, status, start_date, end_date, starts_at, ends_at, time_zone, units, unit_price_cents,
         subtotal_cents, booking_fee_cents, booking_fee_gst_cents, total_cents, commission_cents, commission_gst_cents, sitter_payout_cents,
         cancellation_policy, respond_by, accepted_at, cancelled_at, cancelled_by, created_at)
       SELECT b.owner_id, b.sitter_id, b.service, 'cancelled',
              ($1::timestamptz - ${startDaysAgo} * ${DAY})::date, ($1::timestamptz - ${startDaysAgo} * ${DAY})::date + (b.end_date - b.start_date),
              $1::timestamptz - ${startDaysAgo} * ${DAY}, $1::timestamptz - ${startDaysAgo} * ${DAY} + (b.ends_at - b.starts_at),
              b.time_zone, b.units, b.unit_price_cents, b.subtotal_cents, b.booking_fee_cents, b.booking_fee_gst_cents, b.total_cents,
              b.commission_cents, b.commission_gst_cents, b.sitter_payout_cents, b.cancellation_policy,
              $1::timestamptz - ${startDaysAgo + 20} * ${DAY}, $1::timestamptz - ${startDaysAgo + 20} * ${DAY} + interval '3 hours',
              $1::timestamptz - ${startDaysAgo + daysBefore} * ${DAY} - interval '2 hours', '${cancelledBy}', $1::timestamptz - ${startDaysAgo + 21} * ${DAY}
         FROM (SELECT DISTINCT ON (b.sitter_id) b.*, dense_rank() OVER (ORDER BY b.sitter_id) AS n
                 FROM bookings b WHERE b.status = 'completed' ORDER BY b.sitter_id, b.start_date) b
        WHERE ${where}
       RETURNING id`,
      [now],
    ) as Promise<{ id: string }[]>;
  const late = await clone('b.n % 5 = 1', 'sitter', 3, 40);
  const onTime = await clone('b.n % 5 = 3', 'sitter', 12, 70);
  const byOwner = await clone('b.n % 7 = 2', 'owner', 2, 55);
  // One reply from a sitter with a late cancellation: the entry's answer, as the public sees it.
  if (late[0]) {
    await manager.query(`INSERT INTO cancellation_records (booking_id, reply, reply_at) VALUES ($1, $2, $3)`, [
      late[0].id,
      'A family emergency took me interstate. I found the owner another sitter the same day and they have booked me since.',
      now,
    ]);
  }
  return late.length + onTime.length + byOwner.length;
}

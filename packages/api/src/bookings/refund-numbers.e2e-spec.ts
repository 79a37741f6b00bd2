import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { acceptedBooking } from '../../test/booking-fixtures.js';
import { nextRefundSequenceSql } from './refund-numbers.js';

describeEachDatabase('refund numbers', (ctx) => {
  const db = () => ctx.pawpal.database.dataSource;
  const record = (bookingId: string) =>
    db().query(
      `INSERT INTO payment_refunds (booking_id, sequence, provider, amount_cents, status) VALUES ($1, ${nextRefundSequenceSql('$1')}, 'sandbox', 100, 'pending')`,
      [bookingId],
    );

  it('number each booking’s refunds 1, 2, … on their own', async () => {
    const one = await acceptedBooking(ctx, 30);
    const other = await acceptedBooking(ctx, 40);
    await record(one.booking.id);
    await record(one.booking.id);
    await record(other.booking.id);
    await record(one.booking.id);
    const numbers = (await db().query(
      `SELECT booking_id, sequence FROM payment_refunds WHERE booking_id = ANY($1::uuid[]) ORDER BY created_at, sequence`,
      [[one.booking.id, other.booking.id]],
    )) as { booking_id: string; sequence: number }[];
    expect(numbers.filter((row) => row.booking_id === one.booking.id).map((row) => row.sequence)).toEqual([1, 2, 3]);
    expect(numbers.filter((row) => row.booking_id === other.booking.id).map((row) => row.sequence)).toEqual([1]);
  });
});

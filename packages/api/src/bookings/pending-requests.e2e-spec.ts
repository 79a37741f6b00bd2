import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { call, inDays, owner, pet, requestBooking, sitter } from '../../test/booking-fixtures.js';
import { pendingRequestCountSql, pendingRequestSql } from './pending-requests.js';

describeEachDatabase('pending booking requests', (ctx) => {
  const db = () => ctx.pawpal.database.dataSource;
  const countFor = async (sitterId: string) =>
    ((await db().query(`SELECT ${pendingRequestCountSql('$1')} AS n`, [sitterId])) as [{ n: number }])[0].n;

  it('are the requests still waiting for the sitter’s answer: answered ones leave the count', async () => {
    const sam = await sitter(ctx);
    const olive = await owner(ctx);
    const rex = await pet(ctx, olive);
    const stay = (start: number) => ({
      sitterId: sam.id,
      service: 'boarding',
      startDate: inDays(start),
      endDate: inDays(start + 2),
      petIds: [rex.id],
    });
    const first = await requestBooking(ctx, olive, stay(30));
    const second = await requestBooking(ctx, olive, stay(40));
    await requestBooking(ctx, olive, stay(50));
    expect(await countFor(sam.id)).toBe(3);

    expect((await call(ctx, sam, 'POST', `/api/bookings/${first.id}/accept`)).status).toBe(200);
    expect((await call(ctx, sam, 'POST', `/api/bookings/${second.id}/decline`, { reason: 'not_available' })).status).toBe(200);
    expect(await countFor(sam.id)).toBe(1);
    // The sitter's badge reads the same count.
    await expect((await call(ctx, sam, 'GET', '/api/bookings/pending-count')).json()).resolves.toEqual({ count: 1 });

    const pending = (await db().query(`SELECT b.id FROM bookings b WHERE b.sitter_id = $1 AND ${pendingRequestSql('b')}`, [
      sam.id,
    ])) as unknown[];
    expect(pending).toHaveLength(1);
    expect(await countFor(olive.id)).toBe(0);
  });
});

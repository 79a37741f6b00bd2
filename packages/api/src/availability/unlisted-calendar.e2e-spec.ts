import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { call, owner, sitter } from '../../test/booking-fixtures.js';
import { makeAdmin } from '../../test/listing-fixtures.js';

describeEachDatabase('a sitter’s calendar follows their listing', (ctx) => {
  it('is 404 while the sitter is not listed, except to the sitter and admins; public once listed', async () => {
    const sam = await sitter(ctx);
    const db = ctx.pawpal.database.dataSource;
    await db.query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [sam.id]);
    const path = `/api/sitters/${sam.id}/availability`;
    expect((await call(ctx, undefined, 'GET', path)).status).toBe(404);
    expect((await call(ctx, await owner(ctx), 'GET', path)).status).toBe(404);
    expect((await call(ctx, sam, 'GET', path)).status).toBe(200);
    const alex = await owner(ctx, 'Alex');
    await makeAdmin(ctx, alex.id);
    expect((await call(ctx, alex, 'GET', path)).status).toBe(200);

    await db.query(`UPDATE sitter_profiles SET review_status = 'approved' WHERE user_id = $1`, [sam.id]);
    expect((await call(ctx, undefined, 'GET', path)).status).toBe(200);
    await db.query(`UPDATE users SET suspended_at = now(), suspension_reason = 'test' WHERE id = $1`, [sam.id]);
    expect((await call(ctx, undefined, 'GET', path)).status).toBe(404);
  });
});

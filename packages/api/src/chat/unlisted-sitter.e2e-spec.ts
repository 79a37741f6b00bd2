import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { call, owner, sitter } from '../../test/booking-fixtures.js';

describeEachDatabase('messaging a sitter follows their listing', (ctx) => {
  it('an unlisted sitter cannot be messaged by a stranger; once listed they can', async () => {
    const sam = await sitter(ctx);
    const olive = await owner(ctx);
    const db = ctx.pawpal.database.dataSource;
    await db.query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [sam.id]);
    const refused = await call(ctx, olive, 'POST', '/api/chat/channels', { sitterId: sam.id });
    expect(refused.status).toBe(404);
    await expect(refused.json()).resolves.toMatchObject({ message: 'Sitter not found' });
    await db.query(`UPDATE sitter_profiles SET review_status = 'approved' WHERE user_id = $1`, [sam.id]);
    expect((await call(ctx, olive, 'POST', '/api/chat/channels', { sitterId: sam.id })).status).toBe(201);
  });
});

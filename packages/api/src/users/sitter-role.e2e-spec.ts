import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { owner, sitter } from '../../test/booking-fixtures.js';
import { isSitter, isSitterSql } from './sitter-role.js';

describeEachDatabase('who is a sitter', (ctx) => {
  const db = () => ctx.pawpal.database.dataSource;

  it('a user with a sitter profile is a sitter, listed or not; anyone else is not', async () => {
    const sam = await sitter(ctx);
    const olive = await owner(ctx);
    await expect(isSitter(db().manager, sam.id)).resolves.toBe(true);
    await expect(isSitter(db().manager, olive.id)).resolves.toBe(false);
    await db().query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [sam.id]);
    await expect(isSitter(db().manager, sam.id)).resolves.toBe(true);

    const rows = (await db().query(`SELECT u.id FROM users u WHERE u.id = ANY($1::uuid[]) AND ${isSitterSql('u.id')}`, [
      [sam.id, olive.id],
    ])) as { id: string }[];
    expect(rows).toEqual([{ id: sam.id }]);
  });
});

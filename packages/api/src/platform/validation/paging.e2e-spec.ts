import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness.js';
import { call, owner } from '../../../test/booking-fixtures.js';
import { makeAdmin } from '../../../test/listing-fixtures.js';

describeEachDatabase('one paging rule for every paged list', (ctx) => {
  it('bounds page and pageSize the same way on public and admin lists', async () => {
    const [sitter] = (await ctx.pawpal.database.dataSource.query(
      `SELECT user_id AS id FROM sitter_profiles WHERE review_status = 'approved' LIMIT 1`,
    )) as { id: string }[];
    const alex = await owner(ctx, 'Alex');
    await makeAdmin(ctx, alex.id);
    const lists = [
      `/api/sitters/${sitter!.id}/reviews`,
      '/api/admin/users',
      '/api/admin/reports',
      '/api/admin/reviews',
      '/api/admin/sitters',
      '/api/admin/audit-log',
    ];
    for (const list of lists) {
      const tooFar = await call(ctx, alex, 'GET', `${list}?page=10001`);
      expect(tooFar.status, list).toBe(400);
      await expect(tooFar.json()).resolves.toMatchObject({ message: 'page must be at most 10000' });
      const zero = await call(ctx, alex, 'GET', `${list}?page=0`);
      await expect(zero.json()).resolves.toMatchObject({ message: 'page must be at least 1' });
      const huge = await call(ctx, alex, 'GET', `${list}?pageSize=1000`);
      expect(huge.status, list).toBe(400);
      await expect(huge.json()).resolves.toMatchObject({ message: expect.stringMatching(/^pageSize must be at most \d+$/) });
      expect((await call(ctx, alex, 'GET', `${list}?page=2`)).status, list).toBe(200);
    }
  });
});

import { expect, it } from 'vitest';
import { describeOnBothDatabases } from '../../../test/harness.js';

describeOnBothDatabases('GET /api/health', (ctx) => {
  it('reports the database up with the package version', async () => {
    const response = await ctx.fetch('/api/health');
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({
      status: 'ok',
      database: 'up',
      version: '0.1.0',
      pool: { total: expect.any(Number) as number, idle: expect.any(Number) as number, waiting: 0 },
    });
  });
});

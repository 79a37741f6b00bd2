import { expect, it, vi } from 'vitest';
import { createApp } from '../app.js';
import { Clock } from '../platform/clock/clock.js';
import { describeEachDatabase, JSON_HEADERS, uniqueEmail } from '../../test/harness.js';
import { AUTH_RATE_LIMIT_PER_MINUTE } from './auth-rate-limiter.js';

describeEachDatabase('the sign-in limit across instances', (ctx) => {
  // Two processes on one database server (PGlite has one process; platform/limits' suite shares one database between two RateLimits there).
  it.runIf(ctx.kind === 'postgres')(
    `allows ${AUTH_RATE_LIMIT_PER_MINUTE} attempts a minute from one address across two API instances on one database, then 429 on both`,
    async () => {
      const other = await createApp(ctx.pawpal.config);
      try {
        const otherUrl = await other.listen(0, '127.0.0.1');
        const wrong = JSON.stringify({ email: uniqueEmail('spread'), password: 'guess guess guess' });
        const attempt = (base: string) => fetch(new URL('/api/auth/login', base), { method: 'POST', headers: JSON_HEADERS, body: wrong });
        for (let index = 0; index < AUTH_RATE_LIMIT_PER_MINUTE; index++)
          expect((await attempt(index % 2 === 0 ? ctx.baseUrl : otherUrl)).status).toBe(401);
        const refused = await attempt(otherUrl);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
        expect((await attempt(ctx.baseUrl)).status).toBe(429);
      } finally {
        await other.close();
      }
    },
  );

  it('answers the refusal with Retry-After: the seconds until the minute is over', async () => {
    const clock = ctx.pawpal.app.get(Clock);
    const start = Date.now();
    vi.spyOn(clock, 'now').mockImplementation(() => new Date(start));
    try {
      const wrong = JSON.stringify({ email: uniqueEmail('retry'), password: 'guess guess guess' });
      const attempt = () => ctx.fetch('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body: wrong });
      for (let index = 0; index < AUTH_RATE_LIMIT_PER_MINUTE; index++) expect((await attempt()).status).toBe(401);
      vi.spyOn(clock, 'now').mockImplementation(() => new Date(start + 15_000));
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('45');
      vi.spyOn(clock, 'now').mockImplementation(() => new Date(start + 60_000));
      expect((await attempt()).status).toBe(401);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

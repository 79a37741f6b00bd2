import { expect, it } from 'vitest';
import { describeEachDatabase, signUp, uniqueEmail } from '../../test/harness.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

describeEachDatabase('sign-in returns to what the person was doing', (ctx) => {
  it('signs in and comes back to the same sitter, dates and service', async () => {
    const { email, password } = await signUp(ctx);
    const target = '/sitter/5e0f4c2a-0000-4000-8000-000000000000?service=boarding&startDate=2026-12-01&endDate=2026-12-03';
    const page = await ctx.fetch(`/api/login?returnTo=${encodeURIComponent(target)}`);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(action).toBe(`/api/login?returnTo=${encodeURIComponent(target)}`);
    expect(html).toContain('href="/reset-password"');
    const response = await ctx.fetch(action!, { method: 'POST', headers: FORM, body: new URLSearchParams({ email, password }).toString() });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(target);
  });

  it('creates an account and comes back to sitter registration', async () => {
    const response = await ctx.fetch('/api/login?mode=signup&returnTo=%2Fsitter-registration', {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({
        firstName: 'Sid',
        lastName: 'Sitter',
        email: uniqueEmail(),
        password: 'correct horse battery',
        referralCode: '',
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sitter-registration');
  });

  it.each(['https://evil.example/phish', '//evil.example', '/\\evil.example', '/api/logout'])(
    'ignores the return target %s and goes home',
    async (target) => {
      const { email, password } = await signUp(ctx);
      const page = await (await ctx.fetch(`/api/login?returnTo=${encodeURIComponent(target)}`)).text();
      expect(page).not.toContain('evil.example');
      expect(page).toContain('<form method="post" action="/api/login"');
      const response = await ctx.fetch(`/api/login?returnTo=${encodeURIComponent(target)}`, {
        method: 'POST',
        headers: FORM,
        body: new URLSearchParams({ email, password }).toString(),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
    },
  );
});

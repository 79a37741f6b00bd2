import { expect, it } from 'vitest';
import { describeEachDatabase, linkFromOutbox, uniqueEmail, type TestContext } from '../../test/harness.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** Signs up through the login page's form, started from `returnTo`; the new address. */
async function signUpFrom(ctx: TestContext, returnTo: string): Promise<{ email: string; location: string | null }> {
  const email = uniqueEmail();
  const response = await ctx.fetch(`/api/login?mode=signup&returnTo=${encodeURIComponent(returnTo)}`, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({
      firstName: 'Nova',
      lastName: 'Newcomer',
      email,
      password: 'correct horse battery',
      referralCode: '',
    }).toString(),
  });
  expect(response.status).toBe(303);
  return { email, location: response.headers.get('location') };
}

describeEachDatabase('the verification link lands where sign-up started', (ctx) => {
  it('carries the booking form sign-up started from as `next`, and lands there verified', async () => {
    const booking = '/booking/5e0f4c2a-0000-4000-8000-000000000000?from=2026-12-20&to=2026-12-23&service=boarding&pet=dog';
    const { email, location } = await signUpFrom(ctx, booking);
    expect(location).toBe(booking);
    const link = await linkFromOutbox(ctx, email, /Confirm your email/);
    expect(new URL(link, 'http://x').searchParams.get('next')).toBe(booking);

    const opened = await ctx.fetch(link);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${booking}&emailVerified=1`);
  });

  it('adds the notice to a page without a query too', async () => {
    const { email } = await signUpFrom(ctx, '/sitter/5e0f4c2a-0000-4000-8000-000000000000');
    const opened = await ctx.fetch(await linkFromOutbox(ctx, email, /Confirm your email/));
    expect(opened.headers.get('location')).toBe('/sitter/5e0f4c2a-0000-4000-8000-000000000000?emailVerified=1');
  });

  it.each(['//evil.example/phish', '/\\evil.example', 'https://evil.example', '/\t/evil.example', '/api/logout'])(
    'puts no unsafe sign-up return %j in the link',
    async (target) => {
      const { email } = await signUpFrom(ctx, target);
      const link = await linkFromOutbox(ctx, email, /Confirm your email/);
      expect(link).not.toContain('next=');
      const opened = await ctx.fetch(link);
      expect(opened.headers.get('location')).toBe('/?emailVerified=1');
    },
  );

  it.each([
    ['another host', '//evil.example/phish'],
    ['a backslash', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['an over-long path', `/${'x'.repeat(2000)}`],
  ])('ignores an unsafe `next` (%s) added to a link and lands home', async (_label, next) => {
    const { email } = await signUpFrom(ctx, '/home');
    const link = await linkFromOutbox(ctx, email, /Confirm your email/);
    const tampered = new URL(link, 'http://x');
    tampered.searchParams.set('next', next);
    const opened = await ctx.fetch(`${tampered.pathname}${tampered.search}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/?emailVerified=1');
  });

  it('still lands home from a link without `next` (links sent before it existed)', async () => {
    const { email } = await signUpFrom(ctx, '/');
    const link = await linkFromOutbox(ctx, email, /Confirm your email/);
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=[^&]+$/);
    expect((await ctx.fetch(link)).headers.get('location')).toBe('/?emailVerified=1');
  });
});

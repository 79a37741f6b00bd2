import { expect, it } from 'vitest';
import {
  describeEachDatabase,
  JSON_HEADERS,
  linkFromOutbox,
  outboxFor,
  sessionCookieFrom,
  uniqueEmail,
  type TestContext,
} from '../../test/harness.js';

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

  it('carries `?returnTo=` of the JSON sign-up and of Resend into the link, and refuses an unsafe one', async () => {
    const booking = '/booking/5e0f4c2a-0000-4000-8000-000000000000?from=2026-12-20&service=boarding';
    const email = uniqueEmail();
    const signUp = await ctx.fetch(`/api/auth/signup?returnTo=${encodeURIComponent(booking)}`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ firstName: 'Nova', lastName: 'Newcomer', email, password: 'correct horse battery' }),
    });
    expect(signUp.status).toBe(201);
    const first = await linkFromOutbox(ctx, email, /Confirm your email/);
    expect(new URL(first, 'http://x').searchParams.get('next')).toBe(booking);

    // Resend from another page: the new link lands there.
    const cookie = sessionCookieFrom(signUp)!;
    const sitter = '/sitter/5e0f4c2a-0000-4000-8000-000000000000';
    const resend = (returnTo: string) =>
      ctx.fetch(`/api/auth/verify-email/resend?returnTo=${encodeURIComponent(returnTo)}`, { method: 'POST', headers: { cookie } });
    expect((await resend(sitter)).status).toBe(202);
    // The newest verification message's link (the outbox lists newest first).
    const mails = async () => (await outboxFor(ctx, email)).filter((mail) => /Confirm your email/.test(mail.subject));
    const newestNext = async () => new URL((await mails())[0]!.links[0]!).searchParams.get('next');
    await expect.poll(async () => (await mails()).length).toBe(2);
    expect(await newestNext()).toBe(sitter);

    expect((await resend('//evil.example/phish')).status).toBe(202);
    await expect.poll(async () => (await mails()).length).toBe(3);
    expect(await newestNext()).toBeNull();
  });

  it('still lands home from a link without `next` (links sent before it existed)', async () => {
    const { email } = await signUpFrom(ctx, '/');
    const link = await linkFromOutbox(ctx, email, /Confirm your email/);
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=[^&]+$/);
    expect((await ctx.fetch(link)).headers.get('location')).toBe('/?emailVerified=1');
  });
});

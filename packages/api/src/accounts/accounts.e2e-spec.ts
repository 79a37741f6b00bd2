import { PASSWORD_RESET_ACCEPTED_MESSAGE } from '@pawpal/contract';
import { expect, it, vi } from 'vitest';
import { advanceClock, call, inDays, pet, sitter } from '../../test/booking-fixtures.js';
import {
  describeEachDatabase,
  JSON_HEADERS,
  linkFromOutbox,
  outboxFor,
  sessionCookieFrom,
  signUp,
  uniqueEmail,
  type TestContext,
  errorBodyOf,
} from '../../test/harness.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { UsersService } from '../users/users.service.js';
import { AccountTokens } from './account-tokens.js';

const HOUR = 3_600_000;

async function me(ctx: TestContext, cookie: string): Promise<Response> {
  return ctx.fetch('/api/auth/user', { headers: { cookie } });
}

async function logIn(ctx: TestContext, email: string, password: string): Promise<Response> {
  return ctx.fetch('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email, password }) });
}

function post(ctx: TestContext, path: string, body: unknown, cookie?: string): Promise<Response> {
  return ctx.fetch(path, { method: 'POST', headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
}

function tokenOf(path: string): string {
  return new URL(path, 'http://x').searchParams.get('token') ?? '';
}

describeEachDatabase(
  'accounts: verification, reset, password and email change',
  (ctx) => {
    it('sends a verification link at sign-up; unverified users cannot request a booking until they open it, once', async () => {
      const sam = await sitter(ctx);
      const olive = await signUp(ctx, { firstName: 'Olive' }, { verify: false });
      await expect((await me(ctx, olive.cookie)).json()).resolves.toMatchObject({ emailVerified: false });
      const rex = await pet(ctx, { cookie: olive.cookie, id: olive.user.id });
      const refused = await call(ctx, { cookie: olive.cookie, id: olive.user.id }, 'POST', '/api/bookings', {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(10),
        endDate: inDays(12),
        petIds: [rex.id],
      });
      expect(refused.status).toBe(403);
      await expect(refused.json()).resolves.toMatchObject({ message: expect.stringMatching(/^Verify your email address first/) });

      const [message] = await outboxFor(ctx, olive.email);
      expect(message).toMatchObject({ subject: 'Confirm your email address for Pawpal' });
      expect(message!.text).toContain('Hi Olive,');
      const link = await linkFromOutbox(ctx, olive.email, /Confirm your email/);
      expect(link).toMatch(/^\/api\/auth\/verify-email\?token=/);
      const opened = await ctx.fetch(link); // signed out, as from a mail client
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe('/?emailVerified=1');
      await expect((await me(ctx, olive.cookie)).json()).resolves.toMatchObject({ emailVerified: true });
      const again = await ctx.fetch(link);
      expect(again.status).toBe(400);
      expect(await again.text()).toContain('This link has expired or was already used');

      const requested = await call(ctx, { cookie: olive.cookie, id: olive.user.id }, 'POST', '/api/bookings', {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(10),
        endDate: inDays(12),
        petIds: [rex.id],
      });
      expect(requested.status).toBe(201);
    });

    it('refuses a sitter with an unverified address the accept, with the reason', async () => {
      const sam = await sitter(ctx);
      const olive = await signUp(ctx);
      const rex = await pet(ctx, { cookie: olive.cookie, id: olive.user.id });
      const booking = (await (
        await call(ctx, { cookie: olive.cookie, id: olive.user.id }, 'POST', '/api/bookings', {
          sitterId: sam.id,
          service: 'boarding',
          startDate: inDays(20),
          endDate: inDays(21),
          petIds: [rex.id],
        })
      ).json()) as { id: string };
      await ctx.pawpal.database.dataSource.query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [sam.id]);
      const refused = await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`);
      expect(refused.status).toBe(403);
      await expect(refused.json()).resolves.toMatchObject({ message: expect.stringMatching(/^Verify your email address first/) });
    });

    it('expires a verification link after 24 hours; Resend sends a new one and retires the old', async () => {
      const olive = await signUp(ctx, {}, { verify: false });
      const first = await linkFromOutbox(ctx, olive.email, /Confirm your email/);
      await advanceClock(ctx, 24 * HOUR + 60_000);
      expect((await ctx.fetch(first)).status).toBe(400);
      expect((await post(ctx, '/api/auth/verify-email/resend', {})).status).toBe(401);
      expect((await post(ctx, '/api/auth/verify-email/resend', {}, olive.cookie)).status).toBe(202);
      const second = await linkFromOutbox(ctx, olive.email, /Confirm your email/);
      expect(second).not.toBe(first);
      // The JSON form of the same link.
      const verified = await post(ctx, '/api/auth/verify-email', { token: tokenOf(second) });
      expect(verified.status).toBe(204);
      await expect((await me(ctx, olive.cookie)).json()).resolves.toMatchObject({ emailVerified: true });
      expect((await post(ctx, '/api/auth/verify-email', { token: tokenOf(second) })).status).toBe(400);
    });

    it('answers a reset request the same for an unknown address; the link sets a new password once and ends every session', async () => {
      const olive = await signUp(ctx);
      const otherDevice = sessionCookieFrom(await logIn(ctx, olive.email, olive.password))!;
      const unknown = uniqueEmail('nobody');
      const forUnknown = await post(ctx, '/api/auth/password-reset', { email: unknown });
      const forKnown = await post(ctx, '/api/auth/password-reset', { email: olive.email.toUpperCase() });
      expect([forUnknown.status, forKnown.status]).toEqual([202, 202]);
      const bodies = [await forUnknown.text(), await forKnown.text()];
      expect(bodies[0]).toBe(bodies[1]);
      expect(JSON.parse(bodies[0]!)).toEqual({ message: PASSWORD_RESET_ACCEPTED_MESSAGE });
      expect(await outboxFor(ctx, unknown)).toEqual([]);

      const link = await linkFromOutbox(ctx, olive.email, /Set a new Pawpal password/);
      expect(link).toMatch(/^\/reset-password\?token=/);
      const token = tokenOf(link);
      const weak = await post(ctx, '/api/auth/password-reset/confirm', { token, password: 'aaaaaaaaaaaa' });
      expect(weak.status).toBe(400);
      await expect(weak.json()).resolves.toMatchObject({ message: expect.stringMatching(/repeats the same characters/) });
      // A refused password leaves the link usable.
      expect((await post(ctx, '/api/auth/password-reset/confirm', { token, password: 'a brand new secret 77' })).status).toBe(204);
      expect((await me(ctx, olive.cookie)).status).toBe(401);
      expect((await me(ctx, otherDevice)).status).toBe(401);
      expect((await logIn(ctx, olive.email, olive.password)).status).toBe(401);
      expect((await logIn(ctx, olive.email, 'a brand new secret 77')).status).toBe(200);
      const reused = await post(ctx, '/api/auth/password-reset/confirm', { token, password: 'another new secret 78' });
      expect(reused.status).toBe(400);
      await expect(reused.json()).resolves.toMatchObject({ message: 'This link has expired or was already used. Ask for a new one.' });
      expect((await outboxFor(ctx, olive.email)).map((message) => message.subject)).toContain('Your Pawpal password was changed');
    });

    it('does the same work before answering a reset request for a registered and an unknown address; the link is written after', async () => {
      const olive = await signUp(ctx);
      const unknown = uniqueEmail('nobody');
      const app = ctx.pawpal.app;
      let log: string[] = [];
      const watch = <T extends object>(service: T, method: keyof T & string, label: string) => {
        const original = (service[method] as (...args: unknown[]) => unknown).bind(service);
        vi.spyOn(service, method as never).mockImplementation(((...args: unknown[]) => {
          log.push(label);
          return original(...args);
        }) as never);
      };
      watch(app.get(UsersService), 'findByEmail', 'find user');
      watch(app.get(AccountTokens), 'issue', 'issue token');
      watch(app.get(MailQueue), 'enqueue', 'queue mail');
      watch(app.get(EventOutbox), 'record', 'record request');
      const requestReset = async (email: string) => {
        log = [];
        const response = await post(ctx, '/api/auth/password-reset', { email });
        log.push(`answered ${response.status}`);
        // The outbox delivers what is due first: the deferred work has run when it answers.
        const mail = await outboxFor(ctx, email);
        return { log, mail };
      };
      try {
        const forUnknown = await requestReset(unknown);
        const forKnown = await requestReset(olive.email);
        const beforeAnswer = (entries: string[]) => entries.slice(0, entries.findIndex((entry) => entry.startsWith('answered')) + 1);
        expect(beforeAnswer(forKnown.log)).toEqual(beforeAnswer(forUnknown.log));
        expect(beforeAnswer(forKnown.log)).toEqual(['record request', 'answered 202']);
        expect(forKnown.log.slice(2)).toEqual(['issue token', 'queue mail']);
        expect(forUnknown.log.slice(2)).toEqual([]);
        expect(forUnknown.mail).toEqual([]);
        expect(forKnown.mail.map((message) => message.subject)).toContain('Set a new Pawpal password');
      } finally {
        vi.restoreAllMocks();
      }
    });

    it('expires a reset link after 1 hour', async () => {
      const olive = await signUp(ctx);
      await post(ctx, '/api/auth/password-reset', { email: olive.email });
      const token = tokenOf(await linkFromOutbox(ctx, olive.email, /Set a new Pawpal password/));
      await advanceClock(ctx, HOUR + 60_000);
      expect((await post(ctx, '/api/auth/password-reset/confirm', { token, password: 'a brand new secret 77' })).status).toBe(400);
      expect((await logIn(ctx, olive.email, olive.password)).status).toBe(200);
    });

    it('changes the password with the current one: other sessions end, this browser stays signed in', async () => {
      const olive = await signUp(ctx);
      const otherDevice = sessionCookieFrom(await logIn(ctx, olive.email, olive.password))!;
      const wrong = await post(
        ctx,
        '/api/profile/password',
        { currentPassword: 'not my password', newPassword: 'a brand new secret 77' },
        olive.cookie,
      );
      expect(wrong.status).toBe(403);
      const weak = await post(
        ctx,
        '/api/profile/password',
        { currentPassword: olive.password, newPassword: `${olive.email.split('@')[0]}-2026!` },
        olive.cookie,
      );
      expect(weak.status).toBe(400);
      await expect(weak.json()).resolves.toMatchObject({ message: expect.stringMatching(/contains your email/) });
      const changed = await post(
        ctx,
        '/api/profile/password',
        { currentPassword: olive.password, newPassword: 'a brand new secret 77' },
        olive.cookie,
      );
      expect(changed.status).toBe(204);
      const fresh = sessionCookieFrom(changed);
      expect(fresh).toBeDefined();
      expect((await me(ctx, fresh!)).status).toBe(200);
      expect((await me(ctx, otherDevice)).status).toBe(401);
      expect((await me(ctx, olive.cookie)).status).toBe(401);
      expect((await logIn(ctx, olive.email, 'a brand new secret 77')).status).toBe(200);
    });

    it('changes the email only when the new address opens its link; says "in use" only after the password check; tells the old address', async () => {
      const olive = await signUp(ctx, { firstName: 'Olive' });
      const other = await signUp(ctx);
      // Without the password nobody learns whether an address is registered.
      const guessed = await post(ctx, '/api/profile/email', { currentPassword: 'a wrong guess here', newEmail: other.email }, olive.cookie);
      expect(guessed.status).toBe(403);
      const taken = await post(ctx, '/api/profile/email', { currentPassword: olive.password, newEmail: other.email }, olive.cookie);
      expect(taken.status).toBe(409);
      // PATCH /api/profile no longer changes the address (nor tells whether one is taken).
      const patchTaken = await ctx.fetch('/api/profile', {
        method: 'PATCH',
        headers: { ...JSON_HEADERS, cookie: olive.cookie },
        body: JSON.stringify({ email: other.email }),
      });
      const patchFresh = await ctx.fetch('/api/profile', {
        method: 'PATCH',
        headers: { ...JSON_HEADERS, cookie: olive.cookie },
        body: JSON.stringify({ email: uniqueEmail() }),
      });
      expect([patchTaken.status, patchFresh.status]).toEqual([400, 400]);
      expect(await errorBodyOf(patchTaken)).toEqual(await errorBodyOf(patchFresh));

      const newEmail = uniqueEmail('moved');
      const accepted = await post(ctx, '/api/profile/email', { currentPassword: olive.password, newEmail }, olive.cookie);
      expect(accepted.status).toBe(202);
      await expect(accepted.json()).resolves.toMatchObject({ pendingEmail: newEmail });
      await expect((await me(ctx, olive.cookie)).json()).resolves.toMatchObject({ email: olive.email });
      expect((await outboxFor(ctx, olive.email)).map((message) => message.subject)).toContain('Your Pawpal email address is being changed');

      const link = await linkFromOutbox(ctx, newEmail, /Confirm your new email address/);
      const opened = await ctx.fetch(link);
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe('/profile?emailChanged=1');
      await expect((await me(ctx, olive.cookie)).json()).resolves.toMatchObject({ email: newEmail, emailVerified: true });
      expect((await logIn(ctx, newEmail, olive.password)).status).toBe(200);
      expect((await logIn(ctx, olive.email, olive.password)).status).toBe(401);
      expect((await ctx.fetch(link)).status).toBe(400);
    });

    it('refuses bad tokens and bodies with a 4xx and a message', async () => {
      expect(
        (await post(ctx, '/api/auth/password-reset/confirm', { token: 'x'.repeat(101), password: 'a brand new secret 77' })).status,
      ).toBe(400);
      expect((await post(ctx, '/api/auth/password-reset/confirm', { token: 'nope', password: 'a brand new secret 77' })).status).toBe(400);
      expect((await post(ctx, '/api/auth/password-reset', { email: 'not an address' })).status).toBe(400);
      expect((await ctx.fetch('/api/auth/verify-email')).status).toBe(400);
      expect((await ctx.fetch('/api/profile/email/confirm?token=abc')).status).toBe(400);
    });

    it('tells the owner when someone signs up with their address, at most once an hour', async () => {
      const olive = await signUp(ctx, { firstName: 'Olive' });
      const attempt = () =>
        ctx.fetch('/api/auth/signup', {
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify({ firstName: 'Dup', lastName: 'Licate', email: olive.email.toUpperCase(), password: 'another long secret' }),
        });
      const notices = async () =>
        (await outboxFor(ctx, olive.email)).filter(
          (message) => message.subject === 'Someone tried to create a Pawpal account with your email',
        );
      expect((await attempt()).status).toBe(409);
      const [notice] = await notices();
      expect(notice?.text).toContain('Hi Olive,');
      expect(notice?.text).toContain('no new one was made');
      expect(notice?.links[0]).toMatch(/\/api\/login$/);

      expect((await attempt()).status).toBe(409);
      expect(await notices()).toHaveLength(1);
      await advanceClock(ctx, HOUR + 60_000);
      expect((await attempt()).status).toBe(409);
      expect(await notices()).toHaveLength(2);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', MAIL_SEND_INTERVAL_SECONDS: '0' } },
);

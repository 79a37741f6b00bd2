import { expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  acceptedBooking,
  type Account,
  advanceClock,
  call,
  inDays,
  owner,
  PAY_CARD,
  pet,
  requestBooking,
  sitter,
} from '../../test/booking-fixtures.js';
import { describeEachDatabase, JSON_HEADERS, sessionCookieFrom, signUp, type TestContext, uniqueEmail } from '../../test/harness.js';
import { NoticesService } from '../notices/notices.service.js';
import { UsersService } from '../users/users.service.js';

const ADMIN_EMAIL = 'boss@pawpal.test';
const OTHER_ADMIN_EMAIL = 'ops@pawpal.test';
const PASSWORD = 'correct horse battery';

/** Every admin route this feature adds (method, path with a placeholder id, body). */
const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/summary'],
  ['GET', '/api/admin/users?q=a'],
  ['GET', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/suspend', { rule: 'respectful_conduct', reason: 'Spam' }],
  ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/reinstate', {}],
  ['GET', '/api/admin/bookings?q=a'],
  ['POST', '/api/admin/bookings/00000000-0000-4000-8000-000000000000/cancel', { reason: 'Fraud' }],
  ['GET', '/api/admin/audit-log'],
];

async function signIn(ctx: TestContext, email: string, password = PASSWORD): Promise<Response> {
  return ctx.fetch('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email, password }) });
}

async function auditRows(
  ctx: TestContext,
  admin: Account,
  targetId: string,
): Promise<{ action: string; targetName: string | null; reason: string | null; requestId: string | null; admin: { id: string } }[]> {
  const response = await call(ctx, admin, 'GET', `/api/admin/audit-log?targetId=${targetId}`);
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      items: { action: string; targetName: string | null; reason: string | null; requestId: string | null; admin: { id: string } }[];
    }
  ).items;
}

describeEachDatabase(
  'admin console',
  (ctx) => {
    let admin: Account;
    let otherAdmin: Account;

    const adminAccount = async (email: string): Promise<Account> => {
      const { cookie, user } = await signUp(ctx, { firstName: 'Ada', lastName: 'Admin', email, password: PASSWORD });
      return { cookie, id: user.id };
    };

    it('makes ADMIN_EMAILS accounts admins at sign-up, and existing ones at start', async () => {
      admin = await adminAccount(ADMIN_EMAIL);
      const role = await call(ctx, admin, 'GET', `/api/user/role/${admin.id}`);
      expect(((await role.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
      otherAdmin = await adminAccount(OTHER_ADMIN_EMAIL.toUpperCase());
      // An account that existed before its address was listed: made admin when the app starts.
      await ctx.pawpal.database.dataSource.query(`UPDATE users SET is_admin = false WHERE id = $1`, [otherAdmin.id]);
      await ctx.pawpal.app.get(UsersService).onApplicationBootstrap();
      const [row] = (await ctx.pawpal.database.dataSource.query(`SELECT is_admin FROM users WHERE id = $1`, [otherAdmin.id])) as [
        { is_admin: boolean },
      ];
      expect(row.is_admin).toBe(true);
      const plain = await owner(ctx);
      const plainRole = await call(ctx, plain, 'GET', `/api/user/role/${plain.id}`);
      expect(((await plainRole.json()) as { isAdmin: boolean }).isAdmin).toBe(false);
    });

    it('answers every admin route 401 signed out and 403 to a non-admin', async () => {
      const someone = await owner(ctx);
      for (const [method, path, body] of ROUTES) {
        const signedOut = await call(ctx, undefined, method, path, body);
        expect(signedOut.status, `${method} ${path} signed out`).toBe(401);
        const forbidden = await call(ctx, someone, method, path, body);
        expect(forbidden.status, `${method} ${path} as an owner`).toBe(403);
        expect(((await forbidden.json()) as { message: string }).message).toBe('Only Pawpal admins can do this');
      }
      for (const [method, path] of ROUTES.filter(([method]) => method === 'GET')) {
        const allowed = await call(ctx, admin, method, path);
        expect([200, 404], `${method} ${path} as admin`).toContain(allowed.status);
        expect(allowed.headers.get('cache-control')).toBe('no-store');
      }
    });

    it('counts the queues', async () => {
      const before = (await (await call(ctx, admin, 'GET', '/api/admin/summary')).json()) as {
        sittersPendingReview: number;
        pendingVerifications: number;
        openReports: number;
      };
      const sam = await sitter(ctx);
      const db = ctx.pawpal.database.dataSource;
      await db.query(`UPDATE sitter_profiles SET review_status = 'pending_review', review_submitted_at = now() WHERE user_id = $1`, [
        sam.id,
      ]);
      await db.query(
        `INSERT INTO sitter_verifications (sitter_id, kind, content_type, byte_size, file_name, submitted_at) VALUES ($1, 'id', 'image/png', 100, 'x.png', now())`,
        [sam.id],
      );
      const after = (await (await call(ctx, admin, 'GET', '/api/admin/summary')).json()) as typeof before;
      expect(after.sittersPendingReview).toBe(before.sittersPendingReview + 1);
      expect(after.pendingVerifications).toBe(before.pendingVerifications + 1);
      expect(after.openReports).toBe(before.openReports);
    });

    it('finds users by name or email, bounded, and shows a user page', async () => {
      const email = uniqueEmail('findme');
      const { user } = await signUp(ctx, { firstName: 'Zebedee', lastName: 'Quokka', email });
      const byName = await call(ctx, admin, 'GET', '/api/admin/users?q=zebedee%20quok');
      const page = (await byName.json()) as {
        items: { id: string; email: string; suspension: unknown }[];
        total: number;
        page: number;
        pageSize: number;
      };
      expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(page.items[0]).toMatchObject({ id: user.id, email, suspension: null });
      const byEmail = (await (await call(ctx, admin, 'GET', `/api/admin/users?q=${email.slice(0, 12).toUpperCase()}`)).json()) as {
        total: number;
      };
      expect(byEmail.total).toBe(1);
      // LIKE wildcards in q match themselves only.
      expect(((await (await call(ctx, admin, 'GET', '/api/admin/users?q=%25')).json()) as { total: number }).total).toBe(0);
      expect((await call(ctx, admin, 'GET', `/api/admin/users?q=${'a'.repeat(101)}`)).status).toBe(400);
      expect((await call(ctx, admin, 'GET', '/api/admin/users?pageSize=101')).status).toBe(400);
      expect((await call(ctx, admin, 'GET', '/api/admin/users?page=0')).status).toBe(400);

      const detail = await call(ctx, admin, 'GET', `/api/admin/users/${user.id}`);
      expect(detail.status).toBe(200);
      expect(await detail.json()).toMatchObject({
        id: user.id,
        isAdmin: false,
        isSitter: false,
        sitterReviewStatus: null,
        bookings: [],
        reportsAgainst: [],
        reportsBy: [],
        verifications: [],
      });
      expect((await call(ctx, admin, 'GET', '/api/admin/users/not-a-uuid')).status).toBe(404);
    });

    it('suspends: sessions end, sign-in answers 403 with the reason and date, open requests are declined; audit row', async () => {
      const sam = await sitter(ctx);
      const { email, password, cookie, user } = await signUp(ctx, { firstName: 'Sus', lastName: 'Pended' });
      const suspect: Account = { cookie, id: user.id };
      const rex = await pet(ctx, suspect);
      const asOwner = await requestBooking(ctx, suspect, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(10),
        endDate: inDays(12),
        petIds: [rex.id],
      });
      // A second session of the same account (another device).
      const secondSession = sessionCookieFrom(await signIn(ctx, email, password))!;
      expect((await ctx.fetch('/api/auth/user', { headers: { cookie: secondSession } })).status).toBe(200);

      const missingReason = await call(ctx, admin, 'POST', `/api/admin/users/${suspect.id}/suspend`, {});
      expect(missingReason.status).toBe(400);
      const tooLong = await call(ctx, admin, 'POST', `/api/admin/users/${suspect.id}/suspend`, {
        rule: 'respectful_conduct',
        reason: 'x'.repeat(1001),
      });
      expect(tooLong.status).toBe(400);
      const past = await call(ctx, admin, 'POST', `/api/admin/users/${suspect.id}/suspend`, {
        rule: 'respectful_conduct',
        reason: 'Spam',
        until: '2020-01-01T00:00:00Z',
      });
      expect(past.status).toBe(400);
      expect(((await past.json()) as { message: string }).message).toBe('until must be in the future');

      const response = await call(ctx, admin, 'POST', `/api/admin/users/${suspect.id}/suspend`, {
        rule: 'respectful_conduct',
        reason: 'Asked owners to pay outside Pawpal',
        until: '2027-03-03T01:00:00.000Z',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: suspect.id,
        suspension: { reason: 'Asked owners to pay outside Pawpal', until: '2027-03-03T01:00:00.000Z' },
      });

      // Every session ended: the old cookies are signed out.
      expect((await ctx.fetch('/api/auth/user', { headers: { cookie: suspect.cookie } })).status).toBe(401);
      expect((await ctx.fetch('/api/auth/user', { headers: { cookie: secondSession } })).status).toBe(401);
      const [{ count }] = (await ctx.pawpal.database.dataSource.query(
        `SELECT count(*)::int AS count FROM session WHERE sess->>'userId' = $1`,
        [suspect.id],
      )) as [{ count: number }];
      expect(count).toBe(0);
      // Sign-in: 403 with the reason and the end date (Sydney's calendar day).
      const refused = await signIn(ctx, email, password);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'Your account is suspended until 3 March 2027: Asked owners to pay outside Pawpal',
      );
      expect(sessionCookieFrom(refused)).toBeUndefined();
      // A wrong password still says nothing about the account.
      expect((await signIn(ctx, email, 'wrong password 123')).status).toBe(401);
      // The open request was declined.
      const booking = (await (await call(ctx, sam, 'GET', `/api/bookings/${asOwner.id}`)).json()) as { status: string };
      expect(booking.status).toBe('declined');

      const [row] = await auditRows(ctx, admin, suspect.id);
      expect(row).toMatchObject({
        action: 'user.suspend',
        targetName: 'Sus Pended',
        reason: 'Asked owners to pay outside Pawpal',
        admin: { id: admin.id },
      });
      expect(row!.requestId).toMatch(/^[0-9a-f-]{36}$/);
      const listed = (await (await call(ctx, admin, 'GET', `/api/admin/users/${suspect.id}`)).json()) as {
        suspension: { until: string } | null;
      };
      expect(listed.suspension?.until).toBe('2027-03-03T01:00:00.000Z');
    });

    it('closes the suspended user’s live connections', async () => {
      const { cookie, user } = await signUp(ctx);
      const url = new URL(`/api/ws?userId=${user.id}`, ctx.baseUrl.replace(/^http/, 'ws'));
      const socket = new WebSocket(url, { headers: { cookie, origin: ctx.baseUrl } });
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      const ready = new Promise<void>((resolve) =>
        socket.on('message', (data) => {
          if ((JSON.parse(String(data)) as { type: string }).type === 'ready') resolve();
        }),
      );
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      socket.send(JSON.stringify({ type: 'auth', userId: user.id }));
      await ready;
      expect(
        (await call(ctx, admin, 'POST', `/api/admin/users/${user.id}/suspend`, { rule: 'respectful_conduct', reason: 'Spam' })).status,
      ).toBe(200);
      await expect(closed).resolves.toBe(1000);
    });

    it("declines a suspended sitter's open requests too, and their profile page is 404", async () => {
      const sam = await sitter(ctx);
      await ctx.pawpal.database.dataSource.query(`UPDATE sitter_profiles SET review_status = 'approved' WHERE user_id = $1`, [sam.id]);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const request = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(20),
        endDate: inDays(21),
        petIds: [rex.id],
      });
      expect((await call(ctx, olive, 'GET', `/api/sitters/${sam.id}`)).status).toBe(200);
      expect(
        (await call(ctx, admin, 'POST', `/api/admin/users/${sam.id}/suspend`, { rule: 'respectful_conduct', reason: 'Fake profile' }))
          .status,
      ).toBe(200);
      const booking = (await (await call(ctx, olive, 'GET', `/api/bookings/${request.id}`)).json()) as { status: string };
      expect(booking.status).toBe('declined');
      expect((await call(ctx, olive, 'GET', `/api/sitters/${sam.id}`)).status).toBe(404);
    });

    it('shows reports about and by a user on their page, and counts the open ones', async () => {
      const before = (await (await call(ctx, admin, 'GET', '/api/admin/summary')).json()) as { openReports: number };
      const reporter = await owner(ctx);
      const reported = await owner(ctx);
      const db = ctx.pawpal.database.dataSource;
      await db.query(
        `INSERT INTO reports (reporter_id, target_type, target_id, reason, status, created_at) VALUES ($1, 'user', $2, 'harassment', 'open', now())`,
        [reporter.id, reported.id],
      );
      const after = (await (await call(ctx, admin, 'GET', '/api/admin/summary')).json()) as { openReports: number };
      expect(after.openReports).toBe(before.openReports + 1);
      const page = (await (await call(ctx, admin, 'GET', `/api/admin/users/${reported.id}`)).json()) as {
        reportsAgainst: unknown[];
        reportsBy: unknown[];
      };
      expect(page.reportsAgainst).toMatchObject([{ targetType: 'user', targetId: reported.id, reason: 'harassment', status: 'open' }]);
      expect(page.reportsBy).toEqual([]);
      const byPage = (await (await call(ctx, admin, 'GET', `/api/admin/users/${reporter.id}`)).json()) as { reportsBy: unknown[] };
      expect(byPage.reportsBy).toHaveLength(1);
    });

    it('refuses to suspend yourself, another admin or nobody', async () => {
      const self = await call(ctx, admin, 'POST', `/api/admin/users/${admin.id}/suspend`, {
        rule: 'respectful_conduct',
        reason: 'Testing',
      });
      expect(self.status).toBe(403);
      expect(((await self.json()) as { message: string }).message).toBe('You cannot suspend your own account');
      const other = await call(ctx, admin, 'POST', `/api/admin/users/${otherAdmin.id}/suspend`, {
        rule: 'respectful_conduct',
        reason: 'Testing',
      });
      expect(other.status).toBe(403);
      expect(((await other.json()) as { message: string }).message).toBe('An admin account cannot be suspended');
      expect(
        (
          await call(ctx, admin, 'POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/suspend', {
            rule: 'respectful_conduct',
            reason: 'Testing',
          })
        ).status,
      ).toBe(404);
    });

    it('reinstates: sign-in works again; reinstating an account in good standing is 409', async () => {
      const { email, password, user } = await signUp(ctx);
      // No body at all is the same as {} (the reason is optional).
      expect((await call(ctx, admin, 'POST', `/api/admin/users/${user.id}/reinstate`)).status).toBe(409);
      expect(
        (await call(ctx, admin, 'POST', `/api/admin/users/${user.id}/suspend`, { rule: 'respectful_conduct', reason: 'Abusive messages' }))
          .status,
      ).toBe(200);
      const refused = await signIn(ctx, email, password);
      expect(((await refused.json()) as { message: string }).message).toBe('Your account is suspended: Abusive messages');
      const reinstated = await call(ctx, admin, 'POST', `/api/admin/users/${user.id}/reinstate`, { reason: 'Appeal upheld' });
      expect(reinstated.status).toBe(200);
      expect(((await reinstated.json()) as { suspension: unknown }).suspension).toBeNull();
      expect((await signIn(ctx, email, password)).status).toBe(200);
      const rows = await auditRows(ctx, admin, user.id);
      expect(rows.map((row) => [row.action, row.reason])).toEqual([
        ['user.reinstate', 'Appeal upheld'],
        ['user.suspend', 'Abusive messages'],
      ]);
    });

    it('finds bookings and cancels a paid one with a partial refund through the refund path', async () => {
      const { olive, sam, booking } = await acceptedBooking(ctx, 30);
      expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      const found = (await (await call(ctx, admin, 'GET', `/api/admin/bookings?q=${booking.id}`)).json()) as {
        items: { id: string; refundableCents: number; status: string }[];
        total: number;
      };
      expect(found.total).toBe(1);
      expect(found.items[0]).toMatchObject({ id: booking.id, status: 'paid', refundableCents: booking.price.totalCents });

      const cancel = (body: unknown) => call(ctx, admin, 'POST', `/api/admin/bookings/${booking.id}/cancel`, body);
      expect((await cancel({ refund: 'full' })).status).toBe(400); // no reason
      const tooMuch = await cancel({ reason: 'Sitter unreachable', refund: 'partial', refundCents: booking.price.totalCents + 1 });
      expect(tooMuch.status).toBe(400);
      expect(((await tooMuch.json()) as { message: string }).message).toMatch(
        /^The refund can be at most \$[\d,.]+, what was paid for this booking$/,
      );
      expect((await cancel({ reason: 'x', refund: 'partial' })).status).toBe(400);
      expect((await cancel({ reason: 'x', refund: 'full', refundCents: 100 })).status).toBe(400);
      expect((await cancel({ reason: 'x', refund: 'some' })).status).toBe(400);

      const cancelled = await cancel({ reason: 'Sitter unreachable', refund: 'partial', refundCents: 1234 });
      expect(cancelled.status).toBe(200);
      expect(await cancelled.json()).toMatchObject({ id: booking.id, status: 'cancelled', refundableCents: 0 });
      const seen = (await (await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()) as {
        status: string;
        refund?: { refundCents: number };
      };
      expect(seen).toMatchObject({ status: 'cancelled', refund: { refundCents: 1234 } });
      const refunds = (await ctx.pawpal.database.dataSource.query(`SELECT amount_cents FROM payment_refunds WHERE booking_id = $1`, [
        booking.id,
      ])) as { amount_cents: number }[];
      expect(refunds).toEqual([{ amount_cents: 1234 }]);
      const [row] = await auditRows(ctx, admin, booking.id);
      expect(row).toMatchObject({ action: 'booking.cancel', reason: 'Sitter unreachable (refund $12.34)' });
      const notices = (await (await call(ctx, olive, 'GET', '/api/notices')).json()) as {
        kind: string;
        title: string;
        body: string;
        link: string;
      }[];
      expect(notices[0]).toMatchObject({
        kind: 'booking_cancelled_by_admin',
        title: 'Booking cancelled by Pawpal',
        body: 'Pawpal cancelled your booking with Sam. $12.34 will be refunded to the card you paid with.',
        link: `/booking?id=${booking.id}`,
      });
      expect(notices[0]!.body).not.toContain('unreachable');
      const samNotices = (await (await call(ctx, sam, 'GET', '/api/notices')).json()) as { body: string }[];
      expect(samNotices[0]!.body).toBe('Pawpal cancelled your booking with Olive. The days are free again in your calendar.');
      // Cancelled already: 409; unknown: 404.
      expect((await cancel({ reason: 'again' })).status).toBe(409);
      expect(
        (await call(ctx, admin, 'POST', '/api/admin/bookings/00000000-0000-4000-8000-000000000000/cancel', { reason: 'x' })).status,
      ).toBe(404);
    });

    it('cancels an unpaid request with nothing to refund', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const request = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(40),
        endDate: inDays(41),
        petIds: [rex.id],
      });
      const partial = await call(ctx, admin, 'POST', `/api/admin/bookings/${request.id}/cancel`, {
        reason: 'Duplicate',
        refund: 'partial',
        refundCents: 100,
      });
      expect(partial.status).toBe(400);
      const cancelled = await call(ctx, admin, 'POST', `/api/admin/bookings/${request.id}/cancel`, { reason: 'Duplicate' });
      expect(cancelled.status).toBe(200);
      expect(((await cancelled.json()) as { status: string }).status).toBe('cancelled');
    });

    it('lists the audit log newest first, paged and bounded', async () => {
      const all = (await (await call(ctx, admin, 'GET', '/api/admin/audit-log?pageSize=2')).json()) as {
        items: { at: string }[];
        total: number;
        pageSize: number;
      };
      expect(all.pageSize).toBe(2);
      expect(all.items).toHaveLength(2);
      expect(all.total).toBeGreaterThanOrEqual(5);
      expect(Date.parse(all.items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(all.items[1]!.at));
      expect((await call(ctx, admin, 'GET', '/api/admin/audit-log?pageSize=101')).status).toBe(400);
      expect((await call(ctx, admin, 'GET', '/api/admin/audit-log?page=-1')).status).toBe(400);
      const bookings = (await (await call(ctx, admin, 'GET', '/api/admin/audit-log?targetType=booking')).json()) as {
        items: { targetType: string; targetName: string | null }[];
      };
      expect(bookings.items.length).toBeGreaterThan(0);
      expect(bookings.items.every((item) => item.targetType === 'booking')).toBe(true);
      // Names, not ids: "Booking of <owner> with <sitter>".
      for (const item of bookings.items) expect(item.targetName).toMatch(/^Booking of \S+ \S+ with \S+ \S+$/);
    });

    it('audit_log refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
      const db = ctx.pawpal.database.dataSource;
      const [{ count: before }] = (await db.query(`SELECT count(*)::int AS count FROM audit_log`)) as [{ count: number }];
      expect(before).toBeGreaterThan(0);
      await expect(db.query(`UPDATE audit_log SET reason = 'rewritten'`)).rejects.toThrow(/audit_log is append-only: UPDATE refused/);
      await expect(db.query(`DELETE FROM audit_log`)).rejects.toThrow(/audit_log is append-only: DELETE refused/);
      await expect(db.query(`TRUNCATE audit_log`)).rejects.toThrow(/audit_log is append-only: TRUNCATE refused/);
      const [{ count: after }] = (await db.query(`SELECT count(*)::int AS count FROM audit_log WHERE reason = 'rewritten'`)) as [
        { count: number },
      ];
      expect(after).toBe(0);
      const [{ count: still }] = (await db.query(`SELECT count(*)::int AS count FROM audit_log`)) as [{ count: number }];
      expect(still).toBe(before);
    });

    it('notices: the signed-in user reads theirs, newest first, and marks them read', async () => {
      const olive = await owner(ctx);
      const other = await owner(ctx);
      expect((await call(ctx, undefined, 'GET', '/api/notices')).status).toBe(401);
      expect((await call(ctx, undefined, 'POST', '/api/notices/read')).status).toBe(401);
      const notices = ctx.pawpal.app.get(NoticesService);
      const db = ctx.pawpal.database.dataSource;
      await notices.send(db.manager, olive.id, { kind: 'report_handled', title: 'First', body: 'One', link: '/x' });
      await advanceClock(ctx, 1000);
      await notices.send(db.manager, olive.id, { kind: 'report_handled', title: 'Second', body: 'Two' });
      const list = await call(ctx, olive, 'GET', '/api/notices');
      expect(list.headers.get('cache-control')).toBe('no-store');
      const items = (await list.json()) as { title: string; link: string | null; readAt: string | null }[];
      expect(items.map((item) => [item.title, item.link, item.readAt])).toEqual([
        ['Second', null, null],
        ['First', '/x', null],
      ]);
      expect(await (await call(ctx, other, 'GET', '/api/notices')).json()).toEqual([]);
      expect((await call(ctx, olive, 'POST', '/api/notices/read')).status).toBe(204);
      const read = (await (await call(ctx, olive, 'GET', '/api/notices')).json()) as { readAt: string | null }[];
      expect(read.every((item) => item.readAt !== null)).toBe(true);
    });

    it('a suspension with an end lets the user sign in again once it passes (test clock)', async () => {
      const { email, password, user } = await signUp(ctx);
      const now = Date.parse(((await (await ctx.fetch('/api/dev/clock')).json()) as { now: string }).now);
      const until = new Date(now + 3 * 86_400_000).toISOString();
      expect(
        (
          await call(ctx, admin, 'POST', `/api/admin/users/${user.id}/suspend`, {
            rule: 'respectful_conduct',
            reason: 'Cooling off',
            until,
          })
        ).status,
      ).toBe(200);
      expect((await signIn(ctx, email, password)).status).toBe(403);
      await advanceClock(ctx, 3 * 86_400_000 - 60_000);
      expect((await signIn(ctx, email, password)).status).toBe(403);
      await advanceClock(ctx, 120_000);
      const signedIn = await signIn(ctx, email, password);
      expect(signedIn.status).toBe(200);
      const detail = (await (await call(ctx, admin, 'GET', `/api/admin/users/${user.id}`)).json()) as { suspension: unknown };
      expect(detail.suspension).toBeNull();
    });
  },
  { env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${OTHER_ADMIN_EMAIL}`, PAWPAL_TEST_CLOCK: '1' } },
);

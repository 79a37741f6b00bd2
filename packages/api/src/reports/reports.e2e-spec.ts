import { expect, it } from 'vitest';
import {
  advanceClock,
  call,
  dayAfter,
  owner,
  PAY_CARD,
  pet,
  requestBooking,
  serverNow,
  sitter,
  type Account,
} from '../../test/booking-fixtures.js';
import { describeEachDatabase, signUp } from '../../test/harness.js';

const DAY = 24 * 3_600_000;
const ADMIN_EMAIL = 'reports-admin@example.com';
const MISSING = '00000000-0000-4000-8000-000000000000';

describeEachDatabase(
  'reports',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    let boss: Account | undefined;
    /** The suite's admin (ADMIN_EMAILS), signed up once. */
    const admin = async (): Promise<Account> => {
      if (boss) return boss;
      const { cookie, user } = await signUp(ctx, { email: ADMIN_EMAIL });
      boss = { cookie, id: user.id };
      return boss;
    };
    const report = (by: Account | undefined, body: Record<string, unknown>) => call(ctx, by, 'POST', '/api/reports', body);
    const expectStatus = async (response: Response, status: number, message?: string) => {
      const text = await response.text();
      expect(response.status, text).toBe(status);
      if (message !== undefined) expect((JSON.parse(text) as { message: string }).message).toBe(message);
      return text ? (JSON.parse(text) as Record<string, unknown>) : {};
    };
    /** Olive and Sam talking in their channel; returns the ids of one message each. */
    const conversation = async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const channel = (await (await call(ctx, olive, 'POST', '/api/chat/channels', { userId: sam.id })).json()) as { id: string };
      const send = async (by: Account, body: string) =>
        ((await (await call(ctx, by, 'POST', `/api/chat/messages/${channel.id}`, { body })).json()) as { id: string }).id;
      return { sam, olive, fromSam: await send(sam, 'Pay me in cash outside the app'), fromOlive: await send(olive, 'No thanks') };
    };

    it('takes a report of a sitter, a user, a message and a published review (201)', async () => {
      const { sam, olive, fromSam } = await conversation();
      const sitterReport = await expectStatus(
        await report(olive, { targetType: 'sitter', targetId: sam.id, reason: 'scam_or_fraud', details: '  Asked for cash  ' }),
        201,
      );
      expect(sitterReport).toMatchObject({
        targetType: 'sitter',
        targetId: sam.id,
        reason: 'scam_or_fraud',
        details: 'Asked for cash',
        status: 'open',
      });
      await expectStatus(await report(sam, { targetType: 'user', targetId: olive.id, reason: 'harassment' }), 201);
      await expectStatus(await report(olive, { targetType: 'message', targetId: fromSam, reason: 'scam_or_fraud', details: '' }), 201);

      // A review: published once both sides are in.
      const rex = await pet(ctx, olive);
      const now = await serverNow(ctx);
      const booking = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(now, 3),
        endDate: dayAfter(now, 4),
        petIds: [rex.id],
      });
      await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`);
      await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD);
      await advanceClock(ctx, 6 * DAY);
      const review = (await (
        await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/review`, { rating: 1, comment: 'Rude owner' })
      ).json()) as { id: string };
      // Hidden from Olive: as if it did not exist.
      await expectStatus(
        await report(olive, { targetType: 'review', targetId: review.id, reason: 'fake_or_misleading' }),
        404,
        'Review not found',
      );
      await call(ctx, olive, 'POST', `/api/bookings/${booking.id}/review`, { rating: 5, comment: 'Great' });
      await expectStatus(await report(olive, { targetType: 'review', targetId: review.id, reason: 'fake_or_misleading' }), 201);
    });

    it('refuses bad input (400), unknown or invisible targets (404), yourself (400), a second open report (409) and signed-out users (401)', async () => {
      const { sam, olive, fromSam, fromOlive } = await conversation();
      const stranger = await owner(ctx, 'Stranger');
      await expectStatus(await report(undefined, { targetType: 'user', targetId: sam.id, reason: 'spam' }), 401);
      await expectStatus(
        await report(olive, { targetType: 'pet', targetId: sam.id, reason: 'spam' }),
        400,
        'targetType must be one of sitter, user, message, review',
      );
      await expectStatus(
        await report(olive, { targetType: 'user', targetId: sam.id, reason: 'rude' }),
        400,
        'reason must be one of safety_concern, harassment, scam_or_fraud, fake_or_misleading, inappropriate_content, spam, other',
      );
      await expectStatus(
        await report(olive, { targetType: 'user', targetId: sam.id, reason: 'spam', details: 'x'.repeat(2001) }),
        400,
        'Details must be at most 2000 characters',
      );
      await expectStatus(await report(olive, { targetType: 'user', targetId: sam.id, reason: 'spam', extra: 1 }), 400);
      await expectStatus(await report(olive, { targetType: 'user', targetId: MISSING, reason: 'spam' }), 404, 'User not found');
      await expectStatus(await report(olive, { targetType: 'sitter', targetId: olive.id, reason: 'spam' }), 404, 'Sitter not found');
      // A sitter profile that is not listed (pending review) is not visible, so not reportable.
      const pending = await sitter(ctx, { firstName: 'Pending' });
      await db().query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [pending.id]);
      await expectStatus(await report(olive, { targetType: 'sitter', targetId: pending.id, reason: 'spam' }), 404, 'Sitter not found');
      await expectStatus(await report(olive, { targetType: 'review', targetId: 'not-a-uuid', reason: 'spam' }), 404, 'Review not found');
      // A message only in your own conversation.
      await expectStatus(await report(stranger, { targetType: 'message', targetId: fromSam, reason: 'spam' }), 404, 'Message not found');
      await expectStatus(
        await report(olive, { targetType: 'message', targetId: fromOlive, reason: 'spam' }),
        400,
        'You cannot report yourself or your own content',
      );
      await expectStatus(
        await report(olive, { targetType: 'user', targetId: olive.id, reason: 'spam' }),
        400,
        'You cannot report yourself or your own content',
      );

      await expectStatus(await report(olive, { targetType: 'user', targetId: sam.id, reason: 'spam' }), 201);
      await expectStatus(
        await report(olive, { targetType: 'user', targetId: sam.id, reason: 'harassment' }),
        409,
        'You have already reported this; Pawpal is looking into it',
      );
      // Someone else may report the same target; the same target as a sitter profile is another report.
      await expectStatus(await report(stranger, { targetType: 'user', targetId: sam.id, reason: 'spam' }), 201);
      await expectStatus(await report(olive, { targetType: 'sitter', targetId: sam.id, reason: 'spam' }), 201);
    });

    it('lets admins list open reports and resolve or dismiss each once, with an audit row and a notice to the reporter', async () => {
      const { sam, olive, fromSam } = await conversation();
      const moderator = await admin();
      const messageReport = (await expectStatus(
        await report(olive, { targetType: 'message', targetId: fromSam, reason: 'scam_or_fraud', details: 'Cash' }),
        201,
      )) as { id: string };
      const sitterReport = (await expectStatus(
        await report(olive, { targetType: 'sitter', targetId: sam.id, reason: 'fake_or_misleading' }),
        201,
      )) as { id: string };

      for (const path of ['/api/admin/reports', `/api/admin/reports/${messageReport.id}/resolve`]) {
        const method = path.endsWith('resolve') ? 'POST' : 'GET';
        await expectStatus(await call(ctx, undefined, method, path, method === 'POST' ? { note: 'x' } : undefined), 401);
        await expectStatus(
          await call(ctx, olive, method, path, method === 'POST' ? { note: 'x' } : undefined),
          403,
          'Only Pawpal admins can do this',
        );
      }
      await expectStatus(await call(ctx, moderator, 'GET', '/api/admin/reports?status=stale'), 400);
      await expectStatus(await call(ctx, moderator, 'GET', '/api/admin/reports?pageSize=101'), 400);

      const open = (await expectStatus(await call(ctx, moderator, 'GET', '/api/admin/reports?status=open&pageSize=100'), 200)) as {
        items: Record<string, unknown>[];
        total: number;
        pageSize: number;
      };
      expect(open.pageSize).toBe(100);
      const listed = open.items.find((item) => item.id === messageReport.id);
      expect(listed).toMatchObject({
        status: 'open',
        reason: 'scam_or_fraud',
        details: 'Cash',
        reporter: { id: olive.id, name: 'Olive Owner' },
        target: { label: 'Message from Sam Sitter', excerpt: 'Pay me in cash outside the app', link: null },
        handledAt: null,
        note: null,
      });
      expect(open.items.find((item) => item.id === sitterReport.id)).toMatchObject({
        target: { label: 'Sitter profile of Sam Sitter', link: `/sitter/${sam.id}` },
      });

      await expectStatus(
        await call(ctx, moderator, 'POST', `/api/admin/reports/${messageReport.id}/resolve`, { rule: 'respectful_conduct', note: '  ' }),
        400,
        'Write a note on what was done',
      );
      const resolved = await expectStatus(
        await call(ctx, moderator, 'POST', `/api/admin/reports/${messageReport.id}/resolve`, {
          rule: 'respectful_conduct',
          note: 'Warned the sitter',
        }),
        200,
      );
      expect(resolved).toMatchObject({ status: 'resolved', note: 'Warned the sitter', handledBy: { id: moderator.id } });
      await expectStatus(
        await call(ctx, moderator, 'POST', `/api/admin/reports/${messageReport.id}/dismiss`, { note: 'Again' }),
        409,
        'This report has already been resolved',
      );
      await expectStatus(
        await call(ctx, moderator, 'POST', `/api/admin/reports/${sitterReport.id}/dismiss`, { note: 'Profile is genuine' }),
        200,
      );
      await expectStatus(
        await call(ctx, moderator, 'POST', `/api/admin/reports/${MISSING}/dismiss`, { note: 'x' }),
        404,
        'Report not found',
      );

      const stillOpen = (await expectStatus(await call(ctx, moderator, 'GET', '/api/admin/reports?pageSize=100'), 200)) as {
        items: { id: string }[];
      };
      expect(stillOpen.items.map((item) => item.id)).not.toContain(messageReport.id);
      const dismissed = (await expectStatus(await call(ctx, moderator, 'GET', '/api/admin/reports?status=dismissed'), 200)) as {
        items: { id: string }[];
      };
      expect(dismissed.items.map((item) => item.id)).toContain(sitterReport.id);

      const audit = (await db().query(
        `SELECT action, target_id, reason FROM audit_log WHERE target_type = 'report' AND target_id = ANY($1) ORDER BY id`,
        [[messageReport.id, sitterReport.id]],
      )) as Record<string, string>[];
      expect(audit).toEqual([
        { action: 'report.resolve', target_id: messageReport.id, reason: 'Warned the sitter' },
        { action: 'report.dismiss', target_id: sitterReport.id, reason: 'Profile is genuine' },
      ]);
      const notices = (await (await call(ctx, olive, 'GET', '/api/notices')).json()) as { kind: string; title: string; body: string }[];
      expect(notices.map((notice) => notice.kind)).toEqual(['report_handled', 'report_handled']);
      expect(notices.map((notice) => notice.body).sort()).toEqual([
        "Thank you for reporting this message. We reviewed it and took action under Pawpal's rules.",
        "Thank you for reporting this sitter. We reviewed it and found it does not break Pawpal's rules, so no action was taken.",
      ]);
      // A handled report no longer blocks a new one on the same target.
      await expectStatus(await report(olive, { targetType: 'message', targetId: fromSam, reason: 'spam' }), 201);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', ADMIN_EMAILS: ADMIN_EMAIL } },
);

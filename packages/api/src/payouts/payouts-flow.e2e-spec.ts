import { expect, it } from 'vitest';
import { describeEachDatabase, outboxFor } from '../../test/harness.js';
import { ledgerOf as moneyLedgerOf, payoutsOf, TAX_DETAILS } from '../../test/money-fixtures.js';
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
import { makeAdmin } from '../../test/listing-fixtures.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDatabase(
  'payouts: released after the stay, paid through the sandbox bank, on the test clock',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    const payouts = (account: Account) => payoutsOf(ctx, account);
    const ledgerOf = (bookingId: string) => moneyLedgerOf(ctx, bookingId);

    /** A 2-night boarding stay at $50 a night, paid, then completed by the scheduler (the clock moved past its end). */
    async function completedStay(sam: Account) {
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const now = await serverNow(ctx);
      const booking = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(now, 3),
        endDate: dayAfter(now, 5),
        petIds: [rex.id],
      });
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
      expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      await advanceClock(ctx, 7 * DAY);
      const [row] = (await db().query(`SELECT status, sitter_payout_cents FROM bookings WHERE id = $1`, [booking.id])) as {
        status: string;
        sitter_payout_cents: number;
      }[];
      expect(row!.status).toBe('completed');
      return { olive, bookingId: booking.id, payoutCents: row!.sitter_payout_cents };
    }

    it('releases 48 hours after completion, then the sandbox bank pays it a day later: to the cent, the ledger balanced', async () => {
      const sam = await sitter(ctx);
      expect(
        (await call(ctx, sam, 'PUT', '/api/payouts/account', { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000123456' }))
          .status,
      ).toBe(200);
      expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX_DETAILS)).status).toBe(200);
      const { bookingId, payoutCents } = await completedStay(sam);
      // $100 + fee; the sitter receives $100 less 15 % commission and its GST: $83.50.
      expect(payoutCents).toBe(8_350);

      let body = await payouts(sam);
      expect(body.payouts).toEqual([expect.objectContaining({ bookingId, amountCents: 8_350, status: 'scheduled', paidAt: null })]);
      expect(body.balance).toEqual({ pendingCents: 8_350, availableCents: 0, failedCents: 0, paidCents: 0, owedCents: 0 });
      const [{ completed_at: completedAt }] = (await db().query(`SELECT completed_at FROM bookings WHERE id = $1`, [bookingId])) as [
        { completed_at: Date },
      ];
      expect(Date.parse(body.payouts[0]!.scheduledFor) - completedAt.getTime()).toBe(48 * HOUR);

      await advanceClock(ctx, 47 * HOUR);
      expect((await payouts(sam)).payouts[0]!.status).toBe('scheduled');
      await advanceClock(ctx, 2 * HOUR);
      body = await payouts(sam);
      expect(body.payouts[0]).toMatchObject({ status: 'in_transit', amountCents: 8_350 });
      expect(body.balance).toEqual({ pendingCents: 0, availableCents: 8_350, failedCents: 0, paidCents: 0, owedCents: 0 });
      expect((await ledgerOf(bookingId)).sitter_payable ?? 0).toBe(0);

      await advanceClock(ctx, 24 * HOUR);
      body = await payouts(sam);
      expect(body.payouts[0]).toMatchObject({ status: 'paid', amountCents: 8_350 });
      expect(body.balance).toEqual({ pendingCents: 0, availableCents: 0, failedCents: 0, paidCents: 8_350, owedCents: 0 });
      // What stays at the provider is exactly Pawpal's fee, commission and their GST.
      const [money] = (await db().query(`SELECT total_cents FROM bookings WHERE id = $1`, [bookingId])) as { total_cents: number }[];
      expect((await ledgerOf(bookingId)).provider_cash).toBe(money!.total_cents - 8_350);
      const notices = (await (await call(ctx, sam, 'GET', '/api/notices')).json()) as { kind: string; title: string }[];
      expect(notices).toContainEqual(expect.objectContaining({ kind: 'payout_paid', title: 'Payout of $83.50 paid' }));
    });

    it('waits for the bank account and tax details, saying so', async () => {
      const sam = await sitter(ctx);
      await completedStay(sam);
      await advanceClock(ctx, 49 * HOUR);
      const body = await payouts(sam);
      expect(body.payouts[0]).toMatchObject({
        status: 'scheduled',
        note: 'Waiting for your bank account and tax details (Payout settings)',
      });
      expect(
        (await call(ctx, sam, 'PUT', '/api/payouts/account', { accountName: 'Sam Sitter', bsb: '110000', accountNumber: '000123456' }))
          .status,
      ).toBe(200);
      await advanceClock(ctx, HOUR);
      expect((await payouts(sam)).payouts[0]!.status).toBe('scheduled');
      expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX_DETAILS)).status).toBe(200);
      await advanceClock(ctx, HOUR);
      expect((await payouts(sam)).payouts[0]).toMatchObject({ status: 'in_transit', note: null });
    });

    it('a refused payout fails with the bank’s reason, the money is owed again, and a new account sends it again', async () => {
      const sam = await sitter(ctx);
      expect(
        (await call(ctx, sam, 'PUT', '/api/payouts/account', { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000111111' }))
          .status,
      ).toBe(200);
      expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX_DETAILS)).status).toBe(200);
      // A browser of sam's with push on, to see the push channel too (queued only: this spec's push sender never runs).
      await db().query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, 'p256dh-key', 'auth-secret', now())`,
        [sam.id, `https://push.example/${sam.id}`],
      );
      const { bookingId } = await completedStay(sam);
      await advanceClock(ctx, 49 * HOUR);
      await advanceClock(ctx, 24 * HOUR);
      let body = await payouts(sam);
      const reason = 'The bank says this account does not exist: check the BSB and account number';
      expect(body.payouts[0]).toMatchObject({ status: 'failed', failureReason: reason });
      expect(body.balance).toMatchObject({ availableCents: 0, failedCents: 8_350 });
      expect((await ledgerOf(bookingId)).sitter_payable).toBe(-8_350);
      // Sam is told, with the bank's reason: in the app, by email and by push.
      const notices = (await (await call(ctx, sam, 'GET', '/api/notices')).json()) as {
        kind: string;
        title: string;
        body: string;
        link: string;
      }[];
      expect(notices.filter((notice) => notice.kind === 'payout_failed')).toEqual([
        expect.objectContaining({
          title: 'Payout of $83.50 failed',
          body: `${reason}. We will send it again as soon as you save a bank account.`,
          link: '/payout-settings',
        }),
      ]);
      const [{ email }] = (await db().query(`SELECT email FROM users WHERE id = $1`, [sam.id])) as [{ email: string }];
      const mails = (await outboxFor(ctx, email)).filter((mail) => mail.subject === 'Your payout of $83.50 failed');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`Your payout of $83.50 could not be paid: ${reason}`);
      const pushes = (await db().query(`SELECT payload FROM push_queue WHERE user_id = $1 AND kind = 'payout_failed'`, [sam.id])) as {
        payload: { title: string; body: string };
      }[];
      expect(pushes.map((push) => push.payload)).toEqual([
        expect.objectContaining({ title: 'Your payout of $83.50 failed', body: `Your payout of $83.50 could not be paid: ${reason}` }),
      ]);

      expect(
        (await call(ctx, sam, 'PUT', '/api/payouts/account', { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000123456' }))
          .status,
      ).toBe(200);
      await advanceClock(ctx, HOUR);
      expect((await payouts(sam)).payouts[0]!.status).toBe('in_transit');
      await advanceClock(ctx, 24 * HOUR);
      body = await payouts(sam);
      expect(body.payouts[0]).toMatchObject({ status: 'paid', amountCents: 8_350, failureReason: null });
      expect((await ledgerOf(bookingId)).sitter_payable ?? 0).toBe(0);
      const after = (await (await call(ctx, sam, 'GET', '/api/notices')).json()) as { kind: string; title: string }[];
      expect(after).toContainEqual(expect.objectContaining({ kind: 'payout_paid', title: 'Payout of $83.50 paid' }));
      await advanceClock(ctx, HOUR);
      const paidMails = (await outboxFor(ctx, email)).filter((mail) => mail.subject === 'Payout sent: $83.50');
      expect(paidMails.map((mail) => mail.text)).toEqual([expect.stringContaining('We paid $83.50 to your bank account.')]);
    });

    it('an open report about the sitter holds the payout until an admin handles it', async () => {
      const sam = await sitter(ctx);
      expect(
        (await call(ctx, sam, 'PUT', '/api/payouts/account', { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000123456' }))
          .status,
      ).toBe(200);
      expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX_DETAILS)).status).toBe(200);
      const { olive } = await completedStay(sam);
      const reported = await call(ctx, olive, 'POST', '/api/reports', {
        targetType: 'sitter',
        targetId: sam.id,
        reason: 'scam_or_fraud',
        details: 'Asked me to pay outside Pawpal',
      });
      expect(reported.status).toBe(201);
      await advanceClock(ctx, 49 * HOUR);
      expect((await payouts(sam)).payouts[0]).toMatchObject({
        status: 'held',
        note: 'Held while Pawpal looks into a report about your profile',
      });
      await db().query(`UPDATE reports SET status = 'dismissed', handled_at = now(), note = 'checked' WHERE target_id = $1`, [sam.id]);
      await advanceClock(ctx, HOUR);
      expect((await payouts(sam)).payouts[0]!.status).toBe('in_transit');
    });

    it('a report about one stay holds that stay’s payout only, until an admin handles it', async () => {
      const sam = await sitter(ctx);
      expect(
        (await call(ctx, sam, 'PUT', '/api/payouts/account', { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000123456' }))
          .status,
      ).toBe(200);
      expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX_DETAILS)).status).toBe(200);
      const stayA = await completedStay(sam);
      // Not a booking of the reporter's: 404; a booking of theirs but someone else reported: 400.
      const stranger = await owner(ctx, 'Stan');
      const aboutSam = { targetType: 'sitter', targetId: sam.id, reason: 'safety_concern', details: 'Rex came home hurt' };
      expect((await call(ctx, stranger, 'POST', '/api/reports', { ...aboutSam, bookingId: stayA.bookingId })).status).toBe(404);
      expect(
        (
          await call(ctx, stayA.olive, 'POST', '/api/reports', {
            ...aboutSam,
            targetType: 'user',
            targetId: stranger.id,
            bookingId: stayA.bookingId,
          })
        ).status,
      ).toBe(400);
      const reported = await call(ctx, stayA.olive, 'POST', '/api/reports', { ...aboutSam, bookingId: stayA.bookingId });
      expect(reported.status).toBe(201);
      const report = (await reported.json()) as { id: string; bookingId: string | null };
      expect(report.bookingId).toBe(stayA.bookingId);

      // Stay B completes a week later; by then A is due but held, and B is released when due.
      const stayB = await completedStay(sam);
      await advanceClock(ctx, 49 * HOUR);
      const byBooking = async () => new Map((await payouts(sam)).payouts.map((payout) => [payout.bookingId, payout]));
      let rows = await byBooking();
      expect(rows.get(stayA.bookingId)).toMatchObject({ status: 'held', note: 'Held while Pawpal looks into a report about this stay' });
      expect(rows.get(stayB.bookingId)).toMatchObject({ status: 'in_transit', amountCents: 8_350 });

      const ada = await owner(ctx, 'Ada');
      await makeAdmin(ctx, ada.id);
      expect(
        (
          await call(ctx, ada, 'POST', `/api/admin/reports/${report.id}/resolve`, {
            rule: 'pet_safety',
            note: 'Vet bill settled with the owner',
          })
        ).status,
      ).toBe(200);
      await advanceClock(ctx, HOUR);
      rows = await byBooking();
      expect(rows.get(stayA.bookingId)).toMatchObject({ status: 'in_transit', amountCents: 8_350, note: null });
    });

    it('is the sitter’s own: 401 signed out, 403 for an owner', async () => {
      expect((await call(ctx, undefined, 'GET', '/api/payouts')).status).toBe(401);
      expect((await call(ctx, await owner(ctx), 'GET', '/api/payouts')).status).toBe(403);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', PUSH_SEND_INTERVAL_SECONDS: '0' } },
);

import { CHANGE_PAYMENT_WINDOW_HOURS, CHANGE_RESPONSE_HOURS } from '@pawpal/contract';
import { expect, it } from 'vitest';
import { type Account, advanceClock, call, dayAfter, owner, pet, requestBooking, serverNow, sitter } from '../../test/booking-fixtures.js';
import { PAY_CARD as PAY } from '../../test/booking-fixtures.js';
import { clockTo, emailOf, noticesOf, paidBooking, type PaidBooking, saveCard, visitsOf } from '../../test/care-fixtures.js';
import { describeEachDatabase, outboxFor } from '../../test/harness.js';
import { makeAdmin } from '../../test/listing-fixtures.js';
import { ledgerLinesOf, ledgerOf, sitterBalanceOf } from '../../test/money-fixtures.js';

const HOUR = 3_600_000;

interface ChangeBody {
  id: string;
  bookingId: string;
  proposedBy: 'owner' | 'sitter';
  changes: Record<string, unknown>;
  quote: {
    before: { totalCents: number; units: number; endDate: string };
    after: { totalCents: number; units: number };
    deltaCents: number;
  };
  respondBy: string;
  status: string;
  payBy: string | null;
  refundCents: number | null;
  createdAt: string;
  decidedAt: string | null;
}

interface BookingRowState {
  status: string;
  start_date: string;
  end_date: string;
  units: number;
  total_cents: number;
  subtotal_cents: number;
  sitter_payout_cents: number;
}

describeEachDatabase(
  'bookings: changes proposed by either side, answered by the other, re-priced and settled',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;

    async function bookingState(bookingId: string): Promise<BookingRowState> {
      const [row] = (await db().query(
        `SELECT status, start_date::text AS start_date, end_date::text AS end_date, units, total_cents, subtotal_cents, sitter_payout_cents FROM bookings WHERE id = $1`,
        [bookingId],
      )) as [BookingRowState];
      return row;
    }

    async function propose(by: Account, bookingId: string, body: Record<string, unknown>): Promise<Response> {
      return call(ctx, by, 'POST', `/api/bookings/${bookingId}/changes`, { message: 'Plans changed, sorry!', ...body });
    }

    async function proposed(by: Account, bookingId: string, body: Record<string, unknown>): Promise<ChangeBody> {
      const response = await propose(by, bookingId, body);
      if (response.status !== 201) throw new Error(`proposing failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as ChangeBody;
    }

    async function answer(by: Account, changeId: string, what: 'accept' | 'decline' | 'withdraw' | 'pay'): Promise<Response> {
      return call(ctx, by, 'POST', `/api/booking-changes/${changeId}/${what}`);
    }

    /** A 2-night boarding stay of Rex with Sam (moderate policy: full refund until 7 days before), paid, starting `startInDays` from now. */
    function paidStay(startInDays: number): Promise<PaidBooking> {
      return paidBooking(ctx, { service: 'boarding', length: 2, startInDays });
    }

    it('pins the windows', () => {
      expect(CHANGE_RESPONSE_HOURS).toBe(72);
      expect(CHANGE_PAYMENT_WINDOW_HOURS).toBe(48);
    });

    it('adds a night: the sitter accepts, the owner pays the difference with their card, the ledger balances and the payout grows', async () => {
      const { sam, olive, bookingId, totalCents } = await paidStay(10);
      const before = await bookingState(bookingId);
      const sitterOwedBefore = await sitterBalanceOf(ctx, sam.id);
      const change = await proposed(olive, bookingId, { endDate: dayAfter(Date.parse(`${before.end_date}T00:00:00Z`), 1) });
      expect(change).toMatchObject({ proposedBy: 'owner', status: 'pending', payBy: null, changes: { endDate: expect.any(String) } });
      expect(change.quote.before).toMatchObject({ totalCents, units: 2 });
      expect(change.quote.after.units).toBe(3);
      expect(change.quote.deltaCents).toBe(change.quote.after.totalCents - totalCents);
      expect(change.quote.deltaCents).toBeGreaterThan(5000);
      expect(await noticesOf(ctx, sam, 'booking_change_proposed')).toHaveLength(1);
      expect((await outboxFor(ctx, await emailOf(ctx, sam))).map((mail) => mail.subject)).toContain(
        'Olive proposed a change to your booking',
      );
      const listed = (await (await call(ctx, sam, 'GET', `/api/bookings/${bookingId}/changes`)).json()) as { changes: ChangeBody[] };
      expect(listed.changes.map((item) => item.id)).toEqual([change.id]);

      const accepted = (await (await answer(sam, change.id, 'accept')).json()) as ChangeBody;
      expect(accepted.status).toBe('awaiting_payment');
      expect(Date.parse(accepted.payBy!) - Date.parse(accepted.decidedAt!)).toBe(CHANGE_PAYMENT_WINDOW_HOURS * HOUR);
      // Nothing moves until the owner pays.
      expect(await bookingState(bookingId)).toEqual(before);
      expect(await noticesOf(ctx, olive, 'booking_change_accepted')).toEqual([
        expect.objectContaining({ title: expect.stringMatching(/^Pay \$\d+\.\d\d to confirm the change to your booking$/) }),
      ]);
      expect((await answer(sam, change.id, 'pay')).status).toBe(403);
      // No saved card yet: the payment is refused and nothing moves; the owner saves one and pays.
      expect((await answer(olive, change.id, 'pay')).status).toBe(402);
      expect(await bookingState(bookingId)).toEqual(before);
      await saveCard(ctx, olive);

      const paid = await answer(olive, change.id, 'pay');
      expect(paid.status).toBe(200);
      expect(((await paid.json()) as ChangeBody).status).toBe('applied');
      expect(await bookingState(bookingId)).toMatchObject({ status: 'paid', units: 3, total_cents: change.quote.after.totalCents });
      const ledger = await ledgerOf(ctx, bookingId);
      expect(ledger.provider_cash).toBe(change.quote.after.totalCents);
      expect((await ledgerLinesOf(ctx, bookingId, 'charge')).find((line) => line.line === 'total')?.cents).toBe(
        change.quote.after.totalCents,
      );
      // The sitter is owed the new stay's payout instead of the old one's.
      expect(await sitterBalanceOf(ctx, sam.id)).toBe(
        sitterOwedBefore - before.sitter_payout_cents + (await bookingState(bookingId)).sitter_payout_cents,
      );
      expect(await noticesOf(ctx, sam, 'booking_change_applied')).toHaveLength(1);
      expect(await noticesOf(ctx, olive, 'booking_change_applied')).toHaveLength(1);
      // The new night is the sitter's: booked in their calendar.
      const [{ n }] = (await db().query(`SELECT count(*)::int AS n FROM sitter_unavailable_days WHERE booking_id = $1`, [bookingId])) as [
        { n: number },
      ];
      expect(n).toBe(3);
      expect((await answer(olive, change.id, 'pay')).status).toBe(409);
    });
    it('charges the owner’s saved card as soon as the sitter accepts a higher price', async () => {
      const { sam, olive, bookingId } = await paidStay(10);
      await saveCard(ctx, olive);
      const before = await bookingState(bookingId);
      const change = await proposed(olive, bookingId, { endDate: dayAfter(Date.parse(`${before.end_date}T00:00:00Z`), 2) });
      const accepted = (await (await answer(sam, change.id, 'accept')).json()) as ChangeBody;
      expect(accepted.status).toBe('applied');
      expect(await bookingState(bookingId)).toMatchObject({ units: 4, total_cents: change.quote.after.totalCents });
      expect((await ledgerOf(ctx, bookingId)).provider_cash).toBe(change.quote.after.totalCents);
    });

    it('removes a night after the full-refund deadline: refunded by the policy; in full when the sitter proposed it', async () => {
      // Moderate: full refund until 7 days before the start; 3 days before, the owner gets half of the removed part back.
      const late = await paidStay(3);
      const before = await bookingState(late.bookingId);
      const byOwner = await proposed(late.olive, late.bookingId, { endDate: dayAfter(Date.parse(`${before.start_date}T00:00:00Z`), 1) });
      expect(byOwner.quote.deltaCents).toBeLessThan(0);
      const removed = -byOwner.quote.deltaCents;
      const applied = (await (await answer(late.sam, byOwner.id, 'accept')).json()) as ChangeBody;
      expect(applied).toMatchObject({ status: 'applied', refundCents: Math.round(removed / 2) });
      expect(await bookingState(late.bookingId)).toMatchObject({ status: 'paid', units: 1, total_cents: byOwner.quote.after.totalCents });
      expect(await db().query(`SELECT amount_cents FROM payment_refunds WHERE booking_id = $1`, [late.bookingId])).toEqual([
        { amount_cents: Math.round(removed / 2) },
      ]);
      await ledgerOf(ctx, late.bookingId);
      expect(await noticesOf(ctx, late.olive, 'booking_change_applied')).toEqual([
        expect.objectContaining({ body: expect.stringContaining(`is refunded to the owner`) }),
      ]);

      const sitters = await paidStay(3);
      const state = await bookingState(sitters.bookingId);
      const bySitter = await proposed(sitters.sam, sitters.bookingId, {
        endDate: dayAfter(Date.parse(`${state.start_date}T00:00:00Z`), 1),
      });
      expect(bySitter.proposedBy).toBe('sitter');
      const full = (await (await answer(sitters.olive, bySitter.id, 'accept')).json()) as ChangeBody;
      expect(full).toMatchObject({ status: 'applied', refundCents: -bySitter.quote.deltaCents });
      await ledgerOf(ctx, sitters.bookingId);
      // What the sitter is owed is the one night's payout now.
      const [{ owed }] = (await db().query(
        `SELECT coalesce(-sum(amount_cents), 0)::int AS owed FROM ledger_entries WHERE account = 'sitter_payable' AND booking_id = $1`,
        [sitters.bookingId],
      )) as [{ owed: number }];
      expect(owed).toBe((await bookingState(sitters.bookingId)).sitter_payout_cents);
    });

    /** Two bookings of one sitter with one free night between them: the first's nights d, d+1, the second's d+3, d+4. */
    async function neighbours(
      status: 'accepted' | 'paid',
    ): Promise<{ sam: Account; first: { olive: Account; id: string }; second: { olive: Account; id: string }; start: string }> {
      const sam = await sitter(ctx, { services: { boarding: 5000 } });
      const now = await serverNow(ctx);
      const start = dayAfter(now, 20);
      const day = (offset: number) => dayAfter(Date.parse(`${start}T00:00:00Z`), offset);
      const make = async (name: string, from: number, to: number) => {
        const olive = await owner(ctx, name);
        const rex = await pet(ctx, olive);
        const booking = await requestBooking(ctx, olive, {
          sitterId: sam.id,
          service: 'boarding',
          startDate: day(from),
          endDate: day(to),
          petIds: [rex.id],
        });
        expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
        if (status === 'paid') {
          await saveCard(ctx, olive);
          expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY)).status).toBe(200);
        }
        return { olive, id: booking.id };
      };
      return { sam, first: await make('Olive', 0, 2), second: await make('Oscar', 3, 5), start };
    }

    it('refuses a change that collides with another booking, and nothing moves', async () => {
      const { sam, first, start } = await neighbours('paid');
      const before = await bookingState(first.id);
      const ledgerBefore = await ledgerOf(ctx, first.id);
      // Two more nights run into the second booking's first night.
      const change = await proposed(first.olive, first.id, { endDate: dayAfter(Date.parse(`${start}T00:00:00Z`), 4) });
      const refused = await answer(sam, change.id, 'accept');
      expect(refused.status).toBe(409);
      expect(await bookingState(first.id)).toEqual(before);
      expect(await ledgerOf(ctx, first.id)).toEqual(ledgerBefore);
      const [{ status }] = (await db().query(`SELECT status FROM booking_changes WHERE id = $1`, [change.id])) as [{ status: string }];
      expect(status).toBe('pending');
      expect((await answer(sam, change.id, 'decline')).status).toBe(200);
    });

    it('accepts one of two colliding changes accepted at the same time; the other is refused', async () => {
      const { sam, first, second, start } = await neighbours('accepted');
      const day = (offset: number) => dayAfter(Date.parse(`${start}T00:00:00Z`), offset);
      // Both want the free night d+2.
      const longer = await proposed(first.olive, first.id, { endDate: day(3) });
      const earlier = await proposed(second.olive, second.id, { startDate: day(2) });
      const answers = await Promise.all([answer(sam, longer.id, 'accept'), answer(sam, earlier.id, 'accept')]);
      expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
      const statuses = (await db().query(`SELECT status FROM booking_changes WHERE id = ANY($1::uuid[]) ORDER BY status`, [
        [longer.id, earlier.id],
      ])) as {
        status: string;
      }[];
      expect(statuses.map((row) => row.status)).toEqual(['applied', 'pending']);
      const [{ n }] = (await db().query(
        `SELECT count(*)::int AS n FROM booking_slots a JOIN booking_slots b ON a.sitter_id = b.sitter_id AND a.booking_id < b.booking_id AND a.during && b.during WHERE a.sitter_id = $1`,
        [sam.id],
      )) as [{ n: number }];
      expect(n).toBe(0);
    });

    it('lapses an unanswered change at respondBy (72 h, or the start if sooner), and an unpaid one at payBy', async () => {
      const far = await paidStay(10);
      const state = await bookingState(far.bookingId);
      const change = await proposed(far.olive, far.bookingId, { endDate: dayAfter(Date.parse(`${state.end_date}T00:00:00Z`), 1) });
      expect(Date.parse(change.respondBy) - Date.parse(change.createdAt)).toBe(CHANGE_RESPONSE_HOURS * HOUR);
      await advanceClock(ctx, Date.parse(change.respondBy) - (await serverNow(ctx)) - 60_000);
      expect(
        (await (await call(ctx, far.olive, 'GET', `/api/bookings/${far.bookingId}/changes`)).json()) as { changes: ChangeBody[] },
      ).toMatchObject({
        changes: [{ status: 'pending' }],
      });
      await advanceClock(ctx, 61_000);
      expect(
        (await (await call(ctx, far.olive, 'GET', `/api/bookings/${far.bookingId}/changes`)).json()) as { changes: ChangeBody[] },
      ).toMatchObject({
        changes: [{ status: 'lapsed' }],
      });
      expect(await noticesOf(ctx, far.olive, 'booking_change_lapsed')).toHaveLength(1);
      expect(await noticesOf(ctx, far.sam, 'booking_change_lapsed')).toHaveLength(1);
      expect((await answer(far.sam, change.id, 'accept')).status).toBe(409);

      // Accepted but not paid: lapses at payBy, and the booking stays as it was.
      const again = await proposed(far.olive, far.bookingId, { endDate: dayAfter(Date.parse(`${state.end_date}T00:00:00Z`), 1) });
      const accepted = (await (await answer(far.sam, again.id, 'accept')).json()) as ChangeBody;
      expect(accepted.status).toBe('awaiting_payment');
      await advanceClock(ctx, Date.parse(accepted.payBy!) - (await serverNow(ctx)) + 1000);
      const [{ status }] = (await db().query(`SELECT status FROM booking_changes WHERE id = $1`, [again.id])) as [{ status: string }];
      expect(status).toBe('lapsed');
      expect(await bookingState(far.bookingId)).toEqual(state);
      expect((await answer(far.olive, again.id, 'pay')).status).toBe(409);

      // Starting in two days: the answer is due at the start.
      const soon = await paidStay(2);
      const [{ starts_at: startsAt }] = (await db().query(`SELECT starts_at FROM bookings WHERE id = $1`, [soon.bookingId])) as [
        { starts_at: Date },
      ];
      const due = await proposed(soon.sam, soon.bookingId, {
        endDate: dayAfter(Date.parse(`${(await bookingState(soon.bookingId)).start_date}T00:00:00Z`), 1),
      });
      expect(due.respondBy).toBe(startsAt.toISOString());
    });

    it('lets only the booking’s parties propose, see and answer; one open change at a time; the proposer withdraws', async () => {
      const { sam, olive, bookingId } = await paidStay(12);
      const state = await bookingState(bookingId);
      const stranger = await owner(ctx, 'Stan');
      const ada = await owner(ctx, 'Ada');
      await makeAdmin(ctx, ada.id);
      const body = { endDate: dayAfter(Date.parse(`${state.end_date}T00:00:00Z`), 1) };
      expect((await propose(stranger, bookingId, body)).status).toBe(404);
      expect((await propose(ada, bookingId, body)).status).toBe(403);
      expect((await call(ctx, undefined, 'GET', `/api/bookings/${bookingId}/changes`)).status).toBe(401);
      expect((await call(ctx, stranger, 'GET', `/api/bookings/${bookingId}/changes`)).status).toBe(404);
      expect((await call(ctx, ada, 'GET', `/api/bookings/${bookingId}/changes`)).status).toBe(403);
      expect((await propose(olive, bookingId, {})).status).toBe(400);
      expect((await propose(olive, bookingId, { endDate: state.end_date })).status).toBe(400);
      expect((await propose(olive, bookingId, { ...body, price: 1 })).status).toBe(400);
      expect((await call(ctx, olive, 'POST', `/api/bookings/${bookingId}/changes`, body)).status).toBe(400);

      const change = await proposed(olive, bookingId, body);
      expect((await propose(sam, bookingId, { endDate: dayAfter(Date.parse(`${state.end_date}T00:00:00Z`), 2) })).status).toBe(409);
      expect((await answer(stranger, change.id, 'accept')).status).toBe(404);
      expect((await answer(ada, change.id, 'accept')).status).toBe(403);
      expect((await answer(olive, change.id, 'accept')).status).toBe(403);
      expect((await answer(olive, change.id, 'decline')).status).toBe(403);
      expect((await answer(sam, change.id, 'withdraw')).status).toBe(403);
      expect((await answer(stranger, 'not-a-uuid', 'accept')).status).toBe(404);
      const withdrawn = (await (await answer(olive, change.id, 'withdraw')).json()) as ChangeBody;
      expect(withdrawn.status).toBe('withdrawn');
      expect(await noticesOf(ctx, sam, 'booking_change_withdrawn')).toHaveLength(1);
      expect((await answer(sam, change.id, 'accept')).status).toBe(409);

      // Another pet of someone else's is refused; the sitter's decline leaves the booking as it was.
      const stray = await pet(ctx, stranger);
      expect((await propose(olive, bookingId, { petIds: [stray.id] })).status).toBe(400);
      const next = await proposed(sam, bookingId, body);
      expect((await answer(olive, next.id, 'decline')).status).toBe(200);
      expect(await noticesOf(ctx, sam, 'booking_change_declined')).toHaveLength(1);
      expect(await bookingState(bookingId)).toEqual(state);
    });

    it('moves a paid drop-in booking’s visits with its dates: none is left, or missed, on the old days', async () => {
      const DAY = 24 * HOUR;
      const { sam, olive, bookingId } = await paidBooking(ctx, { service: 'drop_in', length: 2, startInDays: 3 });
      const state = await bookingState(bookingId);
      const before = await visitsOf(ctx, olive, bookingId);
      expect(before.length).toBeGreaterThan(0);
      const later = (date: string) => dayAfter(Date.parse(`${date}T00:00:00Z`), 1);
      const change = await proposed(olive, bookingId, { startDate: later(state.start_date), endDate: later(state.end_date) });
      expect(change.quote.deltaCents).toBe(0);
      expect(((await (await answer(sam, change.id, 'accept')).json()) as ChangeBody).status).toBe('applied');
      const moved = await visitsOf(ctx, olive, bookingId);
      expect(moved.map((visit) => [visit.kind, Date.parse(visit.dueAt)])).toEqual(
        before.map((visit) => [visit.kind, Date.parse(visit.dueAt) + DAY]),
      );
      // The clock passes the old first day, and its grace: nothing there to miss, nobody alerted.
      await clockTo(ctx, before[0]!.dueAt, 3 * HOUR);
      const after = await visitsOf(ctx, olive, bookingId);
      expect(after.map((visit) => visit.status)).not.toContain('missed');
      expect(after.map((visit) => visit.dueAt)).toEqual(moved.map((visit) => visit.dueAt));
      expect(await noticesOf(ctx, olive, 'visit_missed')).toEqual([]);
      const [{ n }] = (await db().query(`SELECT count(*)::int AS n FROM visits WHERE booking_id = $1 AND missed_at IS NOT NULL`, [
        bookingId,
      ])) as [{ n: number }];
      expect(n).toBe(0);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', PUSH_SEND_INTERVAL_SECONDS: '0' } },
);

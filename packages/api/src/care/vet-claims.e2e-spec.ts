import { expect, it } from 'vitest';
import { type Account, advanceClock, call, owner, sitter } from '../../test/booking-fixtures.js';
import { clockTo, emailOf, noticesOf, paidBooking, type PaidBooking, saveCard, uploadPhoto } from '../../test/care-fixtures.js';
import { describeEachDatabase, outboxFor } from '../../test/harness.js';
import { makeAdmin } from '../../test/listing-fixtures.js';
import { ledgerLinesOf, ledgerOf, TAX_DETAILS } from '../../test/money-fixtures.js';

const HOUR = 3_600_000;

interface ClaimBody {
  id: string;
  bookingId: string;
  amountCents: number;
  description: string;
  receipt: { id: string; url: string };
  status: string;
  approvedBy: string | null;
  decidedAt: string | null;
}

describeEachDatabase(
  'care: vet expenses claimed during a stay, approved by the plan or the owner, charged to the owner’s card',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;

    /** A 3-night boarding stay under way (the clock an hour past its start), the dog's plan pre-approving $300. */
    async function stayUnderWay(options: { card?: 'good' | 'declined' | 'none' } = {}): Promise<PaidBooking> {
      const paid = await paidBooking(ctx, { service: 'boarding', length: 3, carePlan: { vetSpendLimitCents: 30_000 } });
      if (options.card !== 'none') await saveCard(ctx, paid.olive, options.card === 'declined');
      const [{ starts_at: startsAt }] = (await db().query(`SELECT starts_at FROM bookings WHERE id = $1`, [paid.bookingId])) as [
        { starts_at: Date },
      ];
      await clockTo(ctx, startsAt.toISOString(), HOUR);
      return paid;
    }

    async function claim(account: Account, bookingId: string, amountCents: number, description = 'X-ray of a sore paw'): Promise<Response> {
      const receipt = await uploadPhoto(ctx, account);
      return call(ctx, account, 'POST', `/api/bookings/${bookingId}/vet-claims`, { amountCents, description, receiptUploadId: receipt.id });
    }

    it('approves a claim within the pre-approved spend at once, charges the owner’s card, and owes it to the sitter in full', async () => {
      const { sam, olive, bookingId } = await stayUnderWay();
      const response = await claim(sam, bookingId, 12_000);
      expect(response.status).toBe(201);
      const body = (await response.json()) as ClaimBody;
      expect(body).toMatchObject({
        bookingId,
        amountCents: 12_000,
        description: 'X-ray of a sore paw',
        status: 'charged',
        approvedBy: 'plan',
      });
      expect(body.receipt.url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
      // No commission, no fee: the card's money is the sitter's.
      expect(await ledgerLinesOf(ctx, bookingId, 'vet_claim')).toEqual([
        { account: 'provider_cash', line: 'vet_claim', cents: 12_000 },
        { account: 'sitter_payable', line: 'vet_claim', cents: -12_000 },
      ]);
      await ledgerOf(ctx, bookingId);
      expect(await noticesOf(ctx, olive, 'vet_claim_charged')).toEqual([
        expect.objectContaining({ title: 'Vet expense of $120.00 charged' }),
      ]);
      expect(await noticesOf(ctx, sam, 'vet_claim_charged')).toHaveLength(1);
      expect((await outboxFor(ctx, await emailOf(ctx, olive))).map((mail) => mail.subject)).toContain('Vet expense of $120.00 charged');
      const listed = (await (await call(ctx, olive, 'GET', `/api/bookings/${bookingId}/vet-claims`)).json()) as ClaimBody[];
      expect(listed).toEqual([body]);
      const timeline = (await (await call(ctx, olive, 'GET', `/api/bookings/${bookingId}/timeline`)).json()) as {
        type: string;
        summary: string;
      }[];
      expect(timeline.filter((item) => item.type === 'vet_claim').map((item) => item.summary)).toEqual([
        'Sam claimed $120.00 for the vet: X-ray of a sore paw (charged to the owner’s card)',
      ]);
    });

    it('sends a claim above the spend left to the owner, who approves or declines it; only the owner answers', async () => {
      const { sam, olive, bookingId } = await stayUnderWay();
      expect((await claim(sam, bookingId, 12_000)).status).toBe(201);
      // $120 approved of $300: $200 more is above what is left.
      const pending = (await (await claim(sam, bookingId, 20_000, 'Stitches')).json()) as ClaimBody;
      expect(pending).toMatchObject({ status: 'pending_owner', approvedBy: null, decidedAt: null });
      expect(await noticesOf(ctx, olive, 'vet_claim_pending')).toHaveLength(1);
      expect((await outboxFor(ctx, await emailOf(ctx, olive))).map((mail) => mail.subject)).toContain(
        'A vet expense is waiting for your answer',
      );
      expect(await ledgerLinesOf(ctx, bookingId, 'vet_claim')).toEqual([
        { account: 'provider_cash', line: 'vet_claim', cents: 12_000 },
        { account: 'sitter_payable', line: 'vet_claim', cents: -12_000 },
      ]);
      expect((await call(ctx, sam, 'POST', `/api/vet-claims/${pending.id}/approve`)).status).toBe(403);
      const ada = await owner(ctx, 'Ada');
      await makeAdmin(ctx, ada.id);
      expect((await call(ctx, ada, 'POST', `/api/vet-claims/${pending.id}/approve`)).status).toBe(403);
      expect((await call(ctx, await owner(ctx, 'Stan'), 'POST', `/api/vet-claims/${pending.id}/approve`)).status).toBe(404);
      const approved = (await (await call(ctx, olive, 'POST', `/api/vet-claims/${pending.id}/approve`)).json()) as ClaimBody;
      expect(approved).toMatchObject({ status: 'charged', approvedBy: 'owner' });
      expect((await call(ctx, olive, 'POST', `/api/vet-claims/${pending.id}/decline`)).status).toBe(409);

      const third = (await (await claim(sam, bookingId, 5_000, 'Follow-up')).json()) as ClaimBody;
      expect(third.status).toBe('pending_owner');
      const declined = (await (await call(ctx, olive, 'POST', `/api/vet-claims/${third.id}/decline`)).json()) as ClaimBody;
      expect(declined).toMatchObject({ status: 'declined', approvedBy: null });
      expect(await noticesOf(ctx, sam, 'vet_claim_declined')).toHaveLength(1);
      expect(await ledgerLinesOf(ctx, bookingId, 'vet_claim')).toEqual([
        { account: 'provider_cash', line: 'vet_claim', cents: 32_000 },
        { account: 'sitter_payable', line: 'vet_claim', cents: -32_000 },
      ]);

      // The sitter's payout is the stay's plus the claims, with no commission on them.
      const [{ sitter_payout_cents: stayCents }] = (await db().query(`SELECT sitter_payout_cents FROM bookings WHERE id = $1`, [
        bookingId,
      ])) as [{ sitter_payout_cents: number }];
      await advanceClock(ctx, 4 * 24 * HOUR);
      expect(await db().query(`SELECT amount_cents FROM payouts WHERE booking_id = $1`, [bookingId])).toEqual([
        { amount_cents: stayCents + 32_000 },
      ]);
    });

    it('records a refused charge, and the owner approves it again once they saved a card', async () => {
      const { sam, olive, bookingId } = await stayUnderWay({ card: 'none' });
      const failed = (await (await claim(sam, bookingId, 8_000)).json()) as ClaimBody;
      expect(failed).toMatchObject({ status: 'charge_failed', approvedBy: 'plan' });
      expect(await noticesOf(ctx, olive, 'vet_claim_charge_failed')).toEqual([
        expect.objectContaining({ body: "The owner's card refused it: There is no saved card to charge: add a card in Payments" }),
      ]);
      expect(await ledgerLinesOf(ctx, bookingId, 'vet_claim')).toEqual([]);
      await saveCard(ctx, olive, true);
      expect((await (await call(ctx, olive, 'POST', `/api/vet-claims/${failed.id}/approve`)).json()) as ClaimBody).toMatchObject({
        status: 'charge_failed',
      });
      await saveCard(ctx, olive);
      const cards = (await (await call(ctx, olive, 'GET', '/api/payments/cards')).json()) as { cards: { id: string; last4: string }[] };
      const good = cards.cards.find((card) => card.last4 === '4242')!;
      expect((await call(ctx, olive, 'POST', `/api/payments/cards/${good.id}/default`)).status).toBe(200);
      expect((await (await call(ctx, olive, 'POST', `/api/vet-claims/${failed.id}/approve`)).json()) as ClaimBody).toMatchObject({
        status: 'charged',
        approvedBy: 'owner',
      });
      expect(await ledgerLinesOf(ctx, bookingId, 'vet_claim')).toHaveLength(2);
    });

    it('is the booking’s sitter’s, during the stay or after it until its payout is sent; checked input', async () => {
      const early = await paidBooking(ctx, { service: 'boarding', length: 2 });
      const tooEarly = await claim(early.sam, early.bookingId, 1_000);
      expect(tooEarly.status).toBe(409);
      expect(((await tooEarly.json()) as { message: string }).message).toBe(
        'Vet expenses can be claimed during the stay, or after it until its payout is sent',
      );

      const { sam, olive, bookingId } = await stayUnderWay();
      expect((await claim(olive, bookingId, 1_000)).status).toBe(403);
      expect((await claim(await sitter(ctx, { firstName: 'Sue' }), bookingId, 1_000)).status).toBe(404);
      expect((await call(ctx, await owner(ctx, 'Stan'), 'GET', `/api/bookings/${bookingId}/vet-claims`)).status).toBe(404);
      const oliveReceipt = await uploadPhoto(ctx, olive);
      const foreign = await call(ctx, sam, 'POST', `/api/bookings/${bookingId}/vet-claims`, {
        amountCents: 1_000,
        description: 'Pills',
        receiptUploadId: oliveReceipt.id,
      });
      expect(foreign.status).toBe(400);
      expect((await claim(sam, bookingId, 0)).status).toBe(400);
      const tooMuch = await claim(sam, bookingId, 2_000_001);
      expect(((await tooMuch.json()) as { message: string }).message).toBe('A vet claim can be at most $20,000.00');
      expect((await claim(sam, bookingId, 1_000, '')).status).toBe(400);

      // After the stay, until the payout leaves: the sitter's payout details let it go 48 hours after completion.
      expect(
        (await call(ctx, sam, 'PUT', '/api/payouts/account', { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000123456' }))
          .status,
      ).toBe(200);
      expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX_DETAILS)).status).toBe(200);
      const [{ ends_at: endsAt }] = (await db().query(`SELECT ends_at FROM bookings WHERE id = $1`, [bookingId])) as [{ ends_at: Date }];
      await clockTo(ctx, endsAt.toISOString(), HOUR);
      const [{ sitter_payout_cents: stayCents }] = (await db().query(`SELECT sitter_payout_cents FROM bookings WHERE id = $1`, [
        bookingId,
      ])) as [{ sitter_payout_cents: number }];
      expect(await db().query(`SELECT amount_cents FROM payouts WHERE booking_id = $1`, [bookingId])).toEqual([
        { amount_cents: stayCents },
      ]);
      expect((await claim(sam, bookingId, 1_000)).status).toBe(201);
      // The payout waiting for its release follows the ledger: the claim charged after completion is added.
      await advanceClock(ctx, 60_000);
      expect(await db().query(`SELECT amount_cents FROM payouts WHERE booking_id = $1`, [bookingId])).toEqual([
        { amount_cents: stayCents + 1_000 },
      ]);
      // Released 48 hours after the completion (an hour after the end, when the clock was moved there).
      await clockTo(ctx, endsAt.toISOString(), 50 * HOUR);
      expect(await db().query(`SELECT status FROM payouts WHERE booking_id = $1`, [bookingId])).toEqual([{ status: 'in_transit' }]);
      expect((await claim(sam, bookingId, 1_000)).status).toBe(409);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1', PUSH_SEND_INTERVAL_SECONDS: '0' } },
);

import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { acceptedBooking, call } from '../../test/booking-fixtures.js';
import { describeEachDatabase } from '../../test/harness.js';
import { ledgerOf } from '../../test/money-fixtures.js';
import { readVar } from '../platform/config/config.js';
import { type PaymentEvent, type PaymentProvider } from './payment-provider.js';
import { paymentProviders } from './providers/index.js';
import { type PaymentProviderDefinition } from './providers/registry.js';

// A third payment provider, registered from this suite alone: the API's source knows nothing of it.
// "Acme Pay" keeps its payments and refunds in memory (its servers) and reports them through signed
// webhooks in a shape of its own, which it turns into Pawpal's PaymentEvent.

interface AcmeSettings {
  signingKey: string;
}

/** What Acme's servers hold: payments by booking, and the refunds Pawpal asked for. */
const acme = {
  payments: new Map<string, { ref: string; cents: number }>(),
  refunds: [] as { paymentRef: string; ref: string; cents: number }[],
};

/** Acme's own webhook body. */
interface AcmeNotice {
  noticeId: string;
  what: 'charge.ok' | 'refund.ok' | 'payout.ok';
  payment: { ref: string; bookingRef: string; cents: number };
  refundRefs?: string[];
}

const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('hex');

class AcmePayProvider implements PaymentProvider {
  readonly name = 'acme';
  readonly testMode = true;
  readonly publishableKey = null;
  readonly cards = { setupKind: 'manual' as const };
  readonly payouts = {
    accountSetup: 'manual' as const,
    saveBankAccount: (_manager: unknown, sitterId: string) => Promise.resolve({ ref: `acme_bank_${sitterId}` }),
    accountPayable: () => Promise.resolve(true),
  };
  readonly webhooks = {
    verify: (rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): unknown => {
      const given = Buffer.from(String(headers['acme-signature'] ?? ''), 'hex');
      const expected = Buffer.from(sign(this.settings.signingKey, rawBody.toString('utf8')), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('Bad Acme signature');
      return JSON.parse(rawBody.toString('utf8'));
    },
    toPaymentEvent: (verified: unknown): PaymentEvent => {
      const notice = verified as AcmeNotice;
      const base = { id: notice.noticeId, type: `acme.${notice.what}`, bookingId: notice.payment.bookingRef };
      if (notice.what === 'charge.ok')
        return { ...base, kind: 'payment_succeeded', intentId: notice.payment.ref, amountCents: notice.payment.cents };
      if (notice.what === 'refund.ok')
        return { ...base, kind: 'refund_succeeded', intentId: notice.payment.ref, refundIds: notice.refundRefs ?? [] };
      return { ...base, kind: 'other' };
    },
  };

  constructor(private readonly settings: AcmeSettings) {}

  createIntent(booking: { id: string; totalCents: number }) {
    const payment = acme.payments.get(booking.id) ?? { ref: `acme_pay_${booking.id}`, cents: booking.totalCents };
    acme.payments.set(booking.id, payment);
    return Promise.resolve({ intentId: payment.ref, clientSecret: `${payment.ref}_secret` });
  }

  refund(input: { bookingId: string; intentId: string; amountCents: number; sequence: number }) {
    const ref = `acme_refund_${input.bookingId}_${input.sequence}`;
    if (!acme.refunds.some((refund) => refund.ref === ref))
      acme.refunds.push({ paymentRef: input.intentId, ref, cents: input.amountCents });
    return Promise.resolve({ refundId: ref });
  }
}

const acmePay: PaymentProviderDefinition<AcmeSettings> = {
  name: 'acme',
  label: 'Acme Pay',
  sendsWebhooks: true,
  payoutsLandIn: 'bank',
  loadSettings: (env) => {
    const signingKey = readVar(env, 'ACME_SIGNING_KEY');
    return signingKey === undefined ? undefined : { signingKey };
  },
  create: (settings) => new AcmePayProvider(settings),
};

const SIGNING_KEY = 'acme-test-signing-key';
const unregister = paymentProviders.register(acmePay);
afterAll(unregister);

describeEachDatabase(
  'a payment provider registered by the test suite alone',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;

    /** Acme's servers telling Pawpal what happened. */
    function notify(notice: AcmeNotice, signature = sign(SIGNING_KEY, JSON.stringify(notice))) {
      return ctx.fetch('/api/payments/webhooks/acme', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'acme-signature': signature },
        body: JSON.stringify(notice),
      });
    }

    it('pays a booking end to end through it: request, accept, intent, its signed webhook; the ledger has the charge; a cancel refunds through it', async () => {
      const { sam, olive, booking } = await acceptedBooking(ctx, 30, 2);
      const total = booking.price.totalCents;

      const intent = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/intent`);
      expect(intent.status).toBe(200);
      await expect(intent.json()).resolves.toEqual({
        provider: 'acme',
        testMode: true,
        amountCents: total,
        clientSecret: `acme_pay_${booking.id}_secret`,
      });
      expect(acme.payments.get(booking.id)).toEqual({ ref: `acme_pay_${booking.id}`, cents: total });

      const charged: AcmeNotice = {
        noticeId: `acme_n_${booking.id}_1`,
        what: 'charge.ok',
        payment: { ref: `acme_pay_${booking.id}`, bookingRef: booking.id, cents: total },
      };
      // A forged notice changes nothing.
      const forged = await notify(charged, sign('not-the-key', JSON.stringify(charged)));
      expect(forged.status).toBe(400);
      await expect(forged.json()).resolves.toMatchObject({ message: 'Invalid webhook signature' });
      expect((await (await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()) as { status: string }).toMatchObject({
        status: 'accepted',
      });

      const accepted = await notify(charged);
      expect(accepted.status).toBe(200);
      await expect(accepted.json()).resolves.toEqual({ received: true });
      expect((await notify(charged)).status).toBe(200); // a replay is applied once
      await expect((await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()).resolves.toMatchObject({ status: 'paid' });
      await expect(db().query(`SELECT provider, type, outcome FROM payment_events WHERE id = $1`, [charged.noticeId])).resolves.toEqual([
        { provider: 'acme', type: 'acme.charge.ok', outcome: 'paid' },
      ]);
      await expect(db().query(`SELECT payment_provider, payment_intent_id FROM bookings WHERE id = $1`, [booking.id])).resolves.toEqual([
        { payment_provider: 'acme', payment_intent_id: `acme_pay_${booking.id}` },
      ]);
      const paid = await ledgerOf(ctx, booking.id);
      expect(paid.provider_cash).toBe(total);
      expect(paid.sitter_payable).toBeLessThan(0);

      // The owner cancels a month ahead: the refund goes to Acme, and is confirmed by its notice.
      expect((await call(ctx, olive, 'POST', `/api/bookings/${booking.id}/cancel`)).status).toBe(200);
      await expect.poll(() => acme.refunds.filter((refund) => refund.paymentRef === `acme_pay_${booking.id}`).length).toBe(1);
      const [refund] = acme.refunds.filter((entry) => entry.paymentRef === `acme_pay_${booking.id}`);
      expect(refund!.cents).toBeGreaterThan(0);
      expect(
        (
          await notify({
            noticeId: `acme_n_${booking.id}_2`,
            what: 'refund.ok',
            payment: { ref: `acme_pay_${booking.id}`, bookingRef: booking.id, cents: total },
            refundRefs: [refund!.ref],
          })
        ).status,
      ).toBe(200);
      await expect(
        db().query(`SELECT provider, provider_refund_id, amount_cents, status FROM payment_refunds WHERE booking_id = $1`, [booking.id]),
      ).resolves.toEqual([{ provider: 'acme', provider_refund_id: refund!.ref, amount_cents: refund!.cents, status: 'succeeded' }]);
      expect((await ledgerOf(ctx, booking.id)).provider_cash ?? 0).toBe(total - refund!.cents);

      // The sitter's bank account goes to Acme as well; the Stripe webhook is not this server's.
      const account = await call(ctx, sam, 'PUT', '/api/payouts/account', {
        accountName: 'Sam Sitter',
        bsb: '110-000',
        accountNumber: '000123456',
      });
      expect(account.status).toBe(200);
      await expect(account.json()).resolves.toMatchObject({ provider: 'acme', accountNumberLast4: '3456' });
      await expect(db().query(`SELECT provider, provider_ref FROM payout_accounts WHERE user_id = $1`, [sam.id])).resolves.toEqual([
        { provider: 'acme', provider_ref: `acme_bank_${sam.id}` },
      ]);
      const stripe = await ctx.fetch('/api/payments/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        body: '{}',
      });
      expect(stripe.status).toBe(404);
      await expect(stripe.json()).resolves.toMatchObject({ message: 'Stripe is not configured' });
    });
  },
  { env: { PAYMENT_PROVIDER: 'acme', ACME_SIGNING_KEY: SIGNING_KEY, SCHEDULER_INTERVAL_SECONDS: '0' } },
);

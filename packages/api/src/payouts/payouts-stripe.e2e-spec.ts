import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase, JSON_HEADERS, outboxFor } from '../../test/harness.js';
import { type Account, advanceClock, call, dayAfter, owner, pet, requestBooking, serverNow, sitter } from '../../test/booking-fixtures.js';
import { makeAdmin } from '../../test/listing-fixtures.js';
import { ledgerOf, payoutsOf, TAX_DETAILS } from '../../test/money-fixtures.js';

const WEBHOOK_SECRET = 'whsec_test_connect';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What the stand-in received. */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}
const received: Received[] = [];
/** Connected accounts whose transfers the stand-in refuses, and those Stripe has not enabled payouts for yet. */
const refusingTransfers = new Set<string>();
const notEnabled = new Set<string>();
let sequence = 0;

/** A local Stripe for Connect: accounts, links, transfers and reversals (and the intents and refunds paying for the stays). */
const stripeStandIn = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    const path = request.url ?? '';
    received.push({ method: request.method ?? '', path, headers: request.headers, form });
    const answer = (body: unknown, status = 200) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    sequence += 1;
    const post = request.method === 'POST';
    const account = /^\/v1\/accounts\/(acct_[a-z0-9_]+)$/.exec(path)?.[1];
    const reversal = /^\/v1\/transfers\/(tr_[a-z0-9_]+)\/reversals$/.exec(path)?.[1];
    if (post && path === '/v1/payment_intents') {
      answer({
        id: `pi_connect_${sequence}`,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: 'aud',
        client_secret: `pi_connect_${sequence}_secret`,
        status: 'requires_payment_method',
      });
    } else if (post && path === '/v1/refunds') {
      answer({ id: `re_connect_${sequence}`, object: 'refund', amount: Number(form.get('amount')), status: 'succeeded' });
    } else if (post && path === '/v1/accounts') {
      answer({ id: `acct_standin_${sequence}`, object: 'account', type: 'express', email: form.get('email') });
    } else if (post && path === '/v1/account_links') {
      answer({ object: 'account_link', url: `https://connect.stripe.test/setup/${form.get('account')}` });
    } else if (post && /^\/v1\/accounts\/acct_[a-z0-9_]+\/login_links$/.test(path)) {
      answer({ object: 'login_link', url: `https://connect.stripe.test/express/${path.split('/')[3]}` });
    } else if (!post && account) {
      const enabled = !notEnabled.has(account);
      answer({
        id: account,
        object: 'account',
        payouts_enabled: enabled,
        charges_enabled: enabled,
        details_submitted: enabled,
        external_accounts: {
          object: 'list',
          data: enabled
            ? [{ id: 'ba_1', object: 'bank_account', account_holder_name: 'Sam Sitter', routing_number: '110000', last4: '6789' }]
            : [],
        },
      });
    } else if (post && path === '/v1/transfers') {
      if (refusingTransfers.has(form.get('destination') ?? '')) {
        answer(
          {
            error: {
              type: 'invalid_request_error',
              message: 'Your destination account needs to have at least one of the following capabilities enabled: transfers',
            },
          },
          400,
        );
      } else {
        answer({
          id: `tr_standin_${sequence}`,
          object: 'transfer',
          amount: Number(form.get('amount')),
          destination: form.get('destination'),
        });
      }
    } else if (post && reversal) {
      answer({ id: `trr_standin_${sequence}`, object: 'transfer_reversal', amount: Number(form.get('amount')), transfer: reversal });
    } else {
      answer({ error: { type: 'invalid_request_error', message: `No stand-in for ${request.method} ${path}` } }, 404);
    }
  });
});
stripeStandIn.listen(0, '127.0.0.1');
await once(stripeStandIn, 'listening');
const stripeUrl = `http://127.0.0.1:${(stripeStandIn.address() as AddressInfo).port}`;
afterAll(() => {
  stripeStandIn.close();
});

const signer = new Stripe('sk_test_signer');

describeEachDatabase(
  'payouts through Stripe Connect (against a local stand-in, on the test clock)',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    const requestsTo = (method: string, path: string) => received.filter((entry) => entry.method === method && entry.path === path);

    /** A sitter onboarded with Stripe (their connected account's id) and with tax details. */
    async function onboardedSitter(): Promise<{ sam: Account; accountId: string }> {
      const sam = await sitter(ctx);
      expect((await call(ctx, sam, 'PUT', '/api/payouts/tax-details', TAX_DETAILS)).status).toBe(200);
      expect((await call(ctx, sam, 'POST', '/api/payouts/stripe/onboarding')).status).toBe(200);
      const [row] = (await db().query(`SELECT provider_ref FROM payout_accounts WHERE user_id = $1`, [sam.id])) as {
        provider_ref: string;
      }[];
      return { sam, accountId: row!.provider_ref };
    }

    /** A 2-night stay at $50 a night, paid by Stripe's signed webhook, completed and its payout due (the clock past its release). */
    async function paidOutStay(sam: Account) {
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
      const intent = (await (await call(ctx, olive, 'POST', `/api/payments/${booking.id}/intent`)).json()) as { clientSecret: string };
      const intentId = intent.clientSecret.replace(/_secret$/, '');
      const amount = booking.price.totalCents;
      const payload = JSON.stringify({
        id: `evt_${booking.id}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: intentId,
            object: 'payment_intent',
            amount,
            amount_received: amount,
            currency: 'aud',
            metadata: { bookingId: booking.id },
          },
        },
      });
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      expect(
        (
          await ctx.fetch('/api/payments/webhooks/stripe', {
            method: 'POST',
            headers: { ...JSON_HEADERS, 'stripe-signature': signature },
            body: payload,
          })
        ).status,
      ).toBe(200);
      await advanceClock(ctx, 7 * DAY);
      await advanceClock(ctx, 49 * HOUR);
      return { bookingId: booking.id };
    }

    it('onboarding creates one Express account (keyed by the sitter) and answers Stripe’s link; a second call reuses it; the dashboard link too', async () => {
      const sam = await sitter(ctx);
      // The screen learns from the set-up that the account goes through Stripe's onboarding.
      await expect((await call(ctx, sam, 'GET', '/api/payouts/setup')).json()).resolves.toMatchObject({
        provider: 'stripe',
        accountSetup: 'hosted',
        account: null,
      });
      expect((await call(ctx, sam, 'POST', '/api/payouts/stripe/dashboard')).status).toBe(409);
      const before = requestsTo('POST', '/v1/accounts').length;
      const first = await call(ctx, sam, 'POST', '/api/payouts/stripe/onboarding');
      expect(first.status).toBe(200);
      const created = requestsTo('POST', '/v1/accounts');
      expect(created).toHaveLength(before + 1);
      const create = created.at(-1)!;
      expect(create.headers['idempotency-key']).toBe(`sitter:${sam.id}:connect-account:v1`);
      expect(Object.fromEntries(create.form)).toMatchObject({
        type: 'express',
        country: 'AU',
        business_type: 'individual',
        'capabilities[transfers][requested]': 'true',
      });
      expect(create.form.get('email')).toMatch(/@/);
      const [row] = (await db().query(`SELECT provider, provider_ref FROM payout_accounts WHERE user_id = $1`, [sam.id])) as {
        provider: string;
        provider_ref: string;
      }[];
      expect(row).toEqual({ provider: 'stripe', provider_ref: expect.stringMatching(/^acct_standin_\d+$/) });
      expect(await first.json()).toEqual({ url: `https://connect.stripe.test/setup/${row!.provider_ref}` });
      const link = requestsTo('POST', '/v1/account_links').at(-1)!;
      expect(link.form.get('type')).toBe('account_onboarding');
      expect(link.form.get('return_url')).toMatch(/\/payout-settings\?stripe=return$/);
      expect(link.form.get('refresh_url')).toMatch(/\/payout-settings\?stripe=refresh$/);

      const second = await call(ctx, sam, 'POST', '/api/payouts/stripe/onboarding');
      expect(await second.json()).toEqual({ url: `https://connect.stripe.test/setup/${row!.provider_ref}` });
      expect(requestsTo('POST', '/v1/accounts')).toHaveLength(before + 1);
      const dashboard = await call(ctx, sam, 'POST', '/api/payouts/stripe/dashboard');
      expect(await dashboard.json()).toEqual({ url: `https://connect.stripe.test/express/${row!.provider_ref}` });

      const account = await call(ctx, sam, 'GET', '/api/payouts/account');
      expect(await account.json()).toMatchObject({
        provider: 'stripe',
        bsb: '110-000',
        accountNumberLast4: '6789',
        display: 'Stripe: BSB 110-000, account ••••6789',
      });
      const typed = await call(ctx, sam, 'PUT', '/api/payouts/account', {
        accountName: 'Sam Sitter',
        bsb: '110-000',
        accountNumber: '000123456',
      });
      expect(typed.status).toBe(400);
      expect(((await typed.json()) as { message: string }).message).toContain('onboarding link');
      const olive = await owner(ctx);
      expect((await call(ctx, olive, 'POST', '/api/payouts/stripe/onboarding')).status).toBe(403);
    });

    it('releases the payout as a transfer to the connected account, grouped by the booking and keyed by the payout: paid', async () => {
      const { sam, accountId } = await onboardedSitter();
      const { bookingId } = await paidOutStay(sam);
      const body = await payoutsOf(ctx, sam);
      expect(body.payouts[0]).toMatchObject({ bookingId, status: 'paid', amountCents: 8_350 });
      const transfer = requestsTo('POST', '/v1/transfers').find((entry) => entry.form.get('transfer_group') === bookingId)!;
      expect(transfer.headers['idempotency-key']).toBe(`payout:${body.payouts[0]!.id}:transfer:v1`);
      expect(Object.fromEntries(transfer.form)).toEqual({
        amount: '8350',
        currency: 'aud',
        destination: accountId,
        transfer_group: bookingId,
      });
      const [payout] = (await db().query(`SELECT provider, provider_ref FROM payouts WHERE booking_id = $1`, [bookingId])) as {
        provider: string;
        provider_ref: string;
      }[];
      expect(payout).toEqual({ provider: 'stripe', provider_ref: expect.stringMatching(/^tr_standin_\d+$/) });
      expect((await ledgerOf(ctx, bookingId)).sitter_payable ?? 0).toBe(0);
      // The email says where the money went: the Stripe account, not the bank directly.
      await advanceClock(ctx, HOUR);
      const [{ email }] = (await db().query(`SELECT email FROM users WHERE id = $1`, [sam.id])) as [{ email: string }];
      const mails = (await outboxFor(ctx, email)).filter((mail) => mail.subject === 'Payout sent: $83.50');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(
        'We paid $83.50 into your Stripe account; Stripe pays it into your bank account on its payout schedule.',
      );
    });

    it('waits while Stripe has not enabled payouts for the account', async () => {
      const { sam, accountId } = await onboardedSitter();
      notEnabled.add(accountId);
      const { bookingId } = await paidOutStay(sam);
      expect((await payoutsOf(ctx, sam)).payouts[0]).toMatchObject({
        status: 'scheduled',
        note: 'Waiting for your bank account and tax details (Payout settings)',
      });
      expect(requestsTo('POST', '/v1/transfers').filter((entry) => entry.form.get('transfer_group') === bookingId)).toEqual([]);
      expect(((await (await call(ctx, sam, 'GET', '/api/payouts/account')).json()) as { display: string }).display).toBe(
        'Stripe: onboarding not finished',
      );
      notEnabled.delete(accountId);
      await advanceClock(ctx, HOUR);
      expect((await payoutsOf(ctx, sam)).payouts[0]!.status).toBe('paid');
    });

    it('a transfer Stripe refuses fails the payout with Stripe’s reason, owed again; back from onboarding it goes again', async () => {
      const { sam, accountId } = await onboardedSitter();
      refusingTransfers.add(accountId);
      const { bookingId } = await paidOutStay(sam);
      const body = await payoutsOf(ctx, sam);
      expect(body.payouts[0]).toMatchObject({
        status: 'failed',
        failureReason:
          'Stripe did not accept the payout: Your destination account needs to have at least one of the following capabilities enabled: transfers',
      });
      expect((await ledgerOf(ctx, bookingId)).sitter_payable).toBe(-8_350);
      refusingTransfers.delete(accountId);
      expect((await call(ctx, sam, 'POST', '/api/payouts/stripe/onboarding')).status).toBe(200);
      await advanceClock(ctx, HOUR);
      expect((await payoutsOf(ctx, sam)).payouts[0]).toMatchObject({ status: 'paid', failureReason: null });
      expect((await ledgerOf(ctx, bookingId)).sitter_payable ?? 0).toBe(0);
    });

    it('a refund after the payout reverses the sitter’s share of the transfer, clearing their debt', async () => {
      const { sam } = await onboardedSitter();
      const { bookingId } = await paidOutStay(sam);
      const [payout] = (await db().query(`SELECT id, provider_ref FROM payouts WHERE booking_id = $1`, [bookingId])) as {
        id: string;
        provider_ref: string;
      }[];
      const ada = await owner(ctx, 'Ada');
      await makeAdmin(ctx, ada.id);
      expect(
        (await call(ctx, ada, 'POST', `/api/admin/bookings/${bookingId}/refund`, { amountCents: 5_275, reason: 'Sitter left early' }))
          .status,
      ).toBe(200);
      const reversals = requestsTo('POST', `/v1/transfers/${payout!.provider_ref}/reversals`);
      expect(reversals).toHaveLength(1);
      // Half the stay back: the sitter's share is half of their $83.50.
      expect(reversals[0]!.form.get('amount')).toBe('4175');
      expect(reversals[0]!.headers['idempotency-key']).toBe(`payout:${payout!.id}:reversal:1:v1`);
      expect((await ledgerOf(ctx, bookingId)).sitter_payable ?? 0).toBe(0);
      expect((await payoutsOf(ctx, sam)).balance.owedCents).toBe(0);
    });
  },
  {
    env: {
      PAWPAL_TEST_CLOCK: '1',
      SCHEDULER_INTERVAL_SECONDS: '0',
      STRIPE_SECRET_KEY: 'sk_test_connect',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_connect',
      STRIPE_API_URL: stripeUrl,
    },
  },
);

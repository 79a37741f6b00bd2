import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase, JSON_HEADERS } from '../../test/harness.js';
import { acceptedBooking, call, owner, PAY_CARD } from '../../test/booking-fixtures.js';

/** A local stand-in for Stripe's customers, SetupIntents, payment methods and PaymentIntents: records every request. */
interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}
const recorded: Recorded[] = [];
/** SetupIntents created: id → customer and whether the browser confirmed it (the test flips it). */
const setupIntents = new Map<string, { customer: string; confirmed: boolean }>();
let customers = 0;
/** PaymentIntents created: id → amount, booking and the customer it is on. */
const paymentIntents = new Map<string, { amount: number; bookingId: string; customer: string | null }>();
/** The next PaymentIntent confirmation is declined (the test sets it). */
let declineNext = false;
const standIn = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    const url = new URL(request.url ?? '/', 'http://stand.in');
    recorded.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, form });
    response.setHeader('content-type', 'application/json');
    const send = (status: number, value: unknown) => {
      response.statusCode = status;
      response.end(JSON.stringify(value));
    };
    const setup = /^\/v1\/setup_intents\/(seti_[a-z0-9_]+)$/.exec(url.pathname);
    const payment = /^\/v1\/payment_intents\/(pi_[a-z0-9_]+)(\/confirm)?$/.exec(url.pathname);
    const intentBody = (id: string, status: string) => {
      const intent = paymentIntents.get(id)!;
      return {
        id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: 'aud',
        customer: intent.customer,
        client_secret: `${id}_secret_xyz`,
        status,
        metadata: { bookingId: intent.bookingId },
      };
    };
    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      customers += 1;
      send(200, { id: `cus_standin_${customers}`, object: 'customer', email: form.get('email') });
    } else if (request.method === 'POST' && url.pathname === '/v1/setup_intents') {
      const id = `seti_standin_${setupIntents.size + 1}`;
      setupIntents.set(id, { customer: form.get('customer') ?? '', confirmed: false });
      send(200, {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_abc`,
        customer: form.get('customer'),
        status: 'requires_payment_method',
      });
    } else if (request.method === 'GET' && setup) {
      const intent = setupIntents.get(setup[1]!);
      if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such setupintent' } });
      const method = {
        id: `pm_${setup[1]}`,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2035 },
      };
      send(200, {
        id: setup[1],
        object: 'setup_intent',
        customer: intent.customer,
        status: intent.confirmed ? 'succeeded' : 'requires_payment_method',
        payment_method: intent.confirmed ? method : null,
      });
    } else if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const id = `pi_standin_${paymentIntents.size + 1}`;
      paymentIntents.set(id, { amount: Number(form.get('amount')), bookingId: form.get('metadata[bookingId]') ?? '', customer: null });
      send(200, intentBody(id, 'requires_payment_method'));
    } else if (request.method === 'POST' && payment && !payment[2]) {
      const intent = paymentIntents.get(payment[1]!);
      if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      intent.customer = form.get('customer') ?? intent.customer;
      send(200, intentBody(payment[1]!, 'requires_payment_method'));
    } else if (request.method === 'POST' && payment) {
      const intent = paymentIntents.get(payment[1]!);
      if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      // As on Stripe: a card saved to a customer pays only for an intent on that customer.
      const owner = setupIntents.get((form.get('payment_method') ?? '').replace(/^pm_/, ''))?.customer;
      if (!owner || owner !== intent.customer)
        return send(400, {
          error: { type: 'invalid_request_error', message: "The PaymentMethod does not belong to the PaymentIntent's customer" },
        });
      if (declineNext) {
        declineNext = false;
        return send(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card has insufficient funds.' } });
      }
      send(200, intentBody(payment[1]!, 'succeeded'));
    } else if (request.method === 'POST' && /^\/v1\/payment_methods\/pm_[a-z0-9_]+\/detach$/.test(url.pathname)) {
      send(200, { id: url.pathname.split('/')[3], object: 'payment_method' });
    } else {
      send(404, { error: { type: 'invalid_request_error', message: 'Unknown stand-in route' } });
    }
  });
});
standIn.listen(0, '127.0.0.1');
await once(standIn, 'listening');
const standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
afterAll(() => {
  standIn.close();
});

describeEachDatabase(
  'saved cards with Stripe (against a local stand-in)',
  (ctx) => {
    it("saves a card through a SetupIntent on the member's one Stripe customer; never takes card details; removes it from Stripe too", async () => {
      const olive = await owner(ctx);
      await expect((await call(ctx, olive, 'GET', '/api/payments/cards')).json()).resolves.toEqual({
        cards: [],
        canSave: true,
        provider: 'stripe',
        setupKind: 'hosted',
      });
      const typed = await call(ctx, olive, 'POST', '/api/payments/cards', PAY_CARD);
      expect(typed.status).toBe(400);
      await expect(typed.json()).resolves.toMatchObject({
        message: 'Card details go to Stripe directly: save a card through Stripe’s secure form',
      });

      const first = await call(ctx, olive, 'POST', '/api/payments/cards/setup-intent');
      expect(first.status).toBe(200);
      const intent = (await first.json()) as { setupIntentId: string; clientSecret: string; publishableKey: string };
      expect(intent).toEqual({
        setupIntentId: expect.stringMatching(/^seti_standin_/),
        clientSecret: `${intent.setupIntentId}_secret_abc`,
        publishableKey: 'pk_test_pawpal',
      });
      // (The stand-in is shared by both database runs of this spec: count this member's calls only.)
      const customerCalls = () =>
        recorded.filter((request) => request.path === '/v1/customers' && request.form.get('metadata[userId]') === olive.id);
      expect(customerCalls()).toHaveLength(1);
      expect(customerCalls()[0]!.headers['idempotency-key']).toBe(`user:${olive.id}:customer:v1`);
      const customerId = setupIntents.get(intent.setupIntentId)!.customer;
      expect(customerId).toMatch(/^cus_standin_/);
      // A second set-up reuses the customer.
      const second = (await (await call(ctx, olive, 'POST', '/api/payments/cards/setup-intent')).json()) as { setupIntentId: string };
      expect(customerCalls()).toHaveLength(1);
      expect(setupIntents.get(second.setupIntentId)!.customer).toBe(customerId);

      const complete = (account = olive, setupIntentId = intent.setupIntentId) =>
        call(ctx, account, 'POST', '/api/payments/cards/setup-intent/complete', { setupIntentId });
      const early = await complete();
      expect(early.status).toBe(409);
      await expect(early.json()).resolves.toMatchObject({ message: 'This card has not been confirmed with Stripe yet' });

      setupIntents.get(intent.setupIntentId)!.confirmed = true;
      const saved = await complete();
      expect(saved.status).toBe(201);
      const card = (await saved.json()) as { id: string };
      expect(card).toMatchObject({ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2035, isDefault: true });
      // The same SetupIntent again: the same card, not a second one.
      await expect((await complete()).json()).resolves.toMatchObject({ id: card.id });
      const rows = (await ctx.pawpal.database.dataSource.query(`SELECT provider, provider_ref FROM saved_cards WHERE user_id = $1`, [
        olive.id,
      ])) as unknown[];
      expect(rows).toEqual([{ provider: 'stripe', provider_ref: `pm_${intent.setupIntentId}` }]);

      // Another member cannot claim olive's SetupIntent; an unknown or malformed one is refused.
      const stranger = await owner(ctx);
      expect((await complete(stranger)).status).toBe(404);
      expect((await call(ctx, stranger, 'POST', '/api/payments/cards/setup-intent')).status).toBe(200);
      expect((await complete(stranger)).status).toBe(404);
      expect((await complete(olive, 'seti_unknown')).status).toBe(404);
      const malformed = await complete(olive, 'pm_123');
      expect(malformed.status).toBe(400);
      await expect(malformed.json()).resolves.toMatchObject({ message: 'setupIntentId must be a Stripe SetupIntent id (seti_…)' });

      // Someone else's saved card pays for nothing.
      const { olive: payer, booking } = await acceptedBooking(ctx, 30);
      expect((await call(ctx, payer, 'POST', `/api/payments/${booking.id}/saved-card-charge`, { cardId: card.id })).status).toBe(404);

      expect((await call(ctx, olive, 'DELETE', `/api/payments/cards/${card.id}`)).status).toBe(204);
      expect(recorded.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payment_methods/pm_${intent.setupIntentId}/detach` });
      await expect((await call(ctx, olive, 'GET', '/api/payments/cards')).json()).resolves.toMatchObject({ cards: [] });
    });

    it('pays an accepted booking with a saved card: the booking’s PaymentIntent on the member’s customer, confirmed with the card; paid when the webhook arrives', async () => {
      const { olive, booking } = await acceptedBooking(ctx, 40);
      const { setupIntentId } = (await (await call(ctx, olive, 'POST', '/api/payments/cards/setup-intent')).json()) as {
        setupIntentId: string;
      };
      setupIntents.get(setupIntentId)!.confirmed = true;
      const card = (await (await call(ctx, olive, 'POST', '/api/payments/cards/setup-intent/complete', { setupIntentId })).json()) as {
        id: string;
      };
      const customerId = setupIntents.get(setupIntentId)!.customer;
      const charge = () => call(ctx, olive, 'POST', `/api/payments/${booking.id}/saved-card-charge`, { cardId: card.id });

      declineNext = true;
      const declined = await charge();
      expect(declined.status).toBe(402);
      await expect(declined.json()).resolves.toMatchObject({ message: 'Your card has insufficient funds.' });

      const paid = await charge();
      expect(paid.status).toBe(200);
      const body = (await paid.json()) as { status: string; clientSecret: string; booking: { id: string; status: string } };
      expect(body).toMatchObject({
        status: 'processing',
        clientSecret: expect.stringMatching(/^pi_standin_\d+_secret_xyz$/),
        booking: { id: booking.id, status: 'accepted' },
      });
      const intentId = body.clientSecret.replace('_secret_xyz', '');
      // The booking's one intent (its idempotency key), put on olive's customer, confirmed with her card while she is at checkout.
      const calls = recorded.filter(
        (request) =>
          request.path.startsWith('/v1/payment_intents') &&
          (request.path.includes(intentId) || request.form.get('metadata[bookingId]') === booking.id),
      );
      expect(
        calls.filter((request) => request.path === '/v1/payment_intents').map((request) => request.headers['idempotency-key']),
      ).toEqual([`booking:${booking.id}:intent:v1`, `booking:${booking.id}:intent:v1`]);
      expect(calls.find((request) => request.path === `/v1/payment_intents/${intentId}`)!.form.get('customer')).toBe(customerId);
      const confirm = calls.filter((request) => request.path === `/v1/payment_intents/${intentId}/confirm`).at(-1)!;
      expect(confirm.form.get('payment_method')).toBe(`pm_${setupIntentId}`);
      expect(confirm.form.get('return_url')).toMatch(new RegExp(`/payment/${booking.id}$`));
      expect(confirm.form.get('off_session')).toBeNull();
      const [row] = (await ctx.pawpal.database.dataSource.query(`SELECT status, payment_intent_id FROM bookings WHERE id = $1`, [
        booking.id,
      ])) as { status: string; payment_intent_id: string }[];
      expect(row).toEqual({ status: 'accepted', payment_intent_id: intentId });

      // Stripe's webhook marks it paid, like any Stripe payment.
      const payload = JSON.stringify({
        id: `evt_saved_${booking.id}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: intentId,
            object: 'payment_intent',
            amount: booking.price.totalCents,
            amount_received: booking.price.totalCents,
            currency: 'aud',
            metadata: { bookingId: booking.id },
          },
        },
      });
      const hook = await ctx.fetch('/api/payments/webhooks/stripe', {
        method: 'POST',
        headers: {
          ...JSON_HEADERS,
          'stripe-signature': new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_pawpal' }),
        },
        body: payload,
      });
      expect(hook.status).toBe(200);
      await expect((await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()).resolves.toMatchObject({ status: 'paid' });
      // Paid: a second charge is refused before Stripe is asked.
      const confirmsBefore = recorded.filter((request) => request.path.endsWith('/confirm')).length;
      expect((await charge()).status).toBe(409);
      expect(recorded.filter((request) => request.path.endsWith('/confirm')).length).toBe(confirmsBefore);
    });
  },
  {
    env: {
      SCHEDULER_INTERVAL_SECONDS: '0',
      STRIPE_SECRET_KEY: 'sk_test_pawpal',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_pawpal',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_pawpal',
      STRIPE_API_URL: standInUrl,
    },
  },
);

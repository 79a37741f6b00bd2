import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import { acceptedBooking, call, owner, PAY_CARD } from '../../test/booking-fixtures.js';

/** A local stand-in for Stripe's customers, SetupIntents and payment methods: records every request. */
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
    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      customers += 1;
      send(200, { id: `cus_standin_${customers}`, object: 'customer', email: form.get('email') });
    } else if (request.method === 'POST' && url.pathname === '/v1/setup_intents') {
      const id = `seti_standin_${setupIntents.size + 1}`;
      setupIntents.set(id, { customer: form.get('customer') ?? '', confirmed: false });
      send(200, { id, object: 'setup_intent', client_secret: `${id}_secret_abc`, customer: form.get('customer'), status: 'requires_payment_method' });
    } else if (request.method === 'GET' && setup) {
      const intent = setupIntents.get(setup[1]!);
      if (!intent) return send(404, { error: { type: 'invalid_request_error', message: 'No such setupintent' } });
      const method = { id: `pm_${setup[1]}`, object: 'payment_method', type: 'card', card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2035 } };
      send(200, { id: setup[1], object: 'setup_intent', customer: intent.customer, status: intent.confirmed ? 'succeeded' : 'requires_payment_method', payment_method: intent.confirmed ? method : null });
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
    it('saves a card through a SetupIntent on the member\'s one Stripe customer; never takes card details; removes it from Stripe too', async () => {
      const olive = await owner(ctx);
      await expect((await call(ctx, olive, 'GET', '/api/payments/cards')).json()).resolves.toEqual({ cards: [], canSave: true, provider: 'stripe' });
      const typed = await call(ctx, olive, 'POST', '/api/payments/cards', PAY_CARD);
      expect(typed.status).toBe(400);
      await expect(typed.json()).resolves.toMatchObject({ message: 'Card details go to Stripe directly: save a card through Stripe’s secure form' });

      const first = await call(ctx, olive, 'POST', '/api/payments/cards/setup-intent');
      expect(first.status).toBe(200);
      const intent = (await first.json()) as { setupIntentId: string; clientSecret: string; publishableKey: string };
      expect(intent).toEqual({ setupIntentId: expect.stringMatching(/^seti_standin_/), clientSecret: `${intent.setupIntentId}_secret_abc`, publishableKey: 'pk_test_pawpal' });
      // (The stand-in is shared by both database runs of this spec: count this member's calls only.)
      const customerCalls = () => recorded.filter((request) => request.path === '/v1/customers' && request.form.get('metadata[userId]') === olive.id);
      expect(customerCalls()).toHaveLength(1);
      expect(customerCalls()[0]!.headers['idempotency-key']).toBe(`user:${olive.id}:customer:v1`);
      const customerId = setupIntents.get(intent.setupIntentId)!.customer;
      expect(customerId).toMatch(/^cus_standin_/);
      // A second set-up reuses the customer.
      const second = (await (await call(ctx, olive, 'POST', '/api/payments/cards/setup-intent')).json()) as { setupIntentId: string };
      expect(customerCalls()).toHaveLength(1);
      expect(setupIntents.get(second.setupIntentId)!.customer).toBe(customerId);

      const complete = (account = olive, setupIntentId = intent.setupIntentId) => call(ctx, account, 'POST', '/api/payments/cards/setup-intent/complete', { setupIntentId });
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
      const rows = (await ctx.pawpal.database.dataSource.query(`SELECT provider, provider_ref FROM saved_cards WHERE user_id = $1`, [olive.id])) as unknown[];
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

      // Paying with a saved Stripe card is not built yet: said plainly.
      const { olive: payer, booking } = await acceptedBooking(ctx, 30);
      const payerCard = await call(ctx, payer, 'POST', `/api/payments/${booking.id}/saved-card-charge`, { cardId: card.id });
      expect(payerCard.status).toBe(400);
      await expect(payerCard.json()).resolves.toMatchObject({ message: 'Paying with a saved card is not available with Stripe yet: pay with a card at checkout' });

      expect((await call(ctx, olive, 'DELETE', `/api/payments/cards/${card.id}`)).status).toBe(204);
      expect(recorded.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payment_methods/pm_${intent.setupIntentId}/detach` });
      await expect((await call(ctx, olive, 'GET', '/api/payments/cards')).json()).resolves.toMatchObject({ cards: [] });
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

import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase, JSON_HEADERS } from '../../test/harness.js';
import { acceptedBooking as acceptedBookingIn, call, PAY_CARD } from '../../test/booking-fixtures.js';
import { EventBus } from '../platform/events/event-bus.js';

const WEBHOOK_SECRET = 'whsec_test_pawpal';

/** A local stand-in for Stripe's API: records every request, answers payment intents and refunds. */
interface Recorded {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}
const recorded: Recorded[] = [];
const standIn = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    recorded.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, form });
    response.setHeader('content-type', 'application/json');
    if (request.method === 'POST' && request.url === '/v1/payment_intents') {
      const id = `pi_standin_${recorded.length}`;
      response.end(
        JSON.stringify({
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          client_secret: `${id}_secret_xyz`,
          status: 'requires_payment_method',
          metadata: { bookingId: form.get('metadata[bookingId]') },
        }),
      );
    } else if (request.method === 'POST' && request.url === '/v1/refunds') {
      response.end(
        JSON.stringify({
          id: `re_standin_${recorded.length}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        }),
      );
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown stand-in route' } }));
    }
  });
});
standIn.listen(0, '127.0.0.1');
await once(standIn, 'listening');
const standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
afterAll(() => {
  standIn.close();
});

const signer = new Stripe('sk_test_signer');

describeEachDatabase(
  'payments (stripe, against a local stand-in)',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    let dayOffset = 20;
    /** An accepted booking waiting for payment, each one 5 days after the previous. */
    const acceptedBooking = () => acceptedBookingIn(ctx, (dayOffset += 5));
    const webhook = (payload: string, signature?: string) =>
      ctx.fetch('/api/payments/webhooks/stripe', {
        method: 'POST',
        headers: { ...JSON_HEADERS, ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
        body: payload,
      });
    const succeeded = (bookingId: string, intentId: string, amount: number, eventId = `evt_${bookingId}`) =>
      // Key order and spacing as Stripe sends them: the signature covers these exact bytes.
      JSON.stringify(
        {
          id: eventId,
          object: 'event',
          type: 'payment_intent.succeeded',
          data: {
            object: { id: intentId, object: 'payment_intent', amount, amount_received: amount, currency: 'aud', metadata: { bookingId } },
          },
        },
        null,
        2,
      );

    it('creates the PaymentIntent with an idempotency key derived from the booking', async () => {
      const { olive, booking } = await acceptedBooking();
      const response = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/intent`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { clientSecret: string };
      expect(body).toMatchObject({
        provider: 'stripe',
        testMode: true,
        amountCents: booking.price.totalCents,
        publishableKey: 'pk_test_pawpal',
      });
      expect(body.clientSecret).toMatch(/^pi_standin_\d+_secret_xyz$/);
      const request = recorded.at(-1)!;
      expect(request.path).toBe('/v1/payment_intents');
      expect(request.headers['idempotency-key']).toBe(`booking:${booking.id}:intent:v1`);
      expect(request.form.get('amount')).toBe(String(booking.price.totalCents));
      expect(request.form.get('currency')).toBe('aud');
      expect(request.form.get('metadata[bookingId]')).toBe(booking.id);
      expect(response.headers.get('content-security-policy')).toContain('https://js.stripe.com');
      expect(response.headers.get('content-security-policy')).toContain('connect-src');
    });

    it('marks the booking paid from a signed webhook; the same event twice in parallel and five times in a row has one effect', async () => {
      const confirmed: string[] = [];
      ctx.pawpal.app.get(EventBus).on('booking.payment_confirmed', ({ bookingId }) => {
        confirmed.push(bookingId);
      });
      const { olive, booking } = await acceptedBooking();
      await call(ctx, olive, 'POST', `/api/payments/${booking.id}/intent`);
      const payload = succeeded(booking.id, 'pi_webhook', booking.price.totalCents);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const parallel = await Promise.all([webhook(payload, signature), webhook(payload, signature)]);
      expect(parallel.map((response) => response.status)).toEqual([200, 200]);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const replay = await webhook(payload, signature);
        expect(replay.status).toBe(200);
        await expect(replay.json()).resolves.toEqual({ received: true });
      }
      const rows = (await db().query(`SELECT outcome FROM payment_events WHERE id = $1`, [`evt_${booking.id}`])) as { outcome: string }[];
      expect(rows).toEqual([{ outcome: 'paid' }]);
      expect(confirmed).toEqual([booking.id]);
      await expect((await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()).resolves.toMatchObject({ status: 'paid' });
    });

    it('refuses a webhook whose signature does not match the raw body with 400', async () => {
      const { booking } = await acceptedBooking();
      const payload = succeeded(booking.id, 'pi_forged', booking.price.totalCents, `evt_forged_${booking.id}`);
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const tampered = await webhook(payload.replace('"amount": ', '"amount":  '), signature);
      expect(tampered.status).toBe(400);
      await expect(tampered.json()).resolves.toEqual({
        requestId: expect.any(String),
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid webhook signature',
      });
      const wrongSecret = await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' }));
      expect(wrongSecret.status).toBe(400);
      expect((await webhook(payload)).status).toBe(400);
      const [row] = (await db().query(`SELECT status FROM bookings WHERE id = $1`, [booking.id])) as { status: string }[];
      expect(row!.status).toBe('accepted');
    });

    it('answers a signed event without data.object, id or type, or with a NUL character, 400 with the reason, never 500', async () => {
      const signed = (event: unknown) => {
        const payload = JSON.stringify(event);
        return webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      };
      const cases: [unknown, string][] = [
        [{ id: 'evt_no_object', object: 'event', type: 'payment_intent.succeeded', data: {} }, 'The event has no data.object'],
        [{ id: 'evt_null_object', object: 'event', type: 'charge.refunded', data: { object: null } }, 'The event has no data.object'],
        [{ id: 'evt_no_data', object: 'event', type: 'payment_intent.succeeded' }, 'The event has no data.object'],
        [
          { id: 'evt_list_object', object: 'event', type: 'payment_intent.succeeded', data: { object: [] } },
          'The event has no data.object',
        ],
        [{ object: 'event', type: 'payment_intent.succeeded', data: { object: {} } }, 'The event has no id (text of 1 to 255 characters)'],
        [
          { id: 42, object: 'event', type: 'payment_intent.succeeded', data: { object: {} } },
          'The event has no id (text of 1 to 255 characters)',
        ],
        [{ id: 'evt_no_type', object: 'event', data: { object: {} } }, 'The event has no type (text of 1 to 255 characters)'],
        [
          { id: 'evt_nul', object: 'event', type: 'charge.refunded', data: { object: { payment_intent: 'pi_\u0000' } } },
          '"data.object.payment_intent" must not contain NUL characters',
        ],
        [[1, 2], 'The event must be a JSON object'],
      ];
      for (const [event, message] of cases) {
        const response = await signed(event);
        expect(response.status, JSON.stringify(event)).toBe(400);
        await expect(response.json()).resolves.toEqual({ requestId: expect.any(String), statusCode: 400, error: 'Bad Request', message });
      }
      // Fields inside data.object are read by type: odd ones are answered 200 and change nothing.
      const { olive, booking } = await acceptedBooking();
      const intent = (await (await call(ctx, olive, 'POST', `/api/payments/${booking.id}/intent`)).json()) as { clientSecret: string };
      const intentId = intent.clientSecret.split('_secret_')[0]!;
      for (const object of [
        { refunds: { data: 'x' }, payment_intent: intentId },
        { refunds: { data: [null, 7] }, payment_intent: intentId },
        { refunds: null, payment_intent: intentId },
        { metadata: null },
        { metadata: 'x' },
        { id: 5, amount: 'x', metadata: { bookingId: booking.id } },
      ]) {
        for (const type of ['charge.refunded', 'payment_intent.succeeded', 'payment_intent.payment_failed']) {
          expect((await signed({ id: `evt_odd_${type}_${JSON.stringify(object)}`, object: 'event', type, data: { object } })).status).toBe(
            200,
          );
        }
      }
      expect(
        (
          (await db().query(`SELECT count(*)::int AS n FROM payment_events WHERE id LIKE 'evt_no%' OR id = 'evt_nul'`)) as { n: number }[]
        )[0]!.n,
      ).toBe(0);
    });

    it('refunds a cancelled paid booking through Stripe with a per-refund idempotency key; sandbox charges are unavailable', async () => {
      const { sam, olive, booking } = await acceptedBooking();
      const sandbox = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD);
      expect(sandbox.status).toBe(404);
      const intent = (await (await call(ctx, olive, 'POST', `/api/payments/${booking.id}/intent`)).json()) as { clientSecret: string };
      const intentId = intent.clientSecret.split('_secret_')[0]!;
      const payload = succeeded(booking.id, intentId, booking.price.totalCents, `evt_refund_${booking.id}`);
      expect((await webhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).status).toBe(200);
      const cancelled = await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/cancel`);
      await expect(cancelled.json()).resolves.toMatchObject({ status: 'cancelled', refund: { refundCents: booking.price.totalCents } });
      const refund = recorded.at(-1)!;
      expect(refund.path).toBe('/v1/refunds');
      expect(refund.headers['idempotency-key']).toBe(`booking:${booking.id}:refund:1`);
      expect(refund.form.get('amount')).toBe(String(booking.price.totalCents));
      expect(refund.form.get('payment_intent')).toBe(intentId);
      const rows = (await db().query(`SELECT status, provider_refund_id FROM payment_refunds WHERE booking_id = $1`, [booking.id])) as {
        status: string;
        provider_refund_id: string;
      }[];
      expect(rows).toEqual([{ status: 'pending', provider_refund_id: expect.stringMatching(/^re_standin_/) }]);
      const refunded = JSON.stringify({
        id: `evt_refunded_${booking.id}`,
        object: 'event',
        type: 'charge.refunded',
        data: {
          object: {
            id: 'ch_1',
            object: 'charge',
            payment_intent: intentId,
            amount_refunded: booking.price.totalCents,
            refunds: { data: [{ id: rows[0]!.provider_refund_id }] },
          },
        },
      });
      expect(
        (await webhook(refunded, signer.webhooks.generateTestHeaderString({ payload: refunded, secret: WEBHOOK_SECRET }))).status,
      ).toBe(200);
      const [confirmed] = (await db().query(`SELECT status FROM payment_refunds WHERE booking_id = $1`, [booking.id])) as {
        status: string;
      }[];
      expect(confirmed!.status).toBe('succeeded');
    });
  },
  {
    env: {
      SCHEDULER_INTERVAL_SECONDS: '0',
      STRIPE_SECRET_KEY: 'sk_test_pawpal',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_pawpal',
      STRIPE_API_URL: standInUrl,
    },
  },
);

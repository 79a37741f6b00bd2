import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';
import {
  acceptedBooking as acceptedBookingIn,
  call,
  inDays,
  owner,
  PAY_CARD,
  pet,
  requestBooking,
  sitter,
  type Account,
} from '../../test/booking-fixtures.js';
import { EventBus } from '../platform/events/event-bus.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentsService } from './payments.service.js';
import { UsersService } from '../users/users.service.js';
import { paymentEventOfStripe } from './providers/stripe/stripe-events.js';

describeEachDatabase(
  'payments (sandbox)',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    let dayOffset = 20;
    /** An accepted booking waiting for payment, each one 5 days after the previous. */
    const acceptedBooking = () => acceptedBookingIn(ctx, (dayOffset += 5));
    const confirmations = () => {
      const seen: string[] = [];
      ctx.pawpal.app.get(EventBus).on('booking.payment_confirmed', ({ bookingId }) => {
        seen.push(bookingId);
      });
      return seen;
    };

    it('starts a sandbox payment in test mode for the booking total', async () => {
      const { olive, booking } = await acceptedBooking();
      const response = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/intent`);
      expect(response.status).toBe(200);
      await expect(response.json()).resolves.toEqual({ provider: 'sandbox', testMode: true, amountCents: booking.price.totalCents });
      expect(response.headers.get('content-security-policy')).not.toContain('stripe');
    });

    it('pays with the 4242 test card: booking paid, one provider event recorded, payment_confirmed published', async () => {
      const seen = confirmations();
      const { olive, booking } = await acceptedBooking();
      const response = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD);
      expect(response.status).toBe(200);
      await expect(response.json()).resolves.toMatchObject({
        status: 'succeeded',
        booking: { id: booking.id, status: 'paid', actions: ['cancel', 'message'] },
      });
      const events = (await db().query(`SELECT type, outcome FROM payment_events WHERE booking_id = $1`, [booking.id])) as {
        type: string;
        outcome: string;
      }[];
      expect(events).toEqual([{ type: 'payment_intent.succeeded', outcome: 'paid' }]);
      expect(seen).toEqual([booking.id]);
      const again = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD);
      expect(again.status).toBe(409);
      await expect(again.json()).resolves.toMatchObject({ message: 'This booking has already been paid' });
    });

    it('serialises parallel charges of one booking like Stripe: one success, the rest 409, nothing refunded', async () => {
      const seen = confirmations();
      const { olive, booking } = await acceptedBooking();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
      for (const refused of responses.filter((response) => response.status === 409)) {
        await expect(refused.json()).resolves.toMatchObject({ message: 'This booking has already been paid' });
      }
      // The same race with no HTTP in between, so all five pass the "is it payable" check before
      // any charge is applied (requests through a busy server may arrive one after another).
      const second = await acceptedBooking();
      const payments = ctx.pawpal.app.get(PaymentsService);
      const payer = (await ctx.pawpal.app.get(UsersService).findById(second.olive.id))!;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, () => payments.sandboxCharge(payer, second.booking.id, { ...PAY_CARD, cardNumber: '4242424242424242' })),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const reasons = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason as { status: number; message: string }] : [],
      );
      expect(reasons.map(({ status, message }) => ({ status, message }))).toEqual(
        Array.from({ length: 4 }, () => ({ status: 409, message: 'This booking has already been paid' })),
      );

      for (const id of [booking.id, second.booking.id]) {
        const events = (await db().query(`SELECT type, outcome FROM payment_events WHERE booking_id = $1`, [id])) as {
          type: string;
          outcome: string;
        }[];
        expect(events).toEqual([{ type: 'payment_intent.succeeded', outcome: 'paid' }]);
        await expect(db().query(`SELECT amount_cents FROM payment_refunds WHERE booking_id = $1`, [id])).resolves.toEqual([]);
      }
      expect(seen).toEqual([booking.id, second.booking.id]);
    }, 120_000);

    it('declines 4000 0000 0000 0002 and other valid numbers with 402, leaving the booking unpaid', async () => {
      const { olive, booking } = await acceptedBooking();
      const declined = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, {
        ...PAY_CARD,
        cardNumber: '4000 0000 0000 0002',
      });
      expect(declined.status).toBe(402);
      await expect(declined.json()).resolves.toEqual({
        requestId: expect.any(String),
        statusCode: 402,
        error: 'Payment Required',
        message: 'Your card was declined.',
      });
      const other = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, {
        ...PAY_CARD,
        cardNumber: '5555 5555 5555 4444',
      });
      expect(other.status).toBe(402);
      await expect(other.json()).resolves.toMatchObject({
        message: 'Your card was declined. In test mode, pay with the test card 4242 4242 4242 4242.',
      });
      await expect((await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()).resolves.toMatchObject({ status: 'accepted' });
      const outcomes = (await db().query(`SELECT outcome FROM payment_events WHERE booking_id = $1`, [booking.id])) as {
        outcome: string;
      }[];
      expect(outcomes.map((row) => row.outcome)).toEqual(['payment_failed', 'payment_failed']);
    });

    it('refuses malformed card details with 400 and a message per field', async () => {
      const { olive, booking } = await acceptedBooking();
      const luhn = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, {
        ...PAY_CARD,
        cardNumber: '4242 4242 4242 4241',
      });
      expect(luhn.status).toBe(400);
      await expect(luhn.json()).resolves.toMatchObject({ message: 'Card number is not valid: check the digits' });
      const response = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, {
        cardNumber: '4242',
        expMonth: 13,
        expYear: 2030,
        cvc: '12',
        nameOnCard: '',
      });
      expect(response.status).toBe(400);
      const { message } = (await response.json()) as { message: string };
      expect(message.split('; ').sort()).toEqual(
        [
          'Card number must be 12 to 19 digits',
          'Expiry month must be from 1 to 12',
          'Name on card is required',
          'Security code (CVC) must be 3 or 4 digits',
        ].sort(),
      );
      const expired = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, {
        ...PAY_CARD,
        expMonth: 1,
        expYear: 2020,
      });
      expect(expired.status).toBe(400);
      await expect(expired.json()).resolves.toMatchObject({ message: 'Card has expired' });
      await expect((await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()).resolves.toMatchObject({ status: 'accepted' });
    });

    it('lets only the owner pay, and only an accepted booking', async () => {
      const { sam, booking } = await acceptedBooking();
      const stranger: Account = await owner(ctx);
      expect((await call(ctx, stranger, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(404);
      expect((await call(ctx, sam, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(403);
      const fresh = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const requested = await requestBooking(ctx, olive, {
        sitterId: fresh.id,
        service: 'boarding',
        startDate: inDays(15),
        endDate: inDays(16),
        petIds: [rex.id],
      });
      const early = await call(ctx, olive, 'POST', `/api/payments/${requested.id}/sandbox-charge`, PAY_CARD);
      expect(early.status).toBe(409);
      await expect(early.json()).resolves.toMatchObject({ message: 'The sitter has not accepted this booking yet' });
    });

    it('applies the same provider event once: twice in parallel, then five times in a row', async () => {
      const seen = confirmations();
      const { olive, booking } = await acceptedBooking();
      const processor = ctx.pawpal.app.get(PaymentEventsService);
      const event = {
        id: `evt_replay_${booking.id}`,
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: `pi_replay_${booking.id}`,
            object: 'payment_intent',
            amount: booking.price.totalCents,
            amount_received: booking.price.totalCents,
            metadata: { bookingId: booking.id },
          },
        },
      };
      const parallel = await Promise.all([
        processor.process('sandbox', paymentEventOfStripe(event)),
        processor.process('sandbox', paymentEventOfStripe(event)),
      ]);
      expect(parallel.sort()).toEqual(['duplicate', 'paid']);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await expect(processor.process('sandbox', paymentEventOfStripe(event))).resolves.toBe('duplicate');
      }
      const rows = (await db().query(`SELECT count(*)::int AS n FROM payment_events WHERE id = $1`, [event.id])) as { n: number }[];
      expect(rows[0]!.n).toBe(1);
      const [paid] = (await db().query(`SELECT status, paid_at FROM bookings WHERE id = $1`, [booking.id])) as {
        status: string;
        paid_at: Date;
      }[];
      expect(paid!.status).toBe('paid');
      expect(seen).toEqual([booking.id]);
      await expect((await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()).resolves.toMatchObject({ status: 'paid' });
    });

    it('refunds in full a payment that arrives after the booking was cancelled', async () => {
      const { olive, booking } = await acceptedBooking();
      expect((await call(ctx, olive, 'POST', `/api/bookings/${booking.id}/cancel`)).status).toBe(200);
      const outcome = await ctx.pawpal.app.get(PaymentEventsService).process(
        'sandbox',
        paymentEventOfStripe({
          id: `evt_late_${booking.id}`,
          type: 'payment_intent.succeeded',
          data: { object: { id: `pi_late_${booking.id}`, amount: booking.price.totalCents, metadata: { bookingId: booking.id } } },
        }),
      );
      expect(outcome).toBe('not_payable');
      const refunds = (await db().query(`SELECT amount_cents, status FROM payment_refunds WHERE booking_id = $1`, [booking.id])) as {
        amount_cents: number;
        status: string;
      }[];
      expect(refunds).toEqual([{ amount_cents: booking.price.totalCents, status: 'succeeded' }]);
      const [row] = (await db().query(`SELECT status FROM bookings WHERE id = $1`, [booking.id])) as { status: string }[];
      expect(row!.status).toBe('cancelled');
    });

    it('retries a refund the provider did not take, once it is a minute old', async () => {
      const { sam, olive, booking } = await acceptedBooking();
      expect((await call(ctx, olive, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      const provider = ctx.pawpal.app.get<PaymentProvider>(PAYMENT_PROVIDER);
      const refund = vi.spyOn(provider, 'refund').mockRejectedValueOnce(new Error('provider unreachable'));
      const cancelled = await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/cancel`);
      expect(cancelled.status).toBe(200);
      const pending = async () =>
        (await db().query(`SELECT status, provider_refund_id FROM payment_refunds WHERE booking_id = $1`, [booking.id])) as {
          status: string;
          provider_refund_id: string | null;
        }[];
      await expect(pending()).resolves.toEqual([{ status: 'pending', provider_refund_id: null }]);
      const payments = ctx.pawpal.app.get(PaymentsService);
      await expect(payments.retryPendingRefunds(new Date())).resolves.toBe(0);
      await expect(payments.retryPendingRefunds(new Date(Date.now() + 61_000))).resolves.toBe(1);
      await expect(pending()).resolves.toEqual([{ status: 'succeeded', provider_refund_id: expect.stringMatching(/^re_sandbox_/) }]);
      expect(refund).toHaveBeenCalledTimes(2);
      refund.mockRestore();
    });

    it('does not mark a booking paid for the wrong amount', async () => {
      const { booking } = await acceptedBooking();
      const outcome = await ctx.pawpal.app.get(PaymentEventsService).process(
        'sandbox',
        paymentEventOfStripe({
          id: `evt_short_${booking.id}`,
          type: 'payment_intent.succeeded',
          data: { object: { id: 'pi_short', amount: 100, metadata: { bookingId: booking.id } } },
        }),
      );
      expect(outcome).toBe('amount_mismatch');
      const [row] = (await db().query(`SELECT status FROM bookings WHERE id = $1`, [booking.id])) as { status: string }[];
      expect(row!.status).toBe('accepted');
    });
  },
  { env: { SCHEDULER_INTERVAL_SECONDS: '0' } },
);

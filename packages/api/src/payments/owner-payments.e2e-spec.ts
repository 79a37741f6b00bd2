import { afterEach, expect, it, vi } from 'vitest';
import { describeEachDatabase, signUp } from '../../test/harness.js';
import { acceptedBooking as acceptedBookingIn, call, owner, PAY_CARD, type Account } from '../../test/booking-fixtures.js';
import { ledgerLinesOf } from '../../test/money-fixtures.js';
import { Clock } from '../platform/clock/clock.js';

const ADMIN_EMAIL = 'payments-admin@pawpal.example';

describeEachDatabase(
  'owner payments, tax invoices and saved cards',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    let dayOffset = 20;
    /** An accepted booking (2 nights at $50, moderate policy) waiting for payment, 5 days after the previous one. */
    const acceptedBooking = (startInDays?: number) => acceptedBookingIn(ctx, startInDays ?? (dayOffset += 5));
    const paid = async (startInDays?: number) => {
      const made = await acceptedBooking(startInDays);
      expect((await call(ctx, made.olive, 'POST', `/api/payments/${made.booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      return made;
    };
    const saveCard = async (account: Account, overrides: Record<string, unknown> = {}) => {
      const response = await call(ctx, account, 'POST', '/api/payments/cards', { ...PAY_CARD, ...overrides });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: string; brand: string; last4: string; expMonth: number; expYear: number; isDefault: boolean };
    };

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("lists the owner's payments newest first with what was refunded: paid, partially refunded, refunded", async () => {
      const first = await paid();
      const olive = first.olive;
      const list = async () => {
        const response = await call(ctx, olive, 'GET', '/api/payments');
        expect(response.status).toBe(200);
        return ((await response.json()) as { payments: Record<string, unknown>[] }).payments;
      };
      const [only] = await list();
      expect(only).toEqual({
        id: `pi_sandbox_${first.booking.id.replaceAll('-', '')}`,
        bookingId: first.booking.id,
        amountCents: 10_550,
        refundedCents: 0,
        status: 'paid',
        paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        receiptUrl: `/api/payments/${first.booking.id}/receipt`,
      });

      // A sitter cancellation refunds everything.
      expect((await call(ctx, first.sam, 'POST', `/api/bookings/${first.booking.id}/cancel`)).status).toBe(200);
      await expect(list()).resolves.toMatchObject([{ bookingId: first.booking.id, refundedCents: 10_550, status: 'refunded' }]);

      // The same owner's second booking, cancelled by them 3 days before the start (moderate: 50 % after the 7-day cut-off).
      const late = await acceptedBookingIn(ctx, 3);
      // acceptedBooking makes a new owner; pay and cancel as that owner and check their own list only.
      expect((await call(ctx, late.olive, 'POST', `/api/payments/${late.booking.id}/sandbox-charge`, PAY_CARD)).status).toBe(200);
      const cancelled = await call(ctx, late.olive, 'POST', `/api/bookings/${late.booking.id}/cancel`);
      expect(cancelled.status).toBe(200);
      const refundCents = ((await cancelled.json()) as { refund: { refundCents: number } }).refund.refundCents;
      expect(refundCents).toBeGreaterThan(0);
      expect(refundCents).toBeLessThan(10_550);
      const theirs = ((await (await call(ctx, late.olive, 'GET', '/api/payments')).json()) as { payments: Record<string, unknown>[] })
        .payments;
      expect(theirs).toMatchObject([
        { bookingId: late.booking.id, amountCents: 10_550, refundedCents: refundCents, status: 'partially_refunded' },
      ]);
      // Its invoice shows the refund and the GST it gave back, as the ledger's refund shares say.
      const gstBack = (await ledgerLinesOf(ctx, late.booking.id, 'refund')).find(
        (row) => row.account === 'gst_payable' && row.line === 'booking_fee_gst',
      )!;
      expect(gstBack.cents).toBeGreaterThan(0);
      expect(gstBack.cents).toBeLessThan(50);
      const invoice = await (await call(ctx, late.olive, 'GET', `/api/payments/${late.booking.id}/receipt`)).text();
      const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      expect(invoice).toContain(`Refunded in total</td><td class="num">−${money(refundCents)}`);
      expect(invoice).toContain(`of which GST on the booking fee</td><td class="num">−${money(gstBack.cents)}`);
      expect(invoice).toContain(`GST included after refunds</td><td class="num">${money(50 - gstBack.cents)}`);

      // Only paid bookings, only the owner's own: olive's list still has one row; a stranger's is empty.
      await expect(list()).resolves.toHaveLength(1);
      const stranger = await owner(ctx);
      await expect((await call(ctx, stranger, 'GET', '/api/payments')).json()).resolves.toEqual({ payments: [] });
      expect((await call(ctx, undefined, 'GET', '/api/payments')).status).toBe(401);
    });

    it('lists newest first and at most 100', async () => {
      const { olive, booking } = await paid();
      const rows = (await db().query(`SELECT * FROM bookings WHERE id = $1`, [booking.id])) as Record<string, unknown>[];
      expect(rows).toHaveLength(1);
      // 101 more paid bookings for the same owner, copied in SQL (paid one hour apart, older than the real one).
      await db().query(
        `INSERT INTO bookings (owner_id, sitter_id, service, status, start_date, end_date, starts_at, ends_at, time_zone, units, unit_price_cents, subtotal_cents,
                               booking_fee_cents, booking_fee_gst_cents, total_cents, commission_cents, commission_gst_cents, sitter_payout_cents, cancellation_policy,
                               respond_by, paid_at)
         SELECT owner_id, sitter_id, service, 'completed', start_date - 400 - g, start_date - 399 - g, starts_at - make_interval(days => 400 + g), ends_at - make_interval(days => 400 + g),
                time_zone, units, unit_price_cents, subtotal_cents, booking_fee_cents, booking_fee_gst_cents, total_cents, commission_cents, commission_gst_cents,
                sitter_payout_cents, cancellation_policy, respond_by, paid_at - make_interval(hours => g)
           FROM bookings, generate_series(1, 101) AS g WHERE id = $1`,
        [booking.id],
      );
      const { payments } = (await (await call(ctx, olive, 'GET', '/api/payments')).json()) as {
        payments: { bookingId: string; paidAt: string }[];
      };
      expect(payments).toHaveLength(100);
      expect(payments[0]!.bookingId).toBe(booking.id);
      const times = payments.map((payment) => Date.parse(payment.paidAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('numbers tax invoices PP-<financial year>-<6 digits>, one after another, once per payment; older invoices keep the booking id', async () => {
      const first = await paid();
      const second = await paid();
      const read = async (made: typeof first) => {
        const page = await (await call(ctx, made.olive, 'GET', `/api/payments/${made.booking.id}/receipt`)).text();
        return /<dt>Invoice number<\/dt><dd>([^<]+)<\/dd>/.exec(page)?.[1] ?? '';
      };
      const a = await read(first);
      const b = await read(second);
      expect(a).toMatch(/^PP-\d{4}-\d{6}$/);
      expect(b.slice(0, 8)).toBe(a.slice(0, 8));
      expect(Number(b.slice(8))).toBe(Number(a.slice(8)) + 1);
      expect(a).not.toContain(first.booking.id);
      // The same number however often the invoice is opened.
      expect(await read(first)).toBe(a);
      // An invoice from before numbering (no number stored) still opens, under its booking id.
      await db().query(`UPDATE bookings SET invoice_number = NULL WHERE id = $1`, [second.booking.id]);
      expect(await read(second)).toBe(second.booking.id);
    });

    it('serves a printable tax invoice to the payer and admins only', async () => {
      const { olive, sam, booking } = await paid();
      const url = `/api/payments/${booking.id}/receipt`;
      const response = await call(ctx, olive, 'GET', url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const page = await response.text();
      expect(page).toContain('<h1>Tax invoice</h1>');
      expect(page).toContain('Pawpal Pty Ltd · ABN 51 824 753 556 · Demo business details, not a real ABN');
      expect(page).toContain('Boarding with Sam Sitter');
      expect(page).toContain('2 nights × $50.00');
      expect(page).toContain('for Rex');
      expect(page).toContain('Billed to</dt><dd>Olive Owner');
      // $100 subtotal, booking fee 5 % = $5.00 + $0.50 GST, total $105.50.
      expect(page).toContain('<td>Pawpal booking fee</td><td class="num">$0.50</td><td class="num">$5.50</td>');
      expect(page).toContain('<td>Total paid (AUD)</td><td class="num"></td><td class="num">$105.50</td>');
      expect(page).toContain('Total GST included</td><td class="num"></td><td class="num">$0.50');
      expect(page).toContain('@media print');
      // Inside the site's header and footer (printing hides them).
      expect(page).toContain('<nav aria-label="Main"><a href="/bookings">Bookings</a><a href="/payments">Payments</a>');
      expect(page).toContain('.actions, header.site, footer.site { display: none; }');
      // The footer's year is the server clock's, in Sydney: 13:30 UTC on New Year's Eve is already next year there.
      vi.spyOn(ctx.pawpal.app.get(Clock), 'now').mockReturnValue(new Date('2030-12-31T13:30:00Z'));
      const nextYear = await (await call(ctx, olive, 'GET', url)).text();
      vi.restoreAllMocks();
      expect(nextYear).toContain('© 2031 Pawpal');
      // The invoice agrees with the ledger's charge.
      const ledger = (kind: string) => ledgerLinesOf(ctx, booking.id, kind);
      expect(await ledger('charge')).toEqual(
        expect.arrayContaining([
          { account: 'provider_cash', line: 'total', cents: 10_550 },
          { account: 'booking_fee_revenue', line: 'booking_fee', cents: -500 },
          { account: 'gst_payable', line: 'booking_fee_gst', cents: -50 },
        ]),
      );
      expect(page).not.toContain('Refunds');

      const admin = await signUp(ctx, { email: ADMIN_EMAIL });
      expect((await call(ctx, { cookie: admin.cookie, id: admin.user.id }, 'GET', url)).status).toBe(200);
      // The sitter, another owner, a malformed or unknown id: 404 alike; signed out: 401.
      for (const account of [sam, await owner(ctx)]) {
        const refused = await call(ctx, account, 'GET', url);
        expect(refused.status).toBe(404);
        await expect(refused.json()).resolves.toMatchObject({ message: 'No receipt found for this booking' });
      }
      expect((await call(ctx, olive, 'GET', '/api/payments/not-a-booking/receipt')).status).toBe(404);
      expect((await call(ctx, olive, 'GET', '/api/payments/00000000-0000-4000-8000-000000000000/receipt')).status).toBe(404);
      expect((await call(ctx, undefined, 'GET', url)).status).toBe(401);

      // Refunds appear on the invoice once the booking is cancelled.
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/cancel`)).status).toBe(200);
      const refunded = await (await call(ctx, olive, 'GET', url)).text();
      expect(refunded).toContain('<h2>Refunds</h2>');
      expect(refunded).toContain('Refunded in total</td><td class="num">−$105.50');
      expect(refunded).toContain('Paid after refunds</td><td class="num">$0.00');
      expect(await ledger('refund')).toEqual(expect.arrayContaining([{ account: 'gst_payable', line: 'booking_fee_gst', cents: 50 }]));
      expect(refunded).toContain('of which GST on the booking fee</td><td class="num">−$0.50');
      expect(refunded).toContain('GST included after refunds</td><td class="num">$0.00');
    });

    it('has no receipt for a booking not paid yet', async () => {
      const { olive, booking } = await acceptedBooking();
      expect((await call(ctx, olive, 'GET', `/api/payments/${booking.id}/receipt`)).status).toBe(404);
    });

    it('saves cards keeping only brand, last four and expiry; the first is the default; removes and chooses the default', async () => {
      const olive = await owner(ctx);
      const visa = await saveCard(olive);
      expect(visa).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: PAY_CARD.expYear, isDefault: true });
      const master = await saveCard(olive, { cardNumber: '5555-5555-5555-4444', expMonth: 3, expYear: 40 });
      expect(master).toMatchObject({ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2040, isDefault: false });

      // Never the number, the CVC or the name: not in any column of the tables that hold cards.
      const stored = JSON.stringify([
        ...((await db().query(`SELECT * FROM saved_cards WHERE user_id = $1`, [olive.id])) as unknown[]),
        ...((await db().query(`SELECT s.* FROM sandbox_cards s JOIN saved_cards c ON c.provider_ref = s.ref WHERE c.user_id = $1`, [
          olive.id,
        ])) as unknown[]),
      ]);
      expect(stored).toContain('4242');
      for (const secret of ['4242424242424242', '5555555555554444', '424242424242', 'Olive Owner', '"123"'])
        expect(stored).not.toContain(secret);

      const list = async (account: Account = olive) =>
        (await (await call(ctx, account, 'GET', '/api/payments/cards')).json()) as {
          cards: { id: string; isDefault: boolean }[];
          canSave: boolean;
        };
      await expect(list()).resolves.toMatchObject({
        canSave: true,
        provider: 'sandbox',
        cards: [
          { id: visa.id, isDefault: true },
          { id: master.id, isDefault: false },
        ],
      });

      const chosen = await call(ctx, olive, 'POST', `/api/payments/cards/${master.id}/default`);
      expect(chosen.status).toBe(200);
      await expect(chosen.json()).resolves.toMatchObject({
        cards: [
          { id: master.id, isDefault: true },
          { id: visa.id, isDefault: false },
        ],
      });

      // Another member's card: 404 for default and remove, and it stays.
      const stranger = await owner(ctx);
      expect((await call(ctx, stranger, 'POST', `/api/payments/cards/${master.id}/default`)).status).toBe(404);
      const foreign = await call(ctx, stranger, 'DELETE', `/api/payments/cards/${master.id}`);
      expect(foreign.status).toBe(404);
      await expect(foreign.json()).resolves.toMatchObject({ message: 'No saved card found with this id' });
      expect((await call(ctx, stranger, 'DELETE', '/api/payments/cards/not-a-card')).status).toBe(404);
      await expect(list(stranger)).resolves.toMatchObject({ cards: [] });

      // Removing the default makes the newest remaining card the default.
      expect((await call(ctx, olive, 'DELETE', `/api/payments/cards/${master.id}`)).status).toBe(204);
      await expect(list()).resolves.toMatchObject({ cards: [{ id: visa.id, isDefault: true }] });
      expect(
        (
          await db().query(
            `SELECT count(*)::int AS n FROM sandbox_cards s JOIN saved_cards c ON c.provider_ref = s.ref WHERE c.user_id = $1`,
            [olive.id],
          )
        )[0],
      ).toEqual({ n: 1 });
      expect((await call(ctx, olive, 'DELETE', `/api/payments/cards/${master.id}`)).status).toBe(404);
      expect((await call(ctx, undefined, 'GET', '/api/payments/cards')).status).toBe(401);
    });

    it('refuses bad cards with a message per field, and a sixth card', async () => {
      const olive = await owner(ctx);
      const luhn = await call(ctx, olive, 'POST', '/api/payments/cards', { ...PAY_CARD, cardNumber: '4242 4242 4242 4241' });
      expect(luhn.status).toBe(400);
      await expect(luhn.json()).resolves.toMatchObject({ message: 'Card number is not valid: check the digits' });
      const expired = await call(ctx, olive, 'POST', '/api/payments/cards', { ...PAY_CARD, expMonth: 1, expYear: 2020 });
      expect(expired.status).toBe(400);
      await expect(expired.json()).resolves.toMatchObject({ message: 'Card has expired' });
      const fields = await call(ctx, olive, 'POST', '/api/payments/cards', {
        cardNumber: '4242',
        expMonth: 0,
        expYear: 2030,
        cvc: 'abc',
        nameOnCard: '',
      });
      expect(fields.status).toBe(400);
      const { message } = (await fields.json()) as { message: string };
      expect(message.split('; ').sort()).toEqual(
        [
          'Card number must be 12 to 19 digits',
          'Expiry month must be from 1 to 12',
          'Name on card is required',
          'Security code (CVC) must be 3 or 4 digits',
        ].sort(),
      );
      // Expired by the server's clock (the test clock can be ahead of the real date).
      const year = new Date().getUTCFullYear() + 2;
      vi.spyOn(ctx.pawpal.app.get(Clock), 'now').mockReturnValue(new Date(Date.UTC(year + 1, 0, 15)));
      const clockExpired = await call(ctx, olive, 'POST', '/api/payments/cards', { ...PAY_CARD, expMonth: 12, expYear: year });
      expect(clockExpired.status).toBe(400);
      vi.restoreAllMocks();
      await expect((await call(ctx, olive, 'GET', '/api/payments/cards')).json()).resolves.toMatchObject({ cards: [] });

      for (let index = 0; index < 5; index += 1) await saveCard(olive);
      const sixth = await call(ctx, olive, 'POST', '/api/payments/cards', PAY_CARD);
      expect(sixth.status).toBe(409);
      await expect(sixth.json()).resolves.toMatchObject({ message: 'You can save up to 5 cards: remove one before adding another' });
      const { cards } = (await (await call(ctx, olive, 'GET', '/api/payments/cards')).json()) as { cards: { isDefault: boolean }[] };
      expect(cards).toHaveLength(5);
      expect(cards.filter((card) => card.isDefault)).toHaveLength(1);
    });

    it('keeps the limit and one default when cards are saved in parallel', async () => {
      const olive = await owner(ctx);
      const answers = await Promise.all(Array.from({ length: 7 }, () => call(ctx, olive, 'POST', '/api/payments/cards', PAY_CARD)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 409, 409]);
      const rows = (await db().query(`SELECT is_default FROM saved_cards WHERE user_id = $1`, [olive.id])) as { is_default: boolean }[];
      expect(rows).toHaveLength(5);
      expect(rows.filter((row) => row.is_default)).toHaveLength(1);
    });

    it("pays with a saved card like a typed one: 4242 pays once, a declined card is 402, another member's card is 404", async () => {
      const { olive, booking } = await acceptedBooking();
      const declined = await saveCard(olive, { cardNumber: '4000 0000 0000 0002' });
      const other = await saveCard(olive, { cardNumber: '5555 5555 5555 4444' });
      const good = await saveCard(olive);
      const charge = (account: Account, cardId: string) =>
        call(ctx, account, 'POST', `/api/payments/${booking.id}/saved-card-charge`, { cardId });

      const refused = await charge(olive, declined.id);
      expect(refused.status).toBe(402);
      await expect(refused.json()).resolves.toEqual({
        requestId: expect.any(String),
        statusCode: 402,
        error: 'Payment Required',
        message: 'Your card was declined.',
      });
      const hint = await charge(olive, other.id);
      expect(hint.status).toBe(402);
      await expect(hint.json()).resolves.toMatchObject({
        message: 'Your card was declined. In test mode, pay with the test card 4242 4242 4242 4242.',
      });

      const stranger = await owner(ctx);
      const strangersCard = await saveCard(stranger);
      const foreign = await charge(olive, strangersCard.id);
      expect(foreign.status).toBe(404);
      await expect(foreign.json()).resolves.toMatchObject({ message: 'No saved card found with this id' });
      // The stranger cannot pay olive's booking with their own card either.
      expect((await charge(stranger, strangersCard.id)).status).toBe(404);
      const missing = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/saved-card-charge`, {});
      expect(missing.status).toBe(400);
      await expect(missing.json()).resolves.toMatchObject({ message: 'Choose a saved card' });
      await expect((await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()).resolves.toMatchObject({ status: 'accepted' });

      const ok = await charge(olive, good.id);
      expect(ok.status).toBe(200);
      await expect(ok.json()).resolves.toMatchObject({ status: 'succeeded', booking: { id: booking.id, status: 'paid' } });
      const events = (await db().query(`SELECT outcome FROM payment_events WHERE booking_id = $1 ORDER BY received_at`, [booking.id])) as {
        outcome: string;
      }[];
      expect(events.map((event) => event.outcome).sort()).toEqual(['paid', 'payment_failed', 'payment_failed']);
      // Idempotent: a second charge finds the booking paid.
      const again = await charge(olive, good.id);
      expect(again.status).toBe(409);
      await expect(again.json()).resolves.toMatchObject({ message: 'This booking has already been paid' });
      const [{ n }] = (await db().query(`SELECT count(*)::int AS n FROM payment_events WHERE booking_id = $1 AND outcome = 'paid'`, [
        booking.id,
      ])) as [{ n: number }];
      expect(n).toBe(1);
      await expect((await call(ctx, olive, 'GET', '/api/payments')).json()).resolves.toMatchObject({
        payments: [{ bookingId: booking.id, status: 'paid' }],
      });
    });

    it('refuses a saved card that has expired', async () => {
      const { olive, booking } = await acceptedBooking();
      const card = await saveCard(olive);
      await db().query(`UPDATE saved_cards SET exp_month = 1, exp_year = 2020 WHERE id = $1`, [card.id]);
      const response = await call(ctx, olive, 'POST', `/api/payments/${booking.id}/saved-card-charge`, { cardId: card.id });
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toMatchObject({ message: 'This card has expired: remove it and add a new one' });
      await expect((await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()).resolves.toMatchObject({ status: 'accepted' });
    });
  },
  { env: { SCHEDULER_INTERVAL_SECONDS: '0', ADMIN_EMAILS: ADMIN_EMAIL } },
);

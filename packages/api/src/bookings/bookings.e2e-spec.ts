import pg from 'pg';
import { afterEach, expect, it, vi } from 'vitest';
import { describeOnBothDatabases } from '../../test/harness.js';
import { OnePendingRequest1764402200000 } from '../database/migrations/1764402200000-OnePendingRequest.js';
import { EventBus } from '../platform/events/event-bus.js';
import { Clock } from '../platform/clock/clock.js';
import { SCHEDULER_LOCK_KEY, SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { call, inDays, owner, PAY_CARD, pet, requestBooking, sitter, type Account, type BookingBody } from '../../test/booking-fixtures.js';

const HOUR = 3_600_000;

describeOnBothDatabases(
  'bookings',
  (ctx) => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    const db = () => ctx.pawpal.database.dataSource;
    const statusOf = async (id: string) =>
      ((await db().query(`SELECT status FROM bookings WHERE id = $1`, [id])) as { status: string }[])[0]!.status;
    const count = async (sql: string, params: unknown[] = []) => ((await db().query(sql, params)) as { n: number }[])[0]!.n;
    const events = () => {
      const seen: string[] = [];
      const bus = ctx.pawpal.app.get(EventBus);
      for (const name of [
        'booking.created',
        'booking.approved',
        'booking.declined',
        'booking.payment_confirmed',
        'booking.started',
        'booking.completed',
        'booking.cancelled',
        'booking.expired',
      ] as const) {
        bus.on(name, (payload) => {
          seen.push(`${name}:${payload.bookingId}`);
        });
      }
      return seen;
    };
    const boarding = (sitterAccount: Account, petIds: string[], start = 30, nights = 5) => ({
      sitterId: sitterAccount.id,
      service: 'boarding',
      startDate: inDays(start),
      endDate: inDays(start + nights),
      petIds,
    });
    const pay = async (by: Account, bookingId: string) => {
      const response = await call(ctx, by, 'POST', `/api/payments/${bookingId}/sandbox-charge`, PAY_CARD);
      expect(response.status).toBe(200);
    };

    it('seeds the demo owner and sitter with bookings in every state, reviews, and a calendar consistent with the constraint', async () => {
      const login = await call(ctx, undefined, 'POST', '/api/auth/login', { email: 'owner@pawpal.demo', password: 'pawpal-demo-2025' });
      const demoOwner = { cookie: login.headers.getSetCookie()[0]!.split(';')[0]!, id: '' };
      const list = (await (await call(ctx, demoOwner, 'GET', '/api/bookings?as=owner')).json()) as {
        bookings: { status: string; sitter: { firstName: string } }[];
      };
      expect(new Set(list.bookings.map((booking) => booking.status))).toEqual(
        new Set(['requested', 'accepted', 'declined', 'expired', 'paid', 'in_progress', 'completed', 'cancelled']),
      );
      expect(new Set(list.bookings.map((booking) => booking.sitter.firstName))).toEqual(new Set(['Sam']));
      await expect((await call(ctx, demoOwner, 'GET', '/api/pets')).json()).resolves.toMatchObject([
        { name: 'Biscuit' },
        { name: 'Mochi' },
      ]);
      const overlapping = await count(
        `SELECT count(*)::int AS n FROM bookings a JOIN bookings b ON a.sitter_id = b.sitter_id AND a.id < b.id
          WHERE a.status IN ('accepted', 'paid', 'in_progress') AND b.status IN ('accepted', 'paid', 'in_progress')
            AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`,
      );
      expect(overlapping).toBe(0);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM sitter_unavailable_days d JOIN bookings b ON b.id = d.booking_id WHERE b.status NOT IN ('accepted', 'paid', 'in_progress')`,
        ),
      ).toBe(0);
      expect(await count(`SELECT count(DISTINCT sitter_id)::int AS n FROM reviews`)).toBeGreaterThan(100);
      await expect(ctx.pawpal.app.get(SchedulerService).runOnce()).resolves.toMatchObject({
        expired: 0,
        lapsed: 0,
        started: 0,
        completed: 0,
      });
    });

    it('quotes on the server: nights × rate, 5 % booking fee with GST, in the sitter’s zone (Perth 10:00 check-in is 02:00Z)', async () => {
      const perth = await sitter(ctx, { state: 'WA', services: { boarding: 5000, day_care: 4000, dog_walking: 2500 }, policy: 'strict' });
      const response = await call(ctx, undefined, 'POST', '/api/bookings/quote', {
        sitterId: perth.id,
        service: 'boarding',
        startDate: '2027-03-10',
        endDate: '2027-03-15',
      });
      expect(response.status).toBe(200);
      const quote = (await response.json()) as Record<string, unknown>;
      expect(quote).toMatchObject({
        service: 'boarding',
        units: 5,
        unitLabel: 'nights',
        unitPriceCents: 5000,
        subtotalCents: 25_000,
        bookingFeeCents: 1250,
        bookingFeeGstCents: 125,
        totalCents: 26_375,
        cancellationPolicy: 'strict',
        startsAt: '2027-03-10T02:00:00.000Z',
        endsAt: '2027-03-15T02:00:00.000Z',
        timeZone: 'Australia/Perth',
      });
      expect(quote.cancellationSummary).toMatch(/14 days/);

      const dayCare = await call(ctx, undefined, 'POST', '/api/bookings/quote', {
        sitterId: perth.id,
        service: 'day_care',
        startDate: '2027-03-10',
        endDate: '2027-03-12',
      });
      await expect(dayCare.json()).resolves.toMatchObject({ units: 3, unitLabel: 'days', subtotalCents: 12_000 });
      const walks = await call(ctx, undefined, 'POST', '/api/bookings/quote', {
        sitterId: perth.id,
        service: 'dog_walking',
        startDate: '2027-03-10',
        endDate: '2027-03-10',
        startTime: '07:00',
        endTime: '07:30',
      });
      await expect(walks.json()).resolves.toMatchObject({ units: 1, unitLabel: 'walk', startsAt: '2027-03-09T23:00:00.000Z' });
    });

    it('caps the booking fee at $25 before GST', async () => {
      const pricey = await sitter(ctx, { services: { boarding: 20_000 } });
      const response = await call(ctx, undefined, 'POST', '/api/bookings/quote', boarding(pricey, [], 40, 30));
      await expect(response.json()).resolves.toMatchObject({
        units: 30,
        subtotalCents: 600_000,
        bookingFeeCents: 2500,
        bookingFeeGstCents: 250,
        totalCents: 602_750,
      });
    });

    it('stores a request priced by the server and refuses a price sent by the client', async () => {
      const seen = events();
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const withPrice = await call(ctx, olive, 'POST', '/api/bookings', { ...boarding(sam, [rex.id]), totalCents: 1 });
      expect(withPrice.status).toBe(400);
      await expect(withPrice.json()).resolves.toMatchObject({ message: 'property totalCents should not exist' });

      const booking = await requestBooking(ctx, olive, { ...boarding(sam, [rex.id]), message: 'Rex loves long walks' });
      expect(booking).toMatchObject({
        status: 'requested',
        actions: ['cancel', 'message'],
        price: { units: 5, subtotalCents: 25_000, totalCents: 26_375 },
      });
      expect(booking.price.sitterPayoutCents).toBeUndefined();
      expect(seen).toEqual([`booking.created:${booking.id}`]);

      const asSitter = await call(ctx, sam, 'GET', `/api/bookings/${booking.id}`);
      await expect(asSitter.json()).resolves.toMatchObject({
        viewerRole: 'sitter',
        actions: ['accept', 'decline', 'message'],
        message: 'Rex loves long walks',
        pets: [{ id: rex.id, name: 'Rex', species: 'dog' }],
        price: { sitterPayoutCents: 25_000 - 3750 - 375 },
      });
    });

    it('books at the price the owner saw: expectedTotalCents that is no longer the price is 409 with the new quote', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      // 5 nights at $50: $250 + $12.50 fee + $1.25 GST = $263.75. Then the sitter raises the rate to $60.
      await ctx.pawpal.database.dataSource.query(
        `UPDATE sitter_services SET price_cents = 6000 WHERE sitter_id = $1 AND type = 'boarding'`,
        [sam.id],
      );
      const stale = await call(ctx, olive, 'POST', '/api/bookings', { ...boarding(sam, [rex.id]), expectedTotalCents: 26_375 });
      expect(stale.status).toBe(409);
      await expect(stale.json()).resolves.toMatchObject({
        statusCode: 409,
        message: 'The price changed from $263.75 to $316.50 since your quote. Check the new price and send the request again.',
        quote: { units: 5, unitPriceCents: 6000, subtotalCents: 30_000, totalCents: 31_650 },
      });
      const [{ n }] = (await ctx.pawpal.database.dataSource.query(`SELECT count(*)::int AS n FROM bookings WHERE owner_id = $1`, [
        olive.id,
      ])) as [{ n: number }];
      expect(n).toBe(0);

      const current = await requestBooking(ctx, olive, { ...boarding(sam, [rex.id]), expectedTotalCents: 31_650 });
      expect(current.price.totalCents).toBe(31_650);
      const nonsense = await call(ctx, olive, 'POST', '/api/bookings', { ...boarding(sam, [rex.id]), expectedTotalCents: -5 });
      expect(nonsense.status).toBe(400);
    });

    it('refuses asking a sitter again for the same service and dates while the request is pending: 409 with that request', async () => {
      const sam = await sitter(ctx, { services: { boarding: 5000, dog_walking: 2500 } });
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const first = await requestBooking(ctx, olive, boarding(sam, [rex.id]));

      const again = await call(ctx, olive, 'POST', '/api/bookings', { ...boarding(sam, [rex.id]), message: 'Did you get my request?' });
      expect(again.status).toBe(409);
      await expect(again.json()).resolves.toMatchObject({
        statusCode: 409,
        error: 'Conflict',
        message: 'You already asked Sam for these dates',
        booking: { id: first.id, status: 'requested', viewerRole: 'owner', sitter: { firstName: 'Sam' } },
      });
      expect(await count(`SELECT count(*)::int AS n FROM bookings WHERE owner_id = $1`, [olive.id])).toBe(1);

      // Other dates, another service, or walks at other times of the same day are other requests.
      await requestBooking(ctx, olive, boarding(sam, [rex.id], 40));
      const walk = (startTime: string, endTime: string) => ({
        sitterId: sam.id,
        service: 'dog_walking',
        startDate: inDays(30),
        endDate: inDays(30),
        startTime,
        endTime,
        petIds: [rex.id],
      });
      await requestBooking(ctx, olive, walk('08:00', '09:00'));
      await requestBooking(ctx, olive, walk('17:00', '18:00'));
      expect((await call(ctx, olive, 'POST', '/api/bookings', walk('08:00', '09:00'))).status).toBe(409);

      // Once the sitter has answered, the owner may ask again.
      expect((await call(ctx, sam, 'POST', `/api/bookings/${first.id}/decline`)).status).toBe(200);
      const after = await requestBooking(ctx, olive, boarding(sam, [rex.id]));
      expect(after.id).not.toBe(first.id);
    });

    it('makes one request of the same request sent in parallel without a key; the others get 409 with it', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const answers = await Promise.all([1, 2, 3, 4].map(() => call(ctx, olive, 'POST', '/api/bookings', boarding(sam, [rex.id]))));
      const created = answers.filter((answer) => answer.status === 201);
      expect(created).toHaveLength(1);
      const { id } = (await created[0]!.json()) as BookingBody;
      for (const answer of answers.filter((each) => each !== created[0])) {
        expect(answer.status).toBe(409);
        await expect(answer.json()).resolves.toMatchObject({ message: 'You already asked Sam for these dates', booking: { id } });
      }
      expect(await count(`SELECT count(*)::int AS n FROM bookings WHERE owner_id = $1`, [olive.id])).toBe(1);
    });

    it('keeps the first of requests asked more than once before the rule, and withdraws the copies', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const first = await requestBooking(ctx, olive, boarding(sam, [rex.id], 80));
      const other = await requestBooking(ctx, olive, boarding(sam, [rex.id], 90));
      const runner = db().createQueryRunner();
      try {
        // The database as it was before the migration OnePendingRequest: the same request twice more, a minute apart.
        await runner.query(`DROP INDEX bookings_one_pending_request`);
        await runner.query(
          `INSERT INTO bookings (owner_id, sitter_id, service, status, start_date, end_date, start_time, end_time, starts_at, ends_at, time_zone,
             units, unit_price_cents, subtotal_cents, booking_fee_cents, booking_fee_gst_cents, total_cents, commission_cents, commission_gst_cents,
             sitter_payout_cents, cancellation_policy, respond_by, created_at, updated_at)
           SELECT owner_id, sitter_id, service, status, start_date, end_date, start_time, end_time, starts_at, ends_at, time_zone, units,
             unit_price_cents, subtotal_cents, booking_fee_cents, booking_fee_gst_cents, total_cents, commission_cents, commission_gst_cents,
             sitter_payout_cents, cancellation_policy, respond_by, created_at + make_interval(mins => copy), updated_at
             FROM bookings, generate_series(1, 2) AS copy WHERE id = $1`,
          [first.id],
        );
        await new OnePendingRequest1764402200000().up(runner);
      } finally {
        await runner.release();
      }
      const rows = (await db().query(`SELECT id, status, cancelled_by FROM bookings WHERE owner_id = $1 ORDER BY created_at, start_date`, [
        olive.id,
      ])) as { id: string; status: string; cancelled_by: string | null }[];
      expect(rows.map((row) => [row.id === first.id || row.id === other.id ? row.id : 'copy', row.status, row.cancelled_by])).toEqual([
        [first.id, 'requested', null],
        [other.id, 'requested', null],
        ['copy', 'cancelled', 'owner'],
        ['copy', 'cancelled', 'owner'],
      ]);
      expect((await call(ctx, olive, 'POST', '/api/bookings', boarding(sam, [rex.id], 80))).status).toBe(409);
    });

    it('refuses bad requests with a clear message and writes nothing', async () => {
      const sam = await sitter(ctx, { services: { boarding: 5000, drop_in: 2000 }, maxPets: 1, dogSizes: ['small'], acceptsCats: false });
      const olive = await owner(ctx);
      const small = await pet(ctx, olive, { name: 'Pip', weightKg: 5 });
      const big = await pet(ctx, olive, { name: 'Tank', weightKg: 50 });
      const cat = await pet(ctx, olive, { name: 'Tom', species: 'cat', weightKg: null });
      const stranger = await owner(ctx);
      const strangersPet = await pet(ctx, stranger);
      const before = await count(`SELECT count(*)::int AS n FROM bookings`);
      const cases: [Record<string, unknown>, number, string | RegExp][] = [
        [{ ...boarding(sam, [small.id]), startDate: inDays(-3), endDate: inDays(2) }, 400, 'The start date is in the past'],
        [{ ...boarding(sam, [small.id]), startDate: inDays(20), endDate: inDays(15) }, 400, 'The end date is before the start date'],
        [{ ...boarding(sam, [small.id]), service: 'day_care' }, 400, "Sam doesn't offer day care"],
        [boarding(sam, [strangersPet.id]), 400, 'Choose pets from your own profile'],
        [boarding(sam, ['not-a-pet']), 400, 'Choose pets from your own profile'],
        [boarding(sam, [small.id, small.id, big.id]), 400, 'Sam looks after at most 1 pet at a time'],
        [boarding(sam, [big.id]), 400, "Sam doesn't look after giant dogs like Tank"],
        [boarding(sam, [cat.id]), 400, "Sam doesn't look after cats"],
        [{ ...boarding(sam, [small.id]), sitterId: '00000000-0000-4000-8000-000000000000' }, 404, 'Sitter not found'],
        [{ ...boarding(sam, [small.id]), service: 'drop_in' }, 400, 'Choose a start and end time for visits and walks'],
        [{ ...boarding(sam, [small.id]), petIds: [] }, 400, 'Choose at least one pet'],
        [{ ...boarding(sam, [small.id]), startDate: '2027-02-30' }, 400, 'Start date must be a date like 2026-03-10'],
        [{ ...boarding(sam, [small.id]), service: 'grooming' }, 400, /Service must be one of/],
        [{ ...boarding(sam, [small.id]), price: 100 }, 400, 'property price should not exist'],
      ];
      for (const [body, status, message] of cases) {
        const response = await call(ctx, olive, 'POST', '/api/bookings', body);
        expect(response.status, JSON.stringify(body)).toBe(status);
        const error = (await response.json()) as { message: string };
        if (typeof message === 'string') expect(error.message).toBe(message);
        else expect(error.message).toMatch(message);
      }
      const self = await call(ctx, sam, 'POST', '/api/bookings', boarding(sam, [(await pet(ctx, sam)).id]));
      expect(self.status).toBe(400);
      await expect(self.json()).resolves.toMatchObject({ message: "You can't book yourself" });
      expect(await count(`SELECT count(*)::int AS n FROM bookings`)).toBe(before);
    });

    it('shows a booking only to its owner, its sitter and admins; the sitter can read the pets of the booking', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const booking = await requestBooking(ctx, olive, boarding(sam, [rex.id], 60));
      const other = await owner(ctx);
      for (const path of [`/api/bookings/${booking.id}`, `/api/pets/${rex.id}`, `/api/bookings/${booking.id}/cancellation`]) {
        const response = await call(ctx, other, 'GET', path);
        expect(response.status, path).toBe(404);
      }
      expect((await call(ctx, other, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(404);
      expect((await call(ctx, other, 'POST', `/api/bookings/${booking.id}/cancel`)).status).toBe(404);
      const petForSitter = await call(ctx, sam, 'GET', `/api/pets/${rex.id}`);
      expect(petForSitter.status).toBe(200);
      await expect(petForSitter.json()).resolves.toMatchObject({ id: rex.id, sizeClass: 'medium' });
      expect((await call(ctx, sam, 'PATCH', `/api/pets/${rex.id}`, { name: 'Max' })).status).toBe(404);
      const ownerAccepting = await call(ctx, olive, 'POST', `/api/bookings/${booking.id}/accept`);
      expect(ownerAccepting.status).toBe(403);
      const admin = await call(ctx, undefined, 'POST', '/api/auth/login', { email: 'admin@pawpal.demo', password: 'pawpal-demo-2025' });
      const adminCookie = admin.headers.getSetCookie()[0]!.split(';')[0]!;
      const asAdmin = await ctx.fetch(`/api/bookings/${booking.id}`, { headers: { cookie: adminCookie } });
      await expect(asAdmin.json()).resolves.toMatchObject({ viewerRole: 'admin', actions: [] });
      const list = await call(ctx, olive, 'GET', '/api/bookings?as=owner');
      await expect(list.json()).resolves.toMatchObject({
        bookings: [{ id: booking.id, petNames: ['Rex'], sitter: { id: sam.id, userId: sam.id } }],
      });
      expect((await call(ctx, other, 'GET', '/api/bookings')).status).toBe(200);
      expect((await call(ctx, olive, 'GET', '/api/bookings?status=nonsense')).status).toBe(400);
    });

    it('counts pending requests for sitters only, and the count drops to 0 after accepting', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const notSitter = await call(ctx, olive, 'GET', '/api/bookings/pending-count');
      expect(notSitter.status).toBe(403);
      expect((await call(ctx, undefined, 'GET', '/api/bookings/pending-count')).status).toBe(401);
      const booking = await requestBooking(ctx, olive, boarding(sam, [rex.id], 70));
      await expect((await call(ctx, sam, 'GET', '/api/bookings/pending-count')).json()).resolves.toEqual({ count: 1 });
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
      await expect((await call(ctx, sam, 'GET', '/api/bookings/pending-count')).json()).resolves.toEqual({ count: 0 });
      // With many pending requests of other sitters, the COUNT reads only this sitter's entries of the partial index.
      // (Each a day later than the one before: an owner has one pending request per stay.)
      const busy = await sitter(ctx);
      await db().query(
        `INSERT INTO bookings (owner_id, sitter_id, service, status, start_date, end_date, start_time, end_time, starts_at, ends_at, time_zone, units,
           unit_price_cents, subtotal_cents, booking_fee_cents, booking_fee_gst_cents, total_cents, commission_cents, commission_gst_cents,
           sitter_payout_cents, cancellation_policy, respond_by)
         SELECT owner_id, $2, service, 'requested', start_date + day, end_date + day, start_time, end_time, starts_at + make_interval(days => day),
           ends_at + make_interval(days => day), time_zone, units, unit_price_cents, subtotal_cents, booking_fee_cents, booking_fee_gst_cents,
           total_cents, commission_cents, commission_gst_cents, sitter_payout_cents, cancellation_policy, respond_by
           FROM bookings, generate_series(1, 2000) AS day WHERE id = $1`,
        [booking.id, busy.id],
      );
      await db().query('ANALYZE bookings');
      const plan = await db().transaction(async (manager) => {
        await manager.query('SET LOCAL enable_seqscan = off');
        return (await manager.query(`EXPLAIN SELECT count(*) FROM bookings WHERE sitter_id = $1 AND status = 'requested'`, [sam.id])) as {
          'QUERY PLAN': string;
        }[];
      });
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('bookings_pending_by_sitter_idx');
      await expect((await call(ctx, busy, 'GET', '/api/bookings/pending-count')).json()).resolves.toEqual({ count: 2000 });
      await db().query(`DELETE FROM bookings WHERE sitter_id = $1`, [busy.id]);
    });

    it('accepts once (409 the second time), books the days, then pays, starts and completes on schedule', async () => {
      const seen = events();
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const booking = await requestBooking(ctx, olive, boarding(sam, [rex.id], 80, 3));
      const accepted = await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`);
      await expect(accepted.json()).resolves.toMatchObject({ status: 'accepted', actions: ['cancel', 'message'] });
      const again = await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`);
      expect(again.status).toBe(409);
      await expect(again.json()).resolves.toMatchObject({ message: 'This booking has already been accepted' });
      expect(
        await count(`SELECT count(*)::int AS n FROM sitter_unavailable_days WHERE booking_id = $1 AND reason = 'booked'`, [booking.id]),
      ).toBe(3);
      const ownerView = await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`);
      await expect(ownerView.json()).resolves.toMatchObject({ actions: ['pay', 'cancel', 'message'], payBy: expect.any(String) });

      await pay(olive, booking.id);
      const earlyComplete = await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/complete`);
      expect(earlyComplete.status).toBe(409);
      await expect(earlyComplete.json()).resolves.toMatchObject({ message: "This booking hasn't started yet" });

      const scheduler = ctx.pawpal.app.get(SchedulerService);
      const startsAt = new Date(booking.startsAt);
      // (Counts include the seeded demo bookings due by then: assert on this booking's status.)
      await scheduler.runOnce(new Date(startsAt.getTime() - 1));
      expect(await statusOf(booking.id)).toBe('paid');
      await expect(scheduler.runOnce(startsAt)).resolves.toMatchObject({ ran: true });
      expect(await statusOf(booking.id)).toBe('in_progress');
      await scheduler.runOnce(new Date(startsAt.getTime() + 3 * 24 * HOUR - 1));
      expect(await statusOf(booking.id)).toBe('in_progress');
      await scheduler.runOnce(new Date(startsAt.getTime() + 3 * 24 * HOUR));
      await scheduler.runOnce(new Date(startsAt.getTime() + 3 * 24 * HOUR));
      const done = await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`);
      await expect(done.json()).resolves.toMatchObject({ status: 'completed', actions: ['review', 'message'] });
      expect(seen.filter((entry) => entry.endsWith(booking.id))).toEqual(
        ['created', 'approved', 'payment_confirmed', 'started', 'completed'].map((name) => `booking.${name}:${booking.id}`),
      );
    });

    if (ctx.kind === 'postgres') {
      it('skips a sweep while another instance holds the scheduler lock', async () => {
        const other = new pg.Client({ connectionString: ctx.pawpal.config.databaseUrl as string });
        await other.connect();
        try {
          await other.query('SELECT pg_advisory_lock($1)', [SCHEDULER_LOCK_KEY]);
          await expect(ctx.pawpal.app.get(SchedulerService).runOnce()).resolves.toEqual({
            ran: false,
            expired: 0,
            lapsed: 0,
            started: 0,
            completed: 0,
            // The care sweep's counts (care/care-sweeps.service.ts).
            visitsLate: 0,
            visitsMissed: 0,
            dailyUpdatesLate: 0,
            careRefunds: 0,
            // The incidents' acknowledgement alerts (incidents/admin-incidents.service.ts).
            incidentAckWarnings: 0,
            incidentAckOverdue: 0,
            // Changes to a booking unanswered or unpaid in time (bookings/booking-changes.service.ts).
            changesLapsed: 0,
            // Weekly care's sweep (series/series-sweeps.service.ts).
            seriesExpired: 0,
            seriesOccurrencesBooked: 0,
            seriesOccurrencesCharged: 0,
            // The imported calendars' syncs and availability freshness (calendars/).
            calendarsSynced: 0,
            calendarSyncFailures: 0,
            availabilityReminders: 0,
            availabilityHidden: 0,
            // The standby offers' deadlines (standby/standby-handoffs.service.ts).
            standbyOffersExpired: 0,
            // The daily "Reliable sitter" recompute (reliability/reliability-tiers.service.ts).
            reliabilityTiersChecked: 0,
            reliabilityTiersChanged: 0,
            // Timed suspensions that have ended (admin/suspension-sweeps.service.ts).
            suspensionsEnded: 0,
          });
          await other.query('SELECT pg_advisory_unlock($1)', [SCHEDULER_LOCK_KEY]);
          await expect(ctx.pawpal.app.get(SchedulerService).runOnce()).resolves.toMatchObject({ ran: true });
        } finally {
          await other.end();
        }
      });
    }

    it('lets the sitter decline a request and complete an in-progress booking early', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const declined = await requestBooking(ctx, olive, boarding(sam, [rex.id], 90));
      await expect((await call(ctx, sam, 'POST', `/api/bookings/${declined.id}/decline`)).json()).resolves.toMatchObject({
        status: 'declined',
      });
      const late = await call(ctx, sam, 'POST', `/api/bookings/${declined.id}/accept`);
      expect(late.status).toBe(409);
      await expect(late.json()).resolves.toMatchObject({ message: 'This booking was declined' });

      const booking = await requestBooking(ctx, olive, boarding(sam, [rex.id], 100, 4));
      await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`);
      await pay(olive, booking.id);
      await ctx.pawpal.app.get(SchedulerService).runOnce(new Date(booking.startsAt));
      const completed = await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/complete`);
      await expect(completed.json()).resolves.toMatchObject({ status: 'completed' });
    });

    it('expires a request nobody answered within 72 h, and lapses an acceptance unpaid within 48 h (freeing the days)', async () => {
      const seen = events();
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const scheduler = ctx.pawpal.app.get(SchedulerService);
      const unanswered = await requestBooking(ctx, olive, boarding(sam, [rex.id], 110));
      const created = Date.now();
      await scheduler.runOnce(new Date(created + 71 * HOUR));
      expect(await statusOf(unanswered.id)).toBe('requested');
      await scheduler.runOnce(new Date(created + 72 * HOUR + 60_000));
      await expect((await call(ctx, olive, 'GET', `/api/bookings/${unanswered.id}`)).json()).resolves.toMatchObject({ status: 'expired' });

      const unpaid = await requestBooking(ctx, olive, boarding(sam, [rex.id], 120));
      await call(ctx, sam, 'POST', `/api/bookings/${unpaid.id}/accept`);
      const accepted = Date.now();
      await scheduler.runOnce(new Date(accepted + 47 * HOUR));
      expect(await statusOf(unpaid.id)).toBe('accepted');
      await scheduler.runOnce(new Date(accepted + 48 * HOUR + 60_000));
      await expect((await call(ctx, olive, 'GET', `/api/bookings/${unpaid.id}`)).json()).resolves.toMatchObject({ status: 'expired' });
      expect(await count(`SELECT count(*)::int AS n FROM sitter_unavailable_days WHERE booking_id = $1`, [unpaid.id])).toBe(0);
      const tooLate = await call(ctx, olive, 'POST', `/api/payments/${unpaid.id}/sandbox-charge`, PAY_CARD);
      expect(tooLate.status).toBe(409);
      expect(seen.filter((entry) => entry.endsWith(unanswered.id) || entry.endsWith(unpaid.id))).toEqual([
        `booking.created:${unanswered.id}`,
        `booking.expired:${unanswered.id}`,
        `booking.created:${unpaid.id}`,
        `booking.approved:${unpaid.id}`,
        `booking.expired:${unpaid.id}`,
      ]);
    });

    it('refunds an owner per the frozen policy at the cut-off boundary, and a sitter cancellation in full', async () => {
      const sam = await sitter(ctx, { policy: 'moderate' });
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const clock = ctx.pawpal.app.get(Clock);
      const book = async (start: number) => {
        const booking = await requestBooking(ctx, olive, boarding(sam, [rex.id], start, 2));
        await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`);
        await pay(olive, booking.id);
        return booking;
      };
      // Moderate: full refund until exactly 7 × 24 h before the start, half after.
      const onTime = await book(130);
      const cutOff = new Date(new Date(onTime.startsAt).getTime() - 7 * 24 * HOUR);
      vi.spyOn(clock, 'now').mockReturnValue(cutOff);
      const preview = await call(ctx, olive, 'GET', `/api/bookings/${onTime.id}/cancellation`);
      await expect(preview.json()).resolves.toEqual({
        refundCents: onTime.price.totalCents,
        fraction: 1,
        reason: 'before_cutoff',
        fullRefundUntil: cutOff.toISOString(),
      });
      const cancelled = await call(ctx, olive, 'POST', `/api/bookings/${onTime.id}/cancel`);
      await expect(cancelled.json()).resolves.toMatchObject({
        status: 'cancelled',
        refund: { refundCents: onTime.price.totalCents, reason: 'before_cutoff' },
      });
      expect(await count(`SELECT count(*)::int AS n FROM sitter_unavailable_days WHERE booking_id = $1`, [onTime.id])).toBe(0);

      vi.restoreAllMocks();
      const late = await book(140);
      vi.spyOn(clock, 'now').mockReturnValue(new Date(new Date(late.startsAt).getTime() - 7 * 24 * HOUR + 1));
      const lateCancel = await call(ctx, olive, 'POST', `/api/bookings/${late.id}/cancel`);
      const lateBody = (await lateCancel.json()) as BookingBody;
      expect(lateBody.refund).toEqual({ refundCents: Math.round(late.price.totalCents / 2), reason: 'after_cutoff' });

      vi.restoreAllMocks();
      const bySitter = await book(150);
      vi.spyOn(clock, 'now').mockReturnValue(new Date(new Date(bySitter.startsAt).getTime() - HOUR));
      const sitterCancel = await call(ctx, sam, 'POST', `/api/bookings/${bySitter.id}/cancel`);
      await expect(sitterCancel.json()).resolves.toMatchObject({
        refund: { refundCents: bySitter.price.totalCents, reason: 'cancelled_by_sitter' },
      });
      const again = await call(ctx, olive, 'POST', `/api/bookings/${bySitter.id}/cancel`);
      expect(again.status).toBe(409);
      await expect(again.json()).resolves.toMatchObject({ message: 'This booking has been cancelled' });
      // Refunds went through the payment provider (the sandbox records them, confirmed by its charge.refunded event).
      const refunds = (await db().query(
        `SELECT booking_id, amount_cents, status FROM payment_refunds WHERE booking_id = ANY($1) ORDER BY amount_cents`,
        [[onTime.id, late.id, bySitter.id]],
      )) as { amount_cents: number; status: string }[];
      expect(refunds.map((refund) => [refund.amount_cents, refund.status])).toEqual(
        [Math.round(late.price.totalCents / 2), onTime.price.totalCents, bySitter.price.totalCents]
          .sort((a, b) => a - b)
          .map((cents) => [cents, 'succeeded']),
      );
    });

    it('lets exactly one of 50 concurrent acceptances of overlapping requests win; the rest get 409', async () => {
      const sam = await sitter(ctx);
      const owners = await Promise.all(Array.from({ length: 5 }, () => owner(ctx)));
      const pets = await Promise.all(owners.map((account) => pet(ctx, account)));
      const bookings: BookingBody[] = [];
      for (let index = 0; index < 50; index += 1) {
        const who = index % owners.length;
        // Overlapping stays: every one covers day 200 to 202; no owner asks for one stay twice.
        bookings.push(
          await requestBooking(ctx, owners[who]!, boarding(sam, [pets[who]!.id], 195 + (index % 6), 8 + Math.floor(index / 30))),
        );
      }
      const responses = await Promise.all(bookings.map((booking) => call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      const messages = new Set(
        await Promise.all(
          responses
            .filter((response) => response.status === 409)
            .map(async (response) => ((await response.json()) as { message: string }).message),
        ),
      );
      expect([...messages]).toEqual(['The sitter is already booked for part of these dates']);
      const overlapping = await count(
        `SELECT count(*)::int AS n FROM bookings a JOIN bookings b ON a.sitter_id = b.sitter_id AND a.id < b.id
          WHERE a.sitter_id = $1 AND a.status IN ('accepted', 'paid', 'in_progress') AND b.status IN ('accepted', 'paid', 'in_progress')
            AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`,
        [sam.id],
      );
      expect(overlapping).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM bookings WHERE sitter_id = $1 AND status = 'accepted'`, [sam.id])).toBe(1);
    });

    it('takes one review per side of a completed booking; the sitter’s rating follows once both are in', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const booking = await requestBooking(ctx, olive, boarding(sam, [rex.id], 210, 2));
      const tooEarly = await call(ctx, olive, 'POST', `/api/bookings/${booking.id}/review`, { rating: 5, comment: 'Great' });
      expect(tooEarly.status).toBe(409);
      await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`);
      await pay(olive, booking.id);
      await ctx.pawpal.app.get(SchedulerService).runOnce(new Date(new Date(booking.startsAt).getTime() + 3 * 24 * HOUR));
      expect((await call(ctx, olive, 'POST', `/api/bookings/${booking.id}/review`, { rating: 6, comment: 'Wow' })).status).toBe(400);
      const review = await call(ctx, olive, 'POST', `/api/bookings/${booking.id}/review`, { rating: 4, comment: 'Rex came home happy' });
      expect(review.status).toBe(201);
      await expect(review.json()).resolves.toMatchObject({
        bookingId: booking.id,
        rating: 4,
        comment: 'Rex came home happy',
        published: false,
      });
      const twice = await call(ctx, olive, 'POST', `/api/bookings/${booking.id}/review`, { rating: 1, comment: 'Changed my mind' });
      expect(twice.status).toBe(409);
      await expect(twice.json()).resolves.toMatchObject({ message: 'You have already reviewed this booking' });
      const ratingOf = async () =>
        (
          (await db().query(`SELECT rating_avg::float AS avg, rating_count FROM sitter_profiles WHERE user_id = $1`, [sam.id])) as {
            avg: number | null;
            rating_count: number;
          }[]
        )[0];
      // Double-blind: hidden (and out of the rating) until the sitter's review is in too.
      await expect(ratingOf()).resolves.toEqual({ avg: null, rating_count: 0 });
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/review`, { rating: 5, comment: 'Easy owner' })).status).toBe(201);
      await expect(ratingOf()).resolves.toEqual({ avg: 4, rating_count: 1 });
    });

    it("summarises a sitter's pending requests, upcoming stays and this month's earnings", async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      expect((await call(ctx, olive, 'GET', '/api/sitters/me/summary')).status).toBe(403);
      await requestBooking(ctx, olive, boarding(sam, [rex.id], 220));
      const paid = await requestBooking(ctx, olive, boarding(sam, [rex.id], 230, 2));
      await call(ctx, sam, 'POST', `/api/bookings/${paid.id}/accept`);
      await pay(olive, paid.id);
      const clock = ctx.pawpal.app.get(Clock);
      vi.spyOn(clock, 'now').mockReturnValue(new Date(new Date(paid.startsAt).getTime() - HOUR));
      const summary = await call(ctx, sam, 'GET', '/api/sitters/me/summary');
      const body = (await summary.json()) as { pendingCount: number; upcoming: { id: string }[]; earningsThisMonthCents: number };
      expect(body.pendingCount).toBe(1);
      expect(body.upcoming.map((booking) => booking.id)).toEqual([paid.id]);
      expect(body.earningsThisMonthCents).toBe(paid.price.sitterPayoutCents ?? 10_000 - 1500 - 150);
    });
  },
  { env: { SCHEDULER_INTERVAL_SECONDS: '0' } },
);

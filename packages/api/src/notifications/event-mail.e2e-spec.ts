import { afterEach, expect, it, vi } from 'vitest';
import { call, inDays, pet, sitter } from '../../test/booking-fixtures.js';
import { describeEachDatabase, JSON_HEADERS, outboxFor, signUp, uniqueEmail, type TestContext } from '../../test/harness.js';
import { EventBus, type PawpalEventName } from '../platform/events/event-bus.js';
import { EventOutbox } from '../platform/events/event-outbox.js';

/** The process "stops" right after the commit of `event`'s change: its publish throws before any handler runs. */
function crashAfterCommitOf(ctx: TestContext, event: PawpalEventName): void {
  const bus = ctx.pawpal.app.get(EventBus);
  const publish = bus.publish.bind(bus);
  vi.spyOn(bus, 'publish').mockImplementation(async (name, payload) => {
    if (name === event) throw new Error('the process stopped right after the commit');
    await publish(name, payload);
  });
}

async function count(ctx: TestContext, sql: string, params: unknown[]): Promise<number> {
  const [row] = (await ctx.pawpal.database.dataSource.query(sql, params)) as [{ count: number }];
  return row.count;
}

/** Marks the recorded event undispatched again and dispatches it: a replay. */
async function replay(ctx: TestContext, name: PawpalEventName, key: string, id: string): Promise<void> {
  const [, reset] = (await ctx.pawpal.database.dataSource.query(
    `UPDATE event_outbox SET dispatched_at = NULL WHERE name = $1 AND payload->>$2 = $3`,
    [name, key, id],
  )) as [unknown, number];
  expect(reset).toBe(1);
  expect(await ctx.pawpal.app.get(EventOutbox).dispatchPending()).toBe(1);
}

describeEachDatabase(
  'mail written from the event that caused it (event outbox)',
  (ctx) => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('emails the sitter a booking request once even when the process stops between the commit and the publish, and a replay sends nothing more', async () => {
      const sam = await sitter(ctx);
      const olive = await signUp(ctx, { firstName: 'Olive' });
      const owner = { cookie: olive.cookie, id: olive.user.id };
      const rex = await pet(ctx, owner);
      const [{ email: samEmail }] = (await ctx.pawpal.database.dataSource.query(`SELECT email FROM users WHERE id = $1`, [sam.id])) as [
        { email: string },
      ];

      crashAfterCommitOf(ctx, 'booking.created');
      const refused = await call(ctx, owner, 'POST', '/api/bookings', {
        sitterId: sam.id,
        service: 'boarding',
        startDate: inDays(30),
        endDate: inDays(32),
        petIds: [rex.id],
      });
      expect(refused.status).toBe(500);
      vi.restoreAllMocks();
      // The request committed with its event; nothing after the commit ran, so no mail is queued yet.
      const [booking] = (await ctx.pawpal.database.dataSource.query(`SELECT id FROM bookings WHERE owner_id = $1`, [olive.user.id])) as {
        id: string;
      }[];
      expect(booking).toBeDefined();
      expect(
        await count(
          ctx,
          `SELECT count(*)::int AS count FROM event_outbox WHERE name = 'booking.created' AND payload->>'bookingId' = $1 AND dispatched_at IS NULL`,
          [booking!.id],
        ),
      ).toBe(1);
      expect(
        await count(ctx, `SELECT count(*)::int AS count FROM mail_queue WHERE dedupe_key = $1`, [
          `booking_requested:${booking!.id}:sitter`,
        ]),
      ).toBe(0);

      // The mail sender's next round (here: reading the outbox) dispatches the event, then sends.
      const requests = async () =>
        (await outboxFor(ctx, samEmail)).filter((message) => message.subject === 'New booking request from Olive');
      expect(await requests()).toHaveLength(1);

      await replay(ctx, 'booking.created', 'bookingId', booking!.id);
      expect(await requests()).toHaveLength(1);
      expect(
        await count(ctx, `SELECT count(*)::int AS count FROM mail_queue WHERE dedupe_key = $1`, [
          `booking_requested:${booking!.id}:sitter`,
        ]),
      ).toBe(1);
    });

    it('sends the sign-up verification link once even when the process stops right after the account commits, and a replay issues no second link', async () => {
      const email = uniqueEmail('crash');
      crashAfterCommitOf(ctx, 'user.signed_up');
      const refused = await ctx.fetch('/api/auth/signup', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ firstName: 'Vera', lastName: 'Person', email, password: 'correct horse battery' }),
      });
      expect(refused.status).toBe(500);
      vi.restoreAllMocks();
      const [user] = (await ctx.pawpal.database.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email])) as { id: string }[];
      expect(user).toBeDefined();
      expect(await count(ctx, `SELECT count(*)::int AS count FROM mail_queue WHERE user_id = $1`, [user!.id])).toBe(0);

      const links = async () =>
        (await outboxFor(ctx, email)).filter((message) => message.subject === 'Confirm your email address for Pawpal');
      expect(await links()).toHaveLength(1);

      await replay(ctx, 'user.signed_up', 'userId', user!.id);
      expect(await links()).toHaveLength(1);
      expect(
        await count(ctx, `SELECT count(*)::int AS count FROM account_tokens WHERE user_id = $1 AND purpose = 'verify_email'`, [user!.id]),
      ).toBe(1);
    });

    it('tries an event again when a handler fails, keeping none of its writes, and dispatches it once it succeeds', async () => {
      const outbox = ctx.pawpal.app.get(EventOutbox);
      const db = ctx.pawpal.database.dataSource;
      const bookingId = '00000000-0000-4000-8000-0000000000f1';
      let failures = 1;
      outbox.on('payment.refund_queued', async (manager, payload) => {
        if (payload.bookingId !== bookingId) return;
        await manager.query(
          `INSERT INTO mail_queue (to_address, kind, subject, text_body, html_body, dedupe_key, next_attempt_at, created_at) VALUES ('a@b.co', 'password_changed', 's', 't', 'h', $1, now(), now())`,
          [`test:${bookingId}`],
        );
        if (failures-- > 0) throw new Error('handler down');
      });
      await db.transaction((manager) => outbox.record(manager, 'payment.refund_queued', { bookingId }));
      const state = async () =>
        (
          (await db.query(
            `SELECT attempts, last_error, dispatched_at IS NOT NULL AS dispatched FROM event_outbox WHERE payload->>'bookingId' = $1`,
            [bookingId],
          )) as [{ attempts: number; last_error: string | null; dispatched: boolean }]
        )[0];

      expect(await outbox.dispatchPending()).toBe(0);
      expect(await state()).toEqual({ attempts: 1, last_error: 'handler down', dispatched: false });
      expect(await count(ctx, `SELECT count(*)::int AS count FROM mail_queue WHERE dedupe_key = $1`, [`test:${bookingId}`])).toBe(0);

      expect(await outbox.dispatchPending()).toBe(1);
      expect(await state()).toEqual({ attempts: 1, last_error: null, dispatched: true });
      expect(await count(ctx, `SELECT count(*)::int AS count FROM mail_queue WHERE dedupe_key = $1`, [`test:${bookingId}`])).toBe(1);
      expect(await outbox.dispatchPending()).toBe(0);
    });

    it('records every booking change in its own transaction: nothing when the change rolls back', async () => {
      const outbox = ctx.pawpal.app.get(EventOutbox);
      const before = await count(ctx, `SELECT count(*)::int AS count FROM event_outbox`, []);
      await expect(
        ctx.pawpal.database.dataSource.transaction(async (manager) => {
          await outbox.record(manager, 'booking.cancelled', {
            bookingId: '00000000-0000-4000-8000-000000000000',
            ownerId: 'o',
            sitterId: 's',
          });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await count(ctx, `SELECT count(*)::int AS count FROM event_outbox`, [])).toBe(before);
    });
  },
  { env: { MAIL_SEND_INTERVAL_SECONDS: '0' } },
);

import { randomUUID } from 'node:crypto';
import { afterEach, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { describeOnBothDatabases, signUp, type TestContext } from '../../test/harness.js';
import { Metrics } from '../platform/observability/metrics.js';
import { LiveFanout } from './live-fanout.js';
import { type LiveEnvelope } from './live.messages.js';

interface Frame {
  type: string;
  bookingId?: string;
}

/** A signed-in socket that keeps every frame; `until` waits (event-driven, bounded) for a condition on them. */
async function liveSocket(ctx: TestContext, account: { cookie: string; user: { id: string } }) {
  const url = new URL('/api/ws', ctx.baseUrl.replace(/^http/, 'ws'));
  url.searchParams.set('userId', account.user.id);
  const socket = new WebSocket(url, { headers: { cookie: account.cookie, origin: ctx.baseUrl } });
  const frames: Frame[] = [];
  let wake = () => undefined as void;
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    wake();
  });
  const until = async (what: string, holds: () => boolean, timeoutMs = 10_000): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    while (!holds()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; frames: ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  };
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', userId: account.user.id }));
  await until('ready', () => frames.some((frame) => frame.type === 'ready'));
  /** The booking ids of the booking_created notices received, in order. */
  const notices = () => frames.filter((frame) => frame.type === 'booking_created').map((frame) => frame.bookingId);
  return { socket, until, notices };
}

/** Waits (bounded) until `holds` resolves true. */
async function eventually(what: string, holds: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A booking.created envelope for the sitter (the owner is nobody connected): the sitter's socket gets a booking_created notice with this id. */
function requestFor(sitterId: string, bookingId = randomUUID()): Extract<LiveEnvelope, { kind: 'booking' }> {
  return { kind: 'booking', event: 'booking.created', bookingId, ownerId: randomUUID(), sitterId };
}

describeOnBothDatabases('live events across a LISTEN outage', (ctx) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.runIf(ctx.kind === 'postgres')(
    'replays the events published while the LISTEN connection was down, in order and once each, to a socket that stayed connected',
    async () => {
      const fanout = ctx.pawpal.app.get(LiveFanout);
      await fanout.listening;
      const db = ctx.pawpal.database.dataSource;
      const sitter = await signUp(ctx, { firstName: 'Sam' });
      const live = await liveSocket(ctx, sitter);
      const [first, second, third, fourth, fifth] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];

      // A row past retention (10 min) is pruned as events are published; one of 6 min stays.
      await db.query(
        `INSERT INTO live_outbox (envelope, created_at) VALUES ($1::jsonb, now() - interval '11 minutes'), ($1::jsonb, now() - interval '6 minutes')`,
        [JSON.stringify(requestFor(sitter.user.id))],
      );
      await fanout.publish(requestFor(sitter.user.id, first));
      await live.until('the first notice', () => live.notices().includes(first));
      const ages = async () =>
        (
          (await db.query(`SELECT count(*)::int AS count FROM live_outbox WHERE created_at < now() - interval '5 minutes'`)) as [
            { count: number },
          ]
        )[0].count;
      await eventually('the pruning of the 11-minute-old row', async () => (await ages()) === 1);

      // Hold the reconnect until the test has published while the connection is down.
      const original = (LiveFanout.prototype as unknown as { scheduleReconnect(): void }).scheduleReconnect;
      const reconnect = vi.spyOn(fanout as unknown as { scheduleReconnect(): void }, 'scheduleReconnect');
      let release = () => undefined as void;
      const down = new Promise<void>((resolve) => {
        reconnect.mockImplementationOnce(function (this: LiveFanout) {
          release = () => original.call(this);
          resolve();
        });
      });
      const [terminated] = (await db.query(
        `SELECT count(*)::int AS count FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'pawpal-live-listen' AND datname = current_database()) killed`,
      )) as [{ count: number }];
      expect(terminated.count).toBe(1);
      await down;

      for (const id of [second, third, fourth]) await fanout.publish(requestFor(sitter.user.id, id));
      // Missed too, but older than the replay window (5 min): not replayed.
      await db.query(`INSERT INTO live_outbox (envelope, created_at) VALUES ($1::jsonb, now() - interval '6 minutes')`, [
        JSON.stringify(requestFor(sitter.user.id)),
      ]);
      expect(live.notices()).toEqual([first]);

      release();
      await live.until('the replayed notices', () => live.notices().length >= 4);
      await fanout.publish(requestFor(sitter.user.id, fifth));
      await live.until('the notice after the reconnect', () => live.notices().includes(fifth));
      expect(live.notices()).toEqual([first, second, third, fourth, fifth]);

      const metrics = await ctx.pawpal.app.get(Metrics).registry.metrics();
      expect(metrics).toMatch(/^pawpal_live_events_replayed_total 3$/m);
      expect(metrics).toMatch(/^pawpal_live_outbox_lag 0$/m);
      live.socket.close();
    },
  );

  it.runIf(ctx.kind === 'embedded')('delivers in-process with the embedded database and stores nothing', async () => {
    const sitter = await signUp(ctx, { firstName: 'Sam' });
    const live = await liveSocket(ctx, sitter);
    const id = randomUUID();
    await ctx.pawpal.app.get(LiveFanout).publish(requestFor(sitter.user.id, id));
    await live.until('the notice', () => live.notices().includes(id));
    const [{ count }] = (await ctx.pawpal.database.dataSource.query(`SELECT count(*)::int AS count FROM live_outbox`)) as [
      { count: number },
    ];
    expect(count).toBe(0);
    live.socket.close();
  });
});

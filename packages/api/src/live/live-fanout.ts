import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { Metrics } from '../platform/observability/metrics.js';
import {
  LISTEN_RETRY_BASE_MS,
  LISTEN_RETRY_MAX_MS,
  LIVE_DELIVERED_MEMORY,
  LIVE_NOTIFY_CHANNEL,
  LIVE_OUTBOX_PRUNE_INTERVAL_MS,
  LIVE_OUTBOX_RETENTION_MINUTES,
  LIVE_REPLAY_MAX_EVENTS,
  LIVE_REPLAY_OVERLAP,
  LIVE_REPLAY_WINDOW_MINUTES,
  NOTIFY_PAYLOAD_LIMIT_BYTES,
} from './live.constants.js';
import { type LiveEnvelope } from './live.messages.js';

type Deliver = (envelope: LiveEnvelope) => void | Promise<void>;

/** A live event as numbered by `live_outbox`. */
interface Numbered {
  seq: number;
  envelope: LiveEnvelope;
}

/** Room the NOTIFY payload needs besides the envelope: `{"seq":…,"envelope":…}`. */
const NOTICE_OVERHEAD_BYTES = 40;

/**
 * The bridge that carries live events to every instance's sockets.
 * - Embedded database (one process, one connection): delivered in-process, no second connection.
 * - DATABASE_URL: each event is stored in `live_outbox` (its identity column numbers it) and
 *   `pg_notify`'d with its number, in one statement through the pool. Every instance (this one
 *   included) LISTENs on a dedicated client, not a pool connection, and delivers to its own
 *   sockets, one event after the other, in the order received, remembering the highest number
 *   it delivered. The LISTEN client reconnects by itself (doubling delay up to 5 s); once it
 *   listens again, it reads and delivers, in order, every event numbered above the last one it
 *   delivered (at most LIVE_REPLAY_MAX_EVENTS, none older than LIVE_REPLAY_WINDOW_MINUTES),
 *   holding the notifications that arrive meanwhile until that catch-up is done. The numbers
 *   delivered lately are remembered, so no socket gets an event twice. Rows older than
 *   LIVE_OUTBOX_RETENTION_MINUTES are deleted as events are published (at most once a minute),
 *   so the table stays small. An outage longer than the replay window is caught up by the app
 *   itself: it re-reads counts and history when its socket reconnects.
 */
@Injectable()
export class LiveFanout implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LiveFanout.name);
  private deliver: Deliver = () => undefined;
  private listener: pg.Client | undefined;
  private stopped = false;
  private retryDelay = LISTEN_RETRY_BASE_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Highest number delivered (undefined until the first LISTEN: events before it are not this instance's). */
  private lastSeq: number | undefined;
  /** Where the numbering stood at the first LISTEN: nothing at or below it is ever replayed. */
  private floorSeq = 0;
  /** Numbers delivered lately, oldest first (the set answers "delivered already?"). */
  private readonly delivered = new Set<number>();
  private readonly deliveredOrder: number[] = [];
  /** Notifications held while the catch-up after a (re)connect runs. */
  private held: Numbered[] | undefined;
  /** Deliveries run one after the other, in the order queued. */
  private chain: Promise<void> = Promise.resolve();
  private lastPruneAt = 0;
  /** Resolves once the first LISTEN is in place (tests and benchmarks wait for it). */
  private listeningResolve: (() => void) | undefined;
  readonly listening: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {
    this.listening = new Promise((resolve) => {
      this.listeningResolve = resolve;
    });
  }

  get distributed(): boolean {
    return this.config.databaseUrl !== undefined;
  }

  /** The highest event number this instance delivered (undefined embedded, or before the first LISTEN). */
  get lastDeliveredSeq(): number | undefined {
    return this.lastSeq;
  }

  onDeliver(deliver: Deliver): void {
    this.deliver = deliver;
  }

  async onModuleInit(): Promise<void> {
    if (!this.distributed) {
      this.listeningResolve?.();
      return;
    }
    this.metrics.gaugeCollected(
      'pawpal_live_outbox_lag',
      'Live events published (live_outbox) that this instance has not delivered yet',
      () => this.lag(),
    );
    await this.connectListener().catch((error: unknown) => {
      this.logger.error(`LISTEN connection failed: ${describe(error)}; retrying`);
      this.scheduleReconnect();
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => undefined);
    await this.chain;
  }

  /** Sends an envelope to every instance (this one included). Never throws: a lost live event is logged. */
  async publish(envelope: LiveEnvelope): Promise<void> {
    if (!this.distributed) {
      await this.safeDeliver(envelope);
      return;
    }
    const json = JSON.stringify(envelope);
    if (Buffer.byteLength(json) + NOTICE_OVERHEAD_BYTES >= NOTIFY_PAYLOAD_LIMIT_BYTES) {
      this.logger.error(`Live event too large for NOTIFY (${Buffer.byteLength(json)} bytes): ${envelope.kind}`);
      return;
    }
    try {
      await this.dataSource.query(
        `WITH stored AS (INSERT INTO live_outbox (envelope) VALUES ($2::jsonb) RETURNING seq)
         SELECT pg_notify($1, json_build_object('seq', seq, 'envelope', $2::json)::text) FROM stored`,
        [LIVE_NOTIFY_CHANNEL, json],
      );
    } catch (error) {
      this.logger.warn(`Live event not sent (database unavailable): ${describe(error)}`);
      return;
    }
    this.pruneNowAndThen();
  }

  private async connectListener(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.config.databaseUrl, application_name: 'pawpal-live-listen' });
    const lost = (reason: string) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.held = undefined;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (!this.stopped) {
        this.logger.warn(`LISTEN connection lost (${reason}); reconnecting`);
        this.scheduleReconnect();
      }
    };
    // An error on an idle client (server restart) must never crash the process.
    client.on('error', (error) => lost(describe(error)));
    client.on('end', () => lost('ended'));
    client.on('notification', (message) => {
      if (this.listener !== client || message.channel !== LIVE_NOTIFY_CHANNEL || !message.payload) return;
      const numbered = parseNotice(message.payload);
      if (!numbered) return;
      if (this.held) this.held.push(numbered);
      else this.queue([numbered]);
    });
    this.listener = client;
    this.held = [];
    let missed: Numbered[];
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_NOTIFY_CHANNEL}`);
      missed = await this.missedSince(client);
    } catch (error) {
      if (this.listener === client) {
        this.listener = undefined;
        this.held = undefined;
      }
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    const held = this.held ?? [];
    this.held = undefined;
    if (missed.length > 0) {
      this.metrics.liveEventsReplayed.inc(missed.length);
      this.logger.log(`LISTEN reconnected: replaying ${missed.length} live event(s) published meanwhile`);
    }
    this.queue([...missed, ...held].sort((a, b) => a.seq - b.seq));
    this.retryDelay = LISTEN_RETRY_BASE_MS;
    this.listeningResolve?.();
  }

  /**
   * What this instance missed while it did not listen, oldest first (bounded); at the first LISTEN,
   * nothing: it only notes where the numbering stands.
   */
  private async missedSince(client: pg.Client): Promise<Numbered[]> {
    if (this.lastSeq === undefined) {
      const { rows } = await client.query<{ max: string }>(`SELECT COALESCE(max(seq), 0)::text AS max FROM live_outbox`);
      this.lastSeq = Number(rows[0]!.max);
      this.floorSeq = this.lastSeq;
      return [];
    }
    const { rows } = await client.query<{ seq: string; envelope: LiveEnvelope }>(
      `SELECT seq::text AS seq, envelope FROM (
         SELECT seq, envelope FROM live_outbox
         WHERE seq > $1 AND created_at > now() - $2 * interval '1 minute'
         ORDER BY seq DESC LIMIT $3) newest
       ORDER BY seq`,
      [Math.max(this.floorSeq, this.lastSeq - LIVE_REPLAY_OVERLAP), LIVE_REPLAY_WINDOW_MINUTES, LIVE_REPLAY_MAX_EVENTS],
    );
    return rows.map((row) => ({ seq: Number(row.seq), envelope: row.envelope })).filter((event) => !this.delivered.has(event.seq));
  }

  /** Delivers these after everything queued before them, each number once. */
  private queue(events: readonly Numbered[]): void {
    if (events.length === 0) return;
    this.chain = this.chain.then(async () => {
      for (const event of events) {
        if (this.delivered.has(event.seq)) continue;
        this.remember(event.seq);
        await this.safeDeliver(event.envelope);
      }
    });
  }

  private remember(seq: number): void {
    this.delivered.add(seq);
    this.deliveredOrder.push(seq);
    if (this.deliveredOrder.length > LIVE_DELIVERED_MEMORY) this.delivered.delete(this.deliveredOrder.shift()!);
    this.lastSeq = Math.max(this.lastSeq ?? 0, seq);
  }

  /** Deletes the rows past retention, at most once a minute per instance, without holding up the publisher. */
  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPruneAt < LIVE_OUTBOX_PRUNE_INTERVAL_MS) return;
    this.lastPruneAt = now;
    this.dataSource
      .query(`DELETE FROM live_outbox WHERE created_at < now() - $1 * interval '1 minute'`, [LIVE_OUTBOX_RETENTION_MINUTES])
      .catch((error: unknown) => this.logger.warn(`Pruning live_outbox failed: ${describe(error)}`));
  }

  /** Events published that this instance has not delivered (0 before its first LISTEN). */
  private async lag(): Promise<number> {
    if (this.lastSeq === undefined) return 0;
    const [row] = (await this.dataSource.query(`SELECT COALESCE(max(seq), 0)::text AS max FROM live_outbox`)) as { max: string }[];
    return Math.max(0, Number(row?.max ?? 0) - this.lastSeq);
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, LISTEN_RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connectListener().catch((error: unknown) => {
        this.logger.warn(`LISTEN reconnect failed: ${describe(error)}`);
        this.scheduleReconnect();
      });
    }, delay);
    this.retryTimer.unref();
  }

  private async safeDeliver(envelope: LiveEnvelope): Promise<void> {
    try {
      await this.deliver(envelope);
    } catch (error) {
      this.logger.error(`Live delivery failed (${envelope.kind}): ${describe(error)}`);
    }
  }
}

function parseNotice(payload: string): Numbered | undefined {
  try {
    const parsed = JSON.parse(payload) as { seq?: unknown; envelope?: unknown };
    if (typeof parsed.seq !== 'number' || typeof parsed.envelope !== 'object' || parsed.envelope === null) return undefined;
    return { seq: parsed.seq, envelope: parsed.envelope as LiveEnvelope };
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

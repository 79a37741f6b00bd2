import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { LISTEN_RETRY_BASE_MS, LISTEN_RETRY_MAX_MS, LIVE_NOTIFY_CHANNEL, NOTIFY_PAYLOAD_LIMIT_BYTES } from './live.constants.js';
import { type LiveEnvelope } from './live.messages.js';

type Deliver = (envelope: LiveEnvelope) => void | Promise<void>;

/**
 * The bridge that carries live events to every instance's sockets.
 * - Embedded database (one process, one connection): delivered in-process, no second connection.
 * - DATABASE_URL: `pg_notify` through the pool after the change committed; every instance
 *   (this one included) LISTENs on a dedicated client, not a pool connection, and delivers to
 *   its own sockets. The LISTEN client reconnects by itself (doubling delay up to 5 s).
 * Events published while an instance's LISTEN connection is down are not replayed to it: the
 * data is in the database, and clients re-read counts (polls) and history when they reconnect.
 */
@Injectable()
export class LiveFanout implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LiveFanout.name);
  private deliver: Deliver = () => undefined;
  private listener: pg.Client | undefined;
  private stopped = false;
  private retryDelay = LISTEN_RETRY_BASE_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Resolves once the first LISTEN is in place (tests and benchmarks wait for it). */
  private listeningResolve: (() => void) | undefined;
  readonly listening: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    this.listening = new Promise((resolve) => {
      this.listeningResolve = resolve;
    });
  }

  get distributed(): boolean {
    return this.config.databaseUrl !== undefined;
  }

  onDeliver(deliver: Deliver): void {
    this.deliver = deliver;
  }

  async onModuleInit(): Promise<void> {
    if (!this.distributed) {
      this.listeningResolve?.();
      return;
    }
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
  }

  /** Sends an envelope to every instance (this one included). Never throws: a lost live event is logged. */
  async publish(envelope: LiveEnvelope): Promise<void> {
    if (!this.distributed) {
      await this.safeDeliver(envelope);
      return;
    }
    const payload = JSON.stringify(envelope);
    if (Buffer.byteLength(payload) >= NOTIFY_PAYLOAD_LIMIT_BYTES) {
      this.logger.error(`Live event too large for NOTIFY (${Buffer.byteLength(payload)} bytes): ${envelope.kind}`);
      return;
    }
    try {
      await this.dataSource.query('SELECT pg_notify($1, $2)', [LIVE_NOTIFY_CHANNEL, payload]);
    } catch (error) {
      this.logger.warn(`Live event not sent (database unavailable): ${describe(error)}`);
    }
  }

  private async connectListener(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.config.databaseUrl, application_name: 'pawpal-live-listen' });
    const lost = (reason: string) => {
      if (this.listener !== client) return;
      this.listener = undefined;
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
      if (message.channel !== LIVE_NOTIFY_CHANNEL || !message.payload) return;
      let envelope: LiveEnvelope;
      try {
        envelope = JSON.parse(message.payload) as LiveEnvelope;
      } catch {
        return;
      }
      void this.safeDeliver(envelope);
    });
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_NOTIFY_CHANNEL}`);
    } catch (error) {
      if (this.listener === client) this.listener = undefined;
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.retryDelay = LISTEN_RETRY_BASE_MS;
    this.listeningResolve?.();
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

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

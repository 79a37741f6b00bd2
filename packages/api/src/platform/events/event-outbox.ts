import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { Metrics } from '../observability/metrics.js';
import { type PawpalEventName, type PawpalEvents } from './events.js';

/** A handler of a recorded event: runs in the dispatch transaction and writes through `manager` only. */
export type RecordedEventHandler<K extends PawpalEventName> = (manager: EntityManager, payload: PawpalEvents[K]) => Promise<void>;

/** One pass of the dispatcher hands at most this many events to their handlers (the next pass continues). */
export const EVENT_DISPATCH_BATCH = 200;
/** An event whose handlers failed this many times stays undispatched, with its last error, for an operator. */
export const EVENT_MAX_ATTEMPTS = 10;
/** Dispatched events are deleted after this many days; undispatched ones (given up) after EVENT_OUTBOX_KEEP_FAILED_DAYS. */
export const EVENT_OUTBOX_RETENTION_DAYS = 7;
export const EVENT_OUTBOX_KEEP_FAILED_DAYS = 30;
const PRUNE_INTERVAL_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The transactional outbox of domain events (`event_outbox`), its one writer. A change
 * whose consequences must not be lost records its event with `record(manager, …)` in its own
 * transaction (the booking writer for every booking change, sign-up for the new account), so the
 * event exists if and only if the change committed. Handlers that must run (the mail an event
 * causes) subscribe with `on(name, handler)`; `dispatchPending` runs every handler of an event in
 * one transaction with marking it dispatched, so their writes happen once — or, if a handler
 * throws, not at all and the event is tried again on a later pass (up to EVENT_MAX_ATTEMPTS).
 * Handlers are idempotent all the same (mail has dedupe keys), so a replayed event changes nothing.
 * Passes run right after the publisher's commit (EventBus.publish of a recorded event) and before
 * every round of the mail sender, so a crash between the commit and the publish only delays the
 * handlers until the next round (on any instance). The in-process EventBus stays for what may be
 * lost (live pushes).
 */
@Injectable()
export class EventOutbox implements OnModuleInit {
  private readonly logger = new Logger(EventOutbox.name);
  private readonly handlers = new Map<PawpalEventName, RecordedEventHandler<PawpalEventName>[]>();
  /** Passes in this process run one after the other (each sees what the previous one left). */
  private tail: Promise<number> = Promise.resolve(0);
  private lastPruneAt = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    this.metrics.gaugeCollected(
      'pawpal_event_outbox_pending',
      'Domain events recorded and not yet dispatched to their handlers (event_outbox)',
      async () => {
        const [row] = (await this.dataSource.query(`SELECT count(*)::int AS count FROM event_outbox WHERE dispatched_at IS NULL`)) as {
          count: number;
        }[];
        return row?.count ?? 0;
      },
    );
  }

  /** Subscribes a handler that must run for every recorded `name` event (at least once, in a transaction). */
  on<K extends PawpalEventName>(name: K, handler: RecordedEventHandler<K>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as RecordedEventHandler<PawpalEventName>);
    this.handlers.set(name, list);
  }

  /** Whether any handler waits for recorded `name` events. */
  handles(name: PawpalEventName): boolean {
    return (this.handlers.get(name)?.length ?? 0) > 0;
  }

  /** Records the event in the caller's transaction. */
  async record<K extends PawpalEventName>(manager: EntityManager, name: K, payload: PawpalEvents[K]): Promise<void> {
    await manager.query(`INSERT INTO event_outbox (name, payload, created_at) VALUES ($1, $2::jsonb, $3)`, [
      name,
      JSON.stringify(payload),
      this.clock.now(),
    ]);
  }

  /** Hands every pending event to its handlers, oldest first; resolves with how many were dispatched. */
  dispatchPending(): Promise<number> {
    const pass = this.tail.catch(() => 0).then(() => this.dispatchOnce());
    this.tail = pass;
    return pass;
  }

  private async dispatchOnce(): Promise<number> {
    await this.pruneNowAndThen();
    let after = '0';
    let dispatched = 0;
    for (let taken = 0; taken < EVENT_DISPATCH_BATCH; taken++) {
      let current: { seq: string; name: PawpalEventName } | undefined;
      try {
        const found = await this.dataSource.transaction(async (manager) => {
          const [row] = (await manager.query(
            `SELECT seq::text AS seq, name, payload FROM event_outbox
             WHERE dispatched_at IS NULL AND attempts < $1 AND seq > $2
             ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED`,
            [EVENT_MAX_ATTEMPTS, after],
          )) as { seq: string; name: PawpalEventName; payload: PawpalEvents[PawpalEventName] }[];
          if (!row) return false;
          current = { seq: row.seq, name: row.name };
          for (const handler of this.handlers.get(row.name) ?? []) await handler(manager, row.payload);
          await manager.query(`UPDATE event_outbox SET dispatched_at = $2, last_error = NULL WHERE seq = $1`, [row.seq, this.clock.now()]);
          return true;
        });
        if (!found) break;
        dispatched++;
        this.metrics.eventsDispatched.inc({ outcome: 'dispatched' });
      } catch (error) {
        // No event in hand: the database is out of reach; the next pass tries again.
        if (!current) throw error;
        const message = error instanceof Error ? error.message : String(error);
        this.metrics.eventsDispatched.inc({ outcome: 'failed' });
        this.logger.error(`Handling event ${current.seq} (${current.name}) failed, will retry: ${message}`);
        await this.dataSource.query(`UPDATE event_outbox SET attempts = attempts + 1, last_error = $2 WHERE seq = $1`, [
          current.seq,
          message.slice(0, 500),
        ]);
      }
      after = current!.seq;
    }
    return dispatched;
  }

  /** Keeps the table bounded: at most once an hour per process. */
  private async pruneNowAndThen(): Promise<void> {
    const now = this.clock.now();
    if (now.getTime() - this.lastPruneAt < PRUNE_INTERVAL_MS) return;
    this.lastPruneAt = now.getTime();
    await this.dataSource.query(`DELETE FROM event_outbox WHERE dispatched_at < $1 OR created_at < $2`, [
      new Date(now.getTime() - EVENT_OUTBOX_RETENTION_DAYS * DAY_MS),
      new Date(now.getTime() - EVENT_OUTBOX_KEEP_FAILED_DAYS * DAY_MS),
    ]);
  }
}

import { Injectable, Logger, Optional } from '@nestjs/common';
import { EventOutbox } from './event-outbox.js';
import { type PawpalEventName, type PawpalEvents } from './events.js';

export type { PawpalEventName, PawpalEvents } from './events.js';

export type EventHandler<K extends PawpalEventName> = (payload: PawpalEvents[K]) => void | Promise<void>;

/**
 * Typed in-process publish/subscribe, after the change committed. Events fan out inside this
 * process only (the embedded database has one connection, so the bus cannot use LISTEN/NOTIFY);
 * what must reach browsers on other instances is carried by src/live/ over LISTEN/NOTIFY when
 * DATABASE_URL is set. A failing handler is logged and does not affect the publisher or the other
 * handlers. What must not be lost if the process stops right after the commit (the mail an event
 * causes) is recorded in the change's transaction and handled from the EventOutbox instead:
 * publishing such an event also runs a dispatch pass, so its handlers have run when the publish
 * resolves, as the in-process ones have.
 */
@Injectable()
export class EventBus {
  private readonly logger = new Logger(EventBus.name);
  private readonly handlers = new Map<PawpalEventName, Set<EventHandler<PawpalEventName>>>();

  constructor(@Optional() private readonly outbox?: EventOutbox) {}

  /** Subscribes; returns the function that unsubscribes. */
  on<K extends PawpalEventName>(name: K, handler: EventHandler<K>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    const stored = handler as EventHandler<PawpalEventName>;
    set.add(stored);
    return () => {
      set.delete(stored);
    };
  }

  /** Runs every handler of `name`; resolves when all have settled (handlers run concurrently). */
  async publish<K extends PawpalEventName>(name: K, payload: PawpalEvents[K]): Promise<void> {
    const set = this.handlers.get(name) ?? new Set();
    const dispatch = this.outbox?.handles(name) ? [this.outbox.dispatchPending()] : [];
    if (set.size === 0 && dispatch.length === 0) return;
    const results = await Promise.allSettled([...[...set].map(async (handler) => handler(payload)), ...dispatch]);
    for (const result of results) {
      if (result.status === 'rejected') {
        const reason: unknown = result.reason;
        this.logger.error(
          `A "${name}" handler failed: ${reason instanceof Error ? reason.message : String(reason)}`,
          reason instanceof Error ? reason.stack : undefined,
        );
      }
    }
  }
}

type Callback<T = void> = (error?: unknown, result?: T) => void;

/** The callback API @fastify/session uses (connect-pg-simple's store implements it). */
export interface CallbackSessionStore {
  get(sid: string, callback: Callback<unknown>): void;
  set(sid: string, session: unknown, callback: Callback): void;
  destroy(sid: string, callback: Callback): void;
}

export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * A small write-through cache in front of the session store: a signed-in request otherwise costs
 * a session query before anything else (on the single embedded connection, or the server pool).
 * Embedded: one process (the data-directory lock), so a logout can never be missed. With several
 * instances on a server, a logout on one reaches the others' caches through the live fan-out
 * (`forget`, src/live/); should that connection be down, a stale entry lives at most the TTL.
 * Entries are JSON copies, exactly what the Postgres store would return.
 */
export class CachedSessionStore implements CallbackSessionStore {
  private readonly entries = new Map<string, { json: string; expiresAt: number }>();
  /** Bumped by every write: a lookup that raced a write is not cached (it may have read the old row). */
  private writes = 0;

  constructor(
    private readonly store: CallbackSessionStore,
    private readonly now: () => number = Date.now,
  ) {}

  get(sid: string, callback: Callback<unknown>): void {
    const entry = this.entries.get(sid);
    if (entry && entry.expiresAt > this.now()) {
      callback(undefined, JSON.parse(entry.json));
      return;
    }
    this.entries.delete(sid);
    const writesBefore = this.writes;
    this.store.get(sid, (error, session) => {
      if (!error && session && this.writes === writesBefore) this.remember(sid, session);
      callback(error, session);
    });
  }

  set(sid: string, session: unknown, callback: Callback): void {
    this.writes += 1;
    this.entries.delete(sid);
    this.store.set(sid, session, (error) => {
      if (!error) this.remember(sid, session);
      callback(error);
    });
  }

  destroy(sid: string, callback: Callback): void {
    this.writes += 1;
    this.entries.delete(sid);
    this.store.destroy(sid, callback);
  }

  /** Drops a cached lookup: another instance ended this session (delivered through the live fan-out). */
  forget(sid: string): void {
    this.writes += 1;
    this.entries.delete(sid);
  }

  private remember(sid: string, session: unknown): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sid, { json: JSON.stringify(session), expiresAt: this.now() + SESSION_CACHE_TTL_MS });
  }
}

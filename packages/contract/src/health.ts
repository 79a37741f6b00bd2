/* Health and the test clock (GET /api/health; GET /api/dev/clock, POST /api/dev/clock/advance). */

/** GET /api/health answer: 200 with database up, 503 with database down. */
export interface HealthResponse {
  status: 'ok';
  database: 'up' | 'down';
  version: string;
  /** When the database is down, why, in words an operator understands (no secrets). */
  reason?: string;
  /** The database pool: connections open, idle and requests waiting for one (a database server only). */
  pool?: { total: number; idle: number; waiting: number };
  /**
   * With a read replica (DATABASE_READ_URL) only: whether it answers and, when it does, how far its
   * replay is behind the primary. A replica that is down leaves the answer 200 (the primary is what
   * the instance cannot serve without) but the instance degraded: search, the public sitter page and
   * its reviews answer 503.
   */
  replica?: ReplicaHealth;
}

/** The read replica in GET /api/health: up with its replay lag, or down (the instance is degraded) and why. */
export interface ReplicaHealth {
  database: 'up' | 'down';
  /** When it is down, why (no answer within 2 s, or the driver's error). */
  reason?: string;
  /**
   * When it is up: seconds between the primary's last change it has received and its replay of it
   * (0 when it has replayed everything it received; null when it is not a standby).
   */
  lagSeconds?: number | null;
}

/** GET /api/health/ready answer: 200 ready, or 503 with why not (shutting down, database down). */
export type ReadinessResponse = { ready: true } | { ready: false; reason: string };

/** The furthest one POST /api/dev/clock/advance moves the test clock: 366 days, ms. */
export const MAX_CLOCK_ADVANCE_MS = 366 * 24 * 60 * 60 * 1000;

/** POST /api/dev/clock/advance body (only with PAWPAL_TEST_CLOCK=1, never in production). */
export interface AdvanceClockInput {
  /** Whole milliseconds, 1 to MAX_CLOCK_ADVANCE_MS. */
  ms: number;
}

/** Answer of both test clock calls: the server's time, ISO 8601. */
export interface DevClockResponse {
  now: string;
}

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

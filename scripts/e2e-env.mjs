// The environment the browser end-to-end tests expect of the server they run against, in one
// place: scripts/e2e-server.mjs (one embedded-database server, what npm test runs) and the
// scale-out script (three instances on Postgres behind HAProxy) both start their servers with it.

/**
 * ADMIN_EMAILS: signing up with one of these addresses makes an admin. One account per address
 * in the shared database, so each spec has its own: admin-console@ (admin.spec.ts), admin-listing@
 * (verification specs), admin-reviews@ (reviews and reports specs), admin-appeals@ (appeals.spec.ts),
 * admin@ (any other). Not
 * `@pawpal.e2e`: sign-up refuses a top-level domain with a digit ("Enter a valid email address").
 */
export const E2E_ADMIN_EMAILS =
  'admin@e2e.pawpal.test,admin-console@e2e.pawpal.test,admin-listing@e2e.pawpal.test,admin-reviews@e2e.pawpal.test,admin-appeals@e2e.pawpal.test';

/**
 * The members' anti-spam limits (30 messages a minute, 20 booking requests a day, 60 uploads an
 * hour) lifted: a spec, a benchmark or the scale-out load posts faster as one member than the
 * public may (the limits themselves are tested in packages/api/src/platform/limits).
 */
export const LOAD_TEST_MEMBER_LIMITS = {
  MESSAGE_LIMIT_PER_MINUTE: '100000',
  MESSAGE_LIMIT_PER_DAY: '100000',
  BOOKING_REQUEST_LIMIT_PER_DAY: '100000',
  UPLOAD_LIMIT_PER_HOUR: '100000',
};

/** Variables for a server the e2e specs browse at `origin` (http://127.0.0.1:PORT). */
export function e2eServerEnv(origin) {
  return {
    // The tests browse http://127.0.0.1:PORT: accept that origin in the API's same-origin checks on form posts.
    APP_ORIGIN: origin,
    ADMIN_EMAILS: E2E_ADMIN_EMAILS,
    SEED_DEMO: '0',
    // The test clock: GET /api/dev/clock, POST /api/dev/clock/advance (booking-lifecycle.spec.ts).
    PAWPAL_TEST_CLOCK: '1',
    // Every spec signs up and signs in from 127.0.0.1: the per-IP budget of 10 a minute is for the
    // public, not for a test run (the limit itself is tested in packages/api/src/auth).
    AUTH_RATE_LIMIT_PER_MINUTE: '100',
    // This machine is offline: the search map draws its pins without OpenStreetMap's tiles (a
    // failed tile request would be a console error the first-visit spec refuses).
    MAP_TILE_URL: 'none',
    // The push sender looks for due pushes every second, not every 5 (push.spec.ts waits for one
    // to reach its push service stand-in).
    PUSH_SEND_INTERVAL_SECONDS: '1',
    ...LOAD_TEST_MEMBER_LIMITS,
  };
}

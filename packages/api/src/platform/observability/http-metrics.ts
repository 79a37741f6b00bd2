import { type FastifyInstance } from 'fastify';
import { type Pool } from 'pg';
import { type Metrics } from './metrics.js';

/**
 * Measures every answered request by its route pattern (`/api/bookings/:bookingId`, never the raw
 * URL, so labels stay few; unmatched paths count as `unmatched`) and exposes the database pool.
 */
export function registerHttpMetrics(fastify: FastifyInstance, metrics: Metrics, pool: Pool | undefined): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  if (pool === undefined) return;
  metrics.gaugeCollected('pawpal_db_pool_connections', 'Database connections this instance holds open', () => pool.totalCount);
  metrics.gaugeCollected('pawpal_db_pool_idle', 'Open database connections not in use', () => pool.idleCount);
  metrics.gaugeCollected('pawpal_db_pool_waiting', 'Requests waiting for a database connection', () => pool.waitingCount);
}

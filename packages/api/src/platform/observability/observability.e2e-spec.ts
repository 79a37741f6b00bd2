import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase, signUp } from '../../../test/harness.js';
import { PawpalLogger } from './logger.js';
import { withRequestContext } from './request-context.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeEachDatabase(
  'request ids and metrics',
  (ctx) => {
    it('names every request in X-Request-Id, and an error body carries the same id', async () => {
      const ok = await ctx.fetch('/api/health');
      expect(ok.headers.get('x-request-id')).toMatch(UUID);

      const refused = await ctx.fetch('/api/bookings');
      expect(refused.status).toBe(401);
      const id = refused.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      expect(id).not.toBe(ok.headers.get('x-request-id'));
      await expect(refused.json()).resolves.toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Not signed in', requestId: id });

      // A refusal from the input checks before any route (not the exception filter) too.
      const form = await ctx.fetch('/api/pets', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=Rex',
      });
      expect(form.status).toBe(415);
      expect(((await form.json()) as { requestId: string }).requestId).toBe(form.headers.get('x-request-id'));
    });

    it('serves Prometheus metrics only with the token: requests per route pattern, latency, pool, sockets', async () => {
      expect((await ctx.fetch('/api/metrics')).status).toBe(401);
      expect((await ctx.fetch('/api/metrics', { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(401);

      await ctx.fetch('/api/health');
      await ctx.fetch('/api/bookings/00000000-0000-4000-8000-000000000000');
      const scrape = await ctx.fetch('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await scrape.text();
      expect(text).toMatch(/pawpal_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/);
      // Labelled by the route's pattern, never the raw id.
      expect(text).toMatch(/pawpal_http_requests_total\{method="GET",route="\/api\/bookings\/:bookingId",status="401"\} 1/);
      expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
      expect(text).toMatch(/pawpal_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"\}/);
      expect(text).toMatch(/pawpal_db_pool_connections [1-9]/);
      expect(text).toMatch(/pawpal_websocket_connections 0/);
      expect(text).toContain('pawpal_scheduler_sweeps_total');
      expect(text).toContain('pawpal_payment_events_total');
    });

    it('counts the mail queue: messages waiting by state, sends by outcome, and domain events waiting for dispatch', async () => {
      const scrape = async () => (await ctx.fetch('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      // Each sign-up's verification link: recorded, dispatched and queued; the first one is also
      // sent (the harness opens it through the outbox, whose read delivers what is due).
      await signUp(ctx);
      await signUp(ctx, {}, { verify: false });
      await signUp(ctx, {}, { verify: false });
      const text = await scrape();
      expect(text).toMatch(/^pawpal_mail_queue_messages\{state="queued"\} 2$/m);
      expect(text).toMatch(/^pawpal_mail_queue_messages\{state="retrying"\} 0$/m);
      expect(text).toMatch(/^pawpal_mail_queue_messages\{state="sending"\} 0$/m);
      expect(text).toMatch(/^pawpal_mail_sent_total\{outcome="sent"\} 1$/m);
      expect(text).toMatch(/^pawpal_events_dispatched_total\{outcome="dispatched"\} 3$/m);
      expect(text).toMatch(/^pawpal_event_outbox_pending 0$/m);

      await ctx.fetch('/api/dev/outbox');
      const after = await scrape();
      expect(after).toMatch(/^pawpal_mail_queue_messages\{state="queued"\} 0$/m);
      expect(after).toMatch(/^pawpal_mail_sent_total\{outcome="sent"\} 3$/m);
    });
  },
  { env: { METRICS_TOKEN: TOKEN, MAIL_SEND_INTERVAL_SECONDS: '0' } },
);

describeEachDatabase('metrics without METRICS_TOKEN', (ctx) => {
  it('do not exist', async () => {
    const response = await ctx.fetch('/api/metrics');
    expect(response.status).toBe(404);
  });
});

describe('PawpalLogger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes one JSON object a line with the request id of the request it runs for', () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const logger = new PawpalLogger({ logLevels: ['error'], json: true });
    withRequestContext({ requestId: 'req-1234' }, () => logger.error('Something broke', undefined, 'Errors'));
    logger.error('Outside a request', undefined, 'Errors');
    const lines = written
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ level: 'error', message: 'Something broke', context: 'Errors', requestId: 'req-1234' });
    expect(lines[1]).toMatchObject({ level: 'error', message: 'Outside a request' });
    expect(lines[1]).not.toHaveProperty('requestId');
  });
});

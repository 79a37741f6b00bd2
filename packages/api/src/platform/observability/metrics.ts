import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client), served at `GET /api/metrics` with the
 * METRICS_TOKEN. The platform measures HTTP requests (rate, status and latency per route pattern,
 * never per raw URL) and the database pool; features report their own through the counters and
 * gauges here (the live connection, the scheduler's sweeps, payment events) or register a gauge
 * read at scrape time (`gaugeCollected`, `gaugeCollectedBy`: the mail queue's rows by status, the
 * live outbox's lag, the domain events waiting for dispatch).
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'pawpal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'pawpal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly websocketConnections = new Gauge({
    name: 'pawpal_websocket_connections',
    help: 'Live WebSocket connections open on this instance',
    registers: [this.registry],
  });

  readonly sweeps = new Counter({
    name: 'pawpal_scheduler_sweeps_total',
    help: 'Scheduler sweeps run by this instance, by sweep (its registered name) and outcome (ran, skipped: another instance held the lock, failed)',
    labelNames: ['sweep', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly paymentEvents = new Counter({
    name: 'pawpal_payment_events_total',
    help: 'Payment provider events processed, by type and outcome',
    labelNames: ['type', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly liveEventsReplayed = new Counter({
    name: 'pawpal_live_events_replayed_total',
    help: 'Live events this instance delivered from live_outbox after its LISTEN connection came back',
    registers: [this.registry],
  });

  readonly mailSent = new Counter({
    name: 'pawpal_mail_sent_total',
    help: 'Mail delivery attempts by this instance, by outcome (sent; retrying: failed this time, queued again; failed: gave up)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'pawpal_rate_limit_refusals_total',
    help: 'Attempts refused with 429 by the shared rate limits, by kind (sign-in, message, booking-request, upload)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly eventsDispatched = new Counter({
    name: 'pawpal_events_dispatched_total',
    help: 'Domain events from event_outbox handed to their handlers by this instance, by outcome (dispatched, failed: to be tried again)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'pawpal_process_' });
  }

  /** A gauge whose value is read when Prometheus scrapes (e.g. a queue's depth from the database). */
  gaugeCollected(name: string, help: string, read: () => Promise<number> | number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  /** A gauge with one label whose values are read together at scrape time (e.g. the mail queue's rows by status). */
  gaugeCollectedBy<L extends string>(name: string, help: string, label: L, read: () => Promise<Record<string, number>>): void {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [value, count] of Object.entries(await read())) this.set({ [label]: value } as Partial<Record<L, string>>, count);
      },
    });
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { Metrics } from '../platform/observability/metrics.js';
import { MAIL_CONFIG, type MailConfig } from './mail-config.js';
import { MailQueueClaims } from './mail-queue.service.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.js';

/** How many messages one claim takes. */
const CLAIM_BATCH = 20;
/** Bound on one run: at most this many batches (the next tick continues). */
const MAX_BATCHES_PER_RUN = 50;

export interface SendResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Delivers the queue: every MAIL_SEND_INTERVAL_SECONDS it claims due messages (conditional UPDATE
 * with SKIP LOCKED: no two senders take one row), hands each to the transport, and marks it sent,
 * or queues it again with backoff (1 min, 5 min, 30 min, 2 h, 12 h; then failed). State lives in
 * the table, so a restart loses nothing: a claim left by a process that died is taken again after
 * its lease (10 min). Each round first dispatches the domain events still waiting in the
 * EventOutbox (their handlers queue mail), then runs the producers of time-based mail.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailSender.name);
  private readonly claims: MailQueueClaims;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SendResult> | undefined;
  private readonly producers: (() => Promise<void>)[] = [];

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(MAIL_CONFIG) private readonly config: MailConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly metrics: Metrics,
    private readonly outbox: EventOutbox,
  ) {
    this.claims = new MailQueueClaims(dataSource);
  }

  onApplicationBootstrap(): void {
    if (this.config.sendIntervalMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.runDue().catch((error: unknown) =>
        this.logger.error(`Mail run failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, this.config.sendIntervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  /**
   * Adds a producer of time-based mail (reminders, digests), run before each delivery: the mail due
   * at the sender's clock is queued before it is sent. A producer queues idempotently (dedupe keys).
   */
  addProducer(producer: () => Promise<void>): void {
    this.producers.push(producer);
  }

  /** Sends everything due now; waits for a run in progress first (the outbox answers after delivery). */
  async runDue(): Promise<SendResult> {
    await this.running?.catch(() => undefined);
    const run = this.deliver().finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async deliver(): Promise<SendResult> {
    // Domain events left undispatched (the process stopped between a commit and its publish, or a
    // handler failed) queue their mail first.
    try {
      await this.outbox.dispatchPending();
    } catch (error) {
      this.logger.error(`Dispatching recorded events failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const producer of this.producers) {
      try {
        await producer();
      } catch (error) {
        this.logger.error(`Queuing time-based mail failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const result: SendResult = { sent: 0, retried: 0, failed: 0 };
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const claimed = await this.claims.claim(this.clock.now(), CLAIM_BATCH);
      if (claimed.length === 0) break;
      for (const mail of claimed) {
        try {
          await this.transport.send(mail);
          await this.claims.markSent(mail, this.clock.now());
          result.sent++;
          this.metrics.mailSent.inc({ outcome: 'sent' });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const outcome = await this.claims.markFailed(mail, this.clock.now(), message);
          if (outcome === 'failed') {
            result.failed++;
            this.metrics.mailSent.inc({ outcome: 'failed' });
            this.logger.error(`Mail ${mail.id} failed for good after ${mail.attempts} attempts: ${message}`);
          } else {
            result.retried++;
            this.metrics.mailSent.inc({ outcome: 'retrying' });
            this.logger.warn(`Mail ${mail.id} attempt ${mail.attempts} failed, will retry: ${message}`);
          }
        }
      }
    }
    return result;
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import webpush from 'web-push';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { OutboundAddressRefused } from '../platform/security/outbound-address.js';
import { OutboundHttp } from '../platform/security/outbound-http.js';
import { PUSH_CONFIG, type PushConfig } from './push-config.js';
import { type ClaimedPush, PushQueueClaims } from './push-queue.service.js';
import { PushSubscriptions } from './push-subscriptions.service.js';
import { PushVapidKeys } from './push-vapid-keys.service.js';

/** How long a push service keeps a message for a browser that is offline: a day (older news is stale). */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** How long one POST to a push service may take. */
export const PUSH_REQUEST_TIMEOUT_MS = 10_000;
/** How many pushes one claim takes. */
const CLAIM_BATCH = 20;
/** Bound on one run: at most this many batches (the next tick continues). */
const MAX_BATCHES_PER_RUN = 50;

export interface PushSendResult {
  sent: number;
  retried: number;
  failed: number;
  /** Subscriptions the push service no longer knows (404/410), deleted. */
  gone: number;
  /** Subscriptions whose endpoint the server must not call (its host is or resolves to a non-public address), deleted unsent. */
  refused: number;
}

/**
 * Delivers `push_queue`: every PUSH_SEND_INTERVAL_SECONDS it claims due pushes, encrypts each for
 * its browser and signs it with VAPID (web-push: RFC 8291 and 8292), and POSTs it to the push
 * service through OutboundHttp, which connects only to a public address the endpoint's host
 * resolves to. 2xx: sent. 404/410: the subscription is gone, deleted with its pending pushes. An
 * endpoint whose host is or resolves to a loopback, private, link-local or other non-public
 * address: deleted the same way, unsent, and logged (docs/operations.md, "Server-side requests").
 * Anything else: queued again with backoff (30 s, 2 min, 10 min, 1 h; then failed).
 */
@Injectable()
export class PushSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PushSender.name);
  private readonly claims: PushQueueClaims;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<PushSendResult> | undefined;

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly vapid: PushVapidKeys,
    private readonly subscriptions: PushSubscriptions,
    private readonly outbound: OutboundHttp,
    @Inject(PUSH_CONFIG) private readonly config: PushConfig,
  ) {
    this.claims = new PushQueueClaims(dataSource);
  }

  onApplicationBootstrap(): void {
    if (this.config.sendIntervalMs <= 0) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.runDue().catch((error: unknown) =>
        this.logger.error(`Push run failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, this.config.sendIntervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Sends everything due now; waits for a run in progress first. */
  async runDue(): Promise<PushSendResult> {
    await this.running?.catch(() => undefined);
    const run = this.deliver().finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async deliver(): Promise<PushSendResult> {
    const result: PushSendResult = { sent: 0, retried: 0, failed: 0, gone: 0, refused: 0 };
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const claimed = await this.claims.claim(this.clock.now(), CLAIM_BATCH);
      if (claimed.length === 0) break;
      for (const push of claimed) {
        try {
          const status = await this.post(push);
          if (status === 404 || status === 410) {
            await this.subscriptions.forget(push.subscriptionId);
            result.gone++;
            continue;
          }
          if (status < 200 || status >= 300) throw new Error(`The push service answered ${status}`);
          await this.claims.markSent(push, this.clock.now());
          result.sent++;
        } catch (error) {
          if (error instanceof OutboundAddressRefused) {
            // Pointed into the server's own network: never sent, so drop it like a dead endpoint.
            await this.subscriptions.forget(push.subscriptionId);
            result.refused++;
            this.logger.warn(`Push ${push.id} not sent and subscription ${push.subscriptionId} deleted: ${error.message}`);
            continue;
          }
          const message = error instanceof Error ? error.message : String(error);
          const outcome = await this.claims.markFailed(push, this.clock.now(), message);
          if (outcome === 'failed') {
            result.failed++;
            this.logger.error(`Push ${push.id} failed for good after ${push.attempts} attempts: ${message}`);
          } else {
            result.retried++;
            this.logger.warn(`Push ${push.id} attempt ${push.attempts} failed, will retry: ${message}`);
          }
        }
      }
    }
    return result;
  }

  /** One encrypted, signed POST; the push service's status. */
  private async post(push: ClaimedPush): Promise<number> {
    const keys = await this.vapid.get();
    const request = webpush.generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      JSON.stringify(push.payload),
      {
        vapidDetails: { subject: this.config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    return this.outbound.post(request.endpoint, {
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: request.body ?? undefined,
      timeoutMs: PUSH_REQUEST_TIMEOUT_MS,
      allowLocalStandIn: this.config.allowLocalEndpoints,
    });
  }
}

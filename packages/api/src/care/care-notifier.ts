import { Inject, Injectable } from '@nestjs/common';
import { type NotificationKind, paths } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { type MailContent } from '../mail/mail-template.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import { type NoticeDraft, NoticesService } from '../notices/notices.service.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { Clock } from '../platform/clock/clock.js';
import { EventBus } from '../platform/events/event-bus.js';
import { type PawpalEvents } from '../platform/events/events.js';

/** What happens once a care change committed: the live updates and the refunds to issue, in order. */
export class AfterCommit {
  private readonly tasks: (() => Promise<void>)[] = [];

  add(task: () => Promise<void>): void {
    this.tasks.push(task);
  }

  async run(): Promise<void> {
    for (const task of this.tasks) await task();
  }
}

/**
 * How the care feature tells people: an email with its push (MailQueue, within the person's
 * notification preferences; the push channel rides on it), an in-app notice (NoticesService), both
 * in the change's transaction, and the live care_update once it committed (the `care.updated`
 * event, which live/ maps to the owner's and the sitter's sockets).
 */
@Injectable()
export class CareNotifier {
  constructor(
    private readonly mail: MailQueue,
    private readonly notices: NoticesService,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Queues an email (and its push) in the caller's transaction, once per `dedupeKey`. */
  async email(
    manager: EntityManager,
    to: { userId: string; email: string },
    kind: NotificationKind,
    content: MailContent,
    dedupeKey: string,
  ): Promise<void> {
    await this.mail.enqueue(manager, { userId: to.userId, to: to.email, kind, content, dedupeKey });
  }

  notice(manager: EntityManager, userId: string, draft: NoticeDraft): Promise<void> {
    return this.notices.send(manager, userId, draft);
  }

  /** The live care_update, after the commit (a lost one is caught up when the page re-reads). */
  live(payload: Omit<PawpalEvents['care.updated'], 'at'>): Promise<void> {
    return this.events.publish('care.updated', { ...payload, at: this.clock.now().toISOString() });
  }

  /** The live care_update of one of `booking`'s steps (a visit's, or the booking's own when `visitId` is null), after the commit. */
  liveFor(booking: { id: string; ownerId: string; sitterId: string }, visitId: string | null, summary: string): Promise<void> {
    return this.live({ bookingId: booking.id, ownerId: booking.ownerId, sitterId: booking.sitterId, visitId, incidentId: null, summary });
  }

  /** Asks the payments module to issue the refunds recorded for the booking (after the commit). */
  refundQueued(bookingId: string): Promise<void> {
    return this.events.publish('payment.refund_queued', { bookingId });
  }

  /** Hands the recorded events to their handlers now (the visit.missed incident), after the commit. */
  missed(payload: PawpalEvents['visit.missed']): Promise<void> {
    return this.events.publish('visit.missed', payload);
  }

  /** The booking's page in the app (absolute, for emails). */
  bookingUrl(bookingId: string): string {
    return `${this.config.appOrigin}${paths.bookingNotification(bookingId)}`;
  }

  /** The sitter's Today screen in the app (absolute, for emails). */
  todayUrl(): string {
    return `${this.config.appOrigin}${paths.careToday()}`;
  }
}

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type DeclineReason, type NotificationKind, paths, ROUTES, type ServiceType } from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { type MailContent } from '../mail/mail-template.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import { MailSender } from '../mail/mail-sender.service.js';
import { Clock } from '../platform/clock/clock.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { type BookingEventPayload } from '../platform/events/events.js';
import { type BookingFacts, notificationMail } from './notification-mail.js';
import { paymentProviders } from '../payments/providers/index.js';

const HOUR_MS = 3_600_000;
/** The owner is reminded to pay this long before an acceptance lapses. */
export const PAY_BY_REMINDER_HOURS = 12;
/** The sitter is reminded to answer this long before a request expires. */
export const RESPOND_BY_REMINDER_HOURS = 24;
/** An unread message is emailed about after this long. */
export const UNREAD_MESSAGE_DELAY_MINUTES = 15;
/** At most one unread-message email per conversation and recipient in this long. */
export const UNREAD_MESSAGE_EMAIL_GAP_MINUTES = 60;
/** Payouts decided longer ago than this are not emailed about (nobody is told of old history at a first start). */
const PAYOUT_LOOKBACK_HOURS = 48;
/** Bound on each sweep's rows per run: the next run continues. */
const SWEEP_BATCH = 200;

interface BookingRow {
  id: string;
  service: ServiceType;
  start_date: string;
  end_date: string;
  respond_by: Date;
  pay_by: Date | null;
  owner_id: string;
  owner_email: string;
  owner_first_name: string;
  sitter_id: string;
  sitter_email: string;
  sitter_first_name: string;
  /** The sitter's reason for declining, when they gave one. */
  decline_reason: DeclineReason | null;
  /** The weekly care series the booking is an occurrence of, if any. */
  series_id: string | null;
  /** Who cancelled it, once cancelled. */
  cancelled_by: 'owner' | 'sitter' | 'admin' | null;
}

/**
 * Event mail an occurrence of weekly care does not send: the sitter accepted the series once, and
 * the series' own mail (its request, its answer, the weekly charge) covers each occurrence
 * (docs/bookings.md, "Weekly care").
 */
const QUIET_FOR_SERIES: ReadonlySet<NotificationKind> = new Set<NotificationKind>(['booking_requested', 'booking_accepted']);

const BOOKING_SELECT = `
  SELECT b.id, b.service, to_char(b.start_date, 'YYYY-MM-DD') AS start_date, to_char(b.end_date, 'YYYY-MM-DD') AS end_date, b.respond_by, b.pay_by, b.decline_reason, b.series_id, b.cancelled_by,
         o.id AS owner_id, o.email AS owner_email, o.first_name AS owner_first_name,
         s.id AS sitter_id, s.email AS sitter_email, s.first_name AS sitter_first_name
  FROM bookings b JOIN users o ON o.id = b.owner_id JOIN users s ON s.id = b.sitter_id`;

function factsOf(row: BookingRow): BookingFacts {
  return {
    service: row.service,
    startDate: row.start_date,
    endDate: row.end_date,
    ownerFirstName: row.owner_first_name,
    sitterFirstName: row.sitter_first_name,
  };
}

type Party = 'owner' | 'sitter';

/** A reminder before a booking's deadline, as data: the sweep is the same for each. */
interface Reminder {
  kind: NotificationKind;
  status: 'requested' | 'accepted' | 'paid';
  deadline: 'respond_by' | 'pay_by' | 'starts_at';
  hoursBefore: number;
  parties: readonly Party[];
  content(facts: BookingFacts, url: string, party: Party, row: BookingRow, now: Date): MailContent;
}

const REMINDERS: readonly Reminder[] = [
  {
    kind: 'respond_by_reminder',
    status: 'requested',
    deadline: 'respond_by',
    hoursBefore: RESPOND_BY_REMINDER_HOURS,
    parties: ['sitter'],
    content: (facts, url, _party, row, now) => notificationMail.respondByReminder(facts, url, row.respond_by, now),
  },
  {
    kind: 'pay_by_reminder',
    status: 'accepted',
    deadline: 'pay_by',
    hoursBefore: PAY_BY_REMINDER_HOURS,
    parties: ['owner'],
    content: (facts, url, _party, row, now) => notificationMail.payByReminder(facts, url, row.pay_by ?? now, now),
  },
  {
    kind: 'stay_starts_tomorrow',
    status: 'paid',
    deadline: 'starts_at',
    hoursBefore: 24,
    parties: ['owner', 'sitter'],
    content: (facts, url, party) => notificationMail.startsTomorrow(facts, url, party),
  },
];

/**
 * Emails the events that need a person: booking requested (sitter), accepted, declined
 * and expired (owner), paid (both), cancelled (the other party), the pay-by and respond-by reminders, the stay starting tomorrow
 * and its completion with the review invitation (both), payouts paid or failed, and unread messages. Each message has a dedupe key, so an event handled twice, a sweep run on
 * two instances or after a restart queues it once. Event mail is queued from the EventOutbox: the
 * booking writer records each booking event in the change's transaction, and its dispatch (right
 * after the commit, or at the mail sender's next round if the process stopped in between) queues
 * the mail in one transaction with marking the event handled. The time-based ones are queued by
 * the sweeps, which the mail sender runs before each delivery (so the test clock's moves are followed).
 */
@Injectable()
export class BookingNotificationsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailQueue,
    private readonly sender: MailSender,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: EventOutbox,
  ) {}

  onModuleInit(): void {
    this.outbox.on('booking.created', (manager, event) =>
      this.forBooking(manager, event, 'booking_requested', (row, url) => [
        { to: 'sitter', content: notificationMail.bookingRequested(factsOf(row), url, row.respond_by, this.clock.now()) },
      ]),
    );
    this.outbox.on('booking.approved', (manager, event) =>
      this.forBooking(manager, event, 'booking_accepted', (row, url) => [
        { to: 'owner', content: notificationMail.bookingAccepted(factsOf(row), url) },
      ]),
    );
    this.outbox.on('booking.declined', (manager, event) =>
      this.forBooking(manager, event, 'booking_declined', (row, url) => [
        { to: 'owner', content: notificationMail.bookingDeclined(factsOf(row), url, row.decline_reason) },
      ]),
    );
    this.outbox.on('booking.expired', (manager, event) =>
      this.forBooking(manager, event, 'booking_expired', (row, url) => [
        { to: 'owner', content: notificationMail.bookingExpired(factsOf(row), url) },
      ]),
    );
    this.outbox.on('booking.payment_confirmed', (manager, event) =>
      this.forBooking(manager, event, 'booking_paid', (row, url) => [
        { to: 'owner', content: notificationMail.bookingPaid(factsOf(row), url, 'owner') },
        { to: 'sitter', content: notificationMail.bookingPaid(factsOf(row), url, 'sitter') },
      ]),
    );
    // The party who cancelled knows; the other one is told (both when an admin cancelled).
    this.outbox.on('booking.cancelled', (manager, event) =>
      this.forBooking(manager, event, 'booking_cancelled', (row, url) => {
        const by = row.cancelled_by ?? 'admin';
        return (['owner', 'sitter'] as const)
          .filter((party) => party !== by)
          .map((party) => ({ to: party, content: notificationMail.bookingCancelled(factsOf(row), url, party, by) }));
      }),
    );
    this.outbox.on('booking.completed', (manager, event) =>
      this.forBooking(manager, event, 'booking_completed', (row) => {
        const url = `${this.config.appOrigin}${paths.bookingReview(row.id)}`;
        return [
          { to: 'owner', content: notificationMail.bookingCompleted(factsOf(row), url, 'owner') },
          { to: 'sitter', content: notificationMail.bookingCompleted(factsOf(row), url, 'sitter') },
        ];
      }),
    );
    this.sender.addProducer(() => this.sweep());
  }

  /** The time-based mail due now: reminders, payouts, unread messages. Idempotent (dedupe keys). */
  async sweep(): Promise<void> {
    const now = this.clock.now();
    await this.reminders(now);
    await this.payouts(now);
    await this.unreadMessages(now);
  }

  /** Queues an event's mail in the dispatch transaction (EventOutbox): once per booking, kind and party (dedupe key). */
  private async forBooking(
    manager: EntityManager,
    event: BookingEventPayload,
    kind: NotificationKind,
    build: (row: BookingRow, url: string) => { to: 'owner' | 'sitter'; content: MailContent }[],
  ): Promise<void> {
    const [row] = (await manager.query(`${BOOKING_SELECT} WHERE b.id = $1`, [event.bookingId])) as BookingRow[];
    if (!row || (row.series_id !== null && QUIET_FOR_SERIES.has(kind))) return;
    for (const message of build(row, this.bookingUrl(row.id)))
      await this.toParty(manager, row, message.to, kind, message.content, `${kind}:${row.id}:${message.to}`);
  }

  /** Each reminder of REMINDERS due now: a booking in its state whose deadline is within its hours, not yet reminded. */
  private async reminders(now: Date): Promise<void> {
    for (const reminder of REMINDERS) {
      const rows = (await this.dataSource.query(
        `${BOOKING_SELECT}
         WHERE b.status = $1 AND b.${reminder.deadline} > $2 AND b.${reminder.deadline} <= $3
           AND NOT EXISTS (SELECT 1 FROM mail_queue q WHERE q.dedupe_key = $4 || b.id || ':' || $5)
         ORDER BY b.${reminder.deadline} LIMIT $6`,
        [
          reminder.status,
          now,
          new Date(now.getTime() + reminder.hoursBefore * HOUR_MS),
          `${reminder.kind}:`,
          reminder.parties[0],
          SWEEP_BATCH,
        ],
      )) as BookingRow[];
      for (const row of rows) {
        await this.dataSource.transaction(async (manager) => {
          for (const party of reminder.parties) {
            const content = reminder.content(factsOf(row), this.bookingUrl(row.id), party, row, now);
            await this.toParty(manager, row, party, reminder.kind, content, `${reminder.kind}:${row.id}:${party}`);
          }
        });
      }
    }
  }

  private async payouts(now: Date): Promise<void> {
    const rows = (await this.dataSource.query(
      `SELECT p.id, p.status, p.amount_cents, p.failure_reason, p.provider, u.id AS user_id, u.email, u.first_name FROM payouts p JOIN users u ON u.id = p.sitter_id
       WHERE ((p.status = 'paid' AND p.paid_at > $1) OR (p.status = 'failed' AND p.failed_at > $1))
         AND NOT EXISTS (SELECT 1 FROM mail_queue q WHERE q.dedupe_key = 'payout_' || p.status || ':' || p.id)
       ORDER BY p.updated_at LIMIT $2`,
      [new Date(now.getTime() - PAYOUT_LOOKBACK_HOURS * HOUR_MS), SWEEP_BATCH],
    )) as {
      id: string;
      status: 'paid' | 'failed';
      amount_cents: number;
      failure_reason: string | null;
      provider: string | null;
      user_id: string;
      email: string;
      first_name: string;
    }[];
    const url = `${this.config.appOrigin}${ROUTES.payoutSettings}`;
    for (const row of rows) {
      const amount = `$${(row.amount_cents / 100).toFixed(2)}`;
      const kind = row.status === 'paid' ? 'payout_paid' : 'payout_failed';
      const content =
        row.status === 'paid'
          ? notificationMail.payoutPaid(
              row.first_name,
              amount,
              url,
              paymentProviders.named(row.provider ?? '')?.payoutsLandIn === 'provider_account',
            )
          : notificationMail.payoutFailed(row.first_name, amount, row.failure_reason ?? 'the bank refused it', url);
      await this.mail.enqueue(this.dataSource.manager, {
        userId: row.user_id,
        to: row.email,
        kind,
        content,
        dedupeKey: `${kind}:${row.id}`,
      });
    }
  }

  /**
   * Unread messages older than 15 minutes, batched per conversation: one email per conversation
   * and recipient in any hour, about the messages since the last such email.
   */
  private async unreadMessages(now: Date): Promise<void> {
    const rows = (await this.dataSource.query(
      `WITH pending AS (
         SELECT c.id AS channel_id, r.user_id AS recipient_id, min(m.created_at) AS oldest, count(*)::int AS unread, max(m.seq) AS last_seq,
                (array_agg(m.sender_id ORDER BY m.seq DESC))[1] AS sender_id
         FROM chat_channels c
         CROSS JOIN LATERAL (VALUES (c.user_a_id), (c.user_b_id)) AS r(user_id)
         JOIN chat_messages m ON m.channel_id = c.id AND m.sender_id <> r.user_id
         LEFT JOIN chat_read_state rs ON rs.channel_id = c.id AND rs.user_id = r.user_id
         WHERE m.seq > COALESCE(rs.last_read_seq, 0) AND c.last_activity_at > $3
         GROUP BY c.id, r.user_id
       )
       SELECT p.channel_id, p.recipient_id, p.unread, p.last_seq, u.email, u.first_name, s.first_name AS sender_first_name
       FROM pending p JOIN users u ON u.id = p.recipient_id JOIN users s ON s.id = p.sender_id
       WHERE p.oldest <= $1
         AND NOT EXISTS (SELECT 1 FROM mail_queue q WHERE q.kind = 'new_message' AND q.user_id = p.recipient_id
                           AND q.dedupe_key LIKE 'new_message:' || p.channel_id || ':%' AND q.created_at > $2)
         AND NOT EXISTS (SELECT 1 FROM mail_queue q WHERE q.dedupe_key = 'new_message:' || p.channel_id || ':' || p.recipient_id || ':' || p.last_seq)
       LIMIT $4`,
      [
        new Date(now.getTime() - UNREAD_MESSAGE_DELAY_MINUTES * 60_000),
        new Date(now.getTime() - UNREAD_MESSAGE_EMAIL_GAP_MINUTES * 60_000),
        new Date(now.getTime() - 7 * 24 * HOUR_MS),
        SWEEP_BATCH,
      ],
    )) as {
      channel_id: string;
      recipient_id: string;
      unread: number;
      last_seq: string;
      email: string;
      first_name: string;
      sender_first_name: string;
    }[];
    for (const row of rows) {
      await this.mail.enqueue(this.dataSource.manager, {
        userId: row.recipient_id,
        to: row.email,
        kind: 'new_message',
        content: notificationMail.newMessages(
          row.first_name,
          row.sender_first_name,
          row.unread,
          `${this.config.appOrigin}${paths.chat(row.channel_id)}`,
        ),
        dedupeKey: `new_message:${row.channel_id}:${row.recipient_id}:${row.last_seq}`,
      });
    }
  }

  private toParty(
    manager: EntityManager,
    row: BookingRow,
    party: 'owner' | 'sitter',
    kind: NotificationKind,
    content: MailContent,
    dedupeKey: string,
  ): Promise<boolean> {
    const userId = party === 'owner' ? row.owner_id : row.sitter_id;
    const to = party === 'owner' ? row.owner_email : row.sitter_email;
    return this.mail.enqueue(manager, { userId, to, kind, content, dedupeKey });
  }

  private bookingUrl(bookingId: string): string {
    return `${this.config.appOrigin}${paths.bookingNotification(bookingId)}`;
  }
}

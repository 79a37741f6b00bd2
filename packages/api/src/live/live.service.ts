import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type FastifyInstance } from 'fastify';
import { DataSource } from 'typeorm';
import { pendingRequestCountSql } from '../bookings/pending-requests.js';
import { type BookingNotificationType, WS_CLOSE_GOING_AWAY, WS_CLOSE_NORMAL } from '@pawpal/contract';
import { ChatService } from '../chat/chat.service.js';
import { incidentCareUpdate } from '../incidents/incident-reads.js';
import { EventBus } from '../platform/events/event-bus.js';
import { ConnectionRegistry } from './connection-registry.js';
import { LiveFanout } from './live-fanout.js';
import { BOOKING_EVENT_NAMES, type BookingEventName, type LiveEnvelope } from './live.messages.js';
import { Readiness } from '../platform/health/readiness.js';

/** Longest care summary a live envelope carries (it crosses instances by NOTIFY, under 8,000 bytes). */
const CARE_SUMMARY_MAX_LENGTH = 500;

interface BookingNotice {
  type: BookingNotificationType;
  to: 'owner' | 'sitter';
  title: string;
  /** `by`: who cancelled, for booking.cancelled (null for the other events). */
  message: (names: { owner: string; sitter: string }, by: Canceller | null) => string;
}

type Canceller = 'owner' | 'sitter' | 'admin';

/** Which booking transitions notify whom (spec notification types), and how they read. */
const BOOKING_NOTICES: Partial<Record<BookingEventName, BookingNotice[]>> = {
  'booking.created': [
    { type: 'booking_created', to: 'sitter', title: 'New booking request', message: ({ owner }) => `${owner} sent you a booking request.` },
  ],
  'booking.approved': [
    {
      type: 'booking_approved',
      to: 'owner',
      title: 'Booking accepted',
      message: ({ sitter }) => `${sitter} accepted your booking request.`,
    },
  ],
  'booking.declined': [
    {
      type: 'booking_declined',
      to: 'owner',
      title: 'Booking declined',
      message: ({ sitter }) => `${sitter} declined your booking request.`,
    },
  ],
  'booking.payment_confirmed': [
    { type: 'payment_confirmed', to: 'sitter', title: 'Payment confirmed', message: ({ owner }) => `${owner} paid for their booking.` },
    {
      type: 'payment_confirmed',
      to: 'owner',
      title: 'Payment confirmed',
      message: ({ sitter }) => `Your payment for the booking with ${sitter} went through.`,
    },
  ],
  // To the party who did not cancel (both when an admin did): deliverBooking reads who did.
  'booking.cancelled': [
    {
      type: 'booking_cancelled',
      to: 'sitter',
      title: 'Booking cancelled',
      message: ({ owner }, by) => (by === 'admin' ? `Pawpal cancelled your booking with ${owner}.` : `${owner} cancelled their booking.`),
    },
    {
      type: 'booking_cancelled',
      to: 'owner',
      title: 'Booking cancelled',
      message: ({ sitter }, by) => (by === 'admin' ? `Pawpal cancelled your booking with ${sitter}.` : `${sitter} cancelled your booking.`),
    },
  ],
  'booking.completed': [
    {
      type: 'booking_completed',
      to: 'sitter',
      title: 'Booking completed',
      message: ({ owner }) => `Your booking with ${owner} is complete.`,
    },
    {
      type: 'booking_completed',
      to: 'owner',
      title: 'Booking completed',
      message: ({ sitter }) => `Your booking with ${sitter} is complete.`,
    },
  ],
};

/**
 * Turns domain events into live messages: subscribes on the in-process bus, sends id-only
 * envelopes through the fan-out bridge, and on delivery (every instance) reads what it needs and
 * pushes to the sockets this instance holds.
 */
@Injectable()
export class LiveService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveService.name);
  private readonly unsubscribes: (() => void)[] = [];

  constructor(
    private readonly events: EventBus,
    private readonly fanout: LiveFanout,
    private readonly registry: ConnectionRegistry,
    private readonly chat: ChatService,
    private readonly dataSource: DataSource,
    private readonly adapterHost: HttpAdapterHost,
    private readonly readiness: Readiness,
  ) {}

  onModuleInit(): void {
    // A drain closes this instance's sockets with 1001: the app reconnects (to another instance).
    this.readiness.onDrain(() => this.registry.closeAll(WS_CLOSE_GOING_AWAY, 'Server shutting down'));
    this.fanout.onDeliver((envelope) => this.deliver(envelope));
    // Handlers hand off without awaiting: the publisher (an HTTP request) does not wait for pushes.
    // fanout.publish never rejects (a lost live event is logged; the data is already committed).
    const send = (envelope: LiveEnvelope) => {
      void this.fanout.publish(envelope);
    };
    this.unsubscribes.push(
      this.events.on('chat.message_sent', ({ messageId, recipientId }) => send({ kind: 'message', messageId, recipientId })),
      this.events.on('chat.read', ({ userId }) => send({ kind: 'read', userId })),
      // Awaited: by the time logout (or a password reset) answers, this instance has dropped the
      // session's cached lookup and its sockets are closing, without waiting for the fan-out's echo
      // (over LISTEN/NOTIFY that arrives later); the other instances hear it through the fan-out.
      this.events.on('session.ended', async ({ sessionId }) => {
        await this.deliver({ kind: 'session_ended', sessionId });
        await this.fanout.publish({ kind: 'session_ended', sessionId });
      }),
    );
    this.unsubscribes.push(
      this.events.on('incident.changed', ({ incidentId, step, updateId, actorId }) =>
        send({ kind: 'incident', incidentId, step, updateId, actorId }),
      ),
    );
    // A care update goes to the booking's owner and sitter (the sitter's other tabs too).
    this.unsubscribes.push(
      this.events.on('care.updated', ({ at, ...update }) =>
        send({ kind: 'care', ...update, summary: update.summary.slice(0, CARE_SUMMARY_MAX_LENGTH), createdAt: at }),
      ),
    );
    for (const event of BOOKING_EVENT_NAMES) {
      this.unsubscribes.push(
        this.events.on(event, ({ bookingId, ownerId, sitterId }) => send({ kind: 'booking', event, bookingId, ownerId, sitterId })),
      );
    }
  }

  onModuleDestroy(): void {
    for (const unsubscribe of this.unsubscribes) unsubscribe();
  }

  /** Runs on every instance for every envelope; does nothing unless this instance holds a recipient's socket. */
  async deliver(envelope: LiveEnvelope): Promise<void> {
    switch (envelope.kind) {
      case 'message': {
        if (!this.registry.hasUser(envelope.recipientId)) return;
        const found = await this.chat.newMessageNotice(envelope.messageId, envelope.recipientId);
        if (!found) return;
        this.registry.sendToUser(envelope.recipientId, { type: 'new_message', ...found.notice });
        this.registry.sendToUser(envelope.recipientId, { type: 'counts', unreadMessages: found.unreadCount });
        return;
      }
      case 'read':
        await this.sendUnreadCount(envelope.userId);
        return;
      case 'session_ended':
        // Another instance may have ended it: drop this instance's cached lookup too.
        (this.adapterHost.httpAdapter.getInstance() as FastifyInstance).pawpalSessionCache?.forget(envelope.sessionId);
        this.registry.closeSession(envelope.sessionId, WS_CLOSE_NORMAL, 'Signed out');
        return;
      case 'booking':
        await this.deliverBooking(envelope);
        return;
      case 'incident':
        await this.deliverIncident(envelope);
        return;
      case 'care': {
        const { kind: _kind, ownerId, sitterId, ...message } = envelope;
        for (const userId of new Set([ownerId, sitterId])) {
          if (this.registry.hasUser(userId)) this.registry.sendToUser(userId, { type: 'care_update', ...message });
        }
        return;
      }
      default:
        envelope satisfies never;
    }
  }

  /** Unread chat count for a user's sockets (after a message or a mark-read). */
  async sendUnreadCount(userId: string): Promise<void> {
    if (!this.registry.hasUser(userId)) return;
    this.registry.sendToUser(userId, { type: 'counts', unreadMessages: await this.chat.unreadCount(userId) });
  }

  private async deliverBooking(envelope: Extract<LiveEnvelope, { kind: 'booking' }>): Promise<void> {
    const ownerHere = this.registry.hasUser(envelope.ownerId);
    const sitterHere = this.registry.hasUser(envelope.sitterId);
    if (!ownerHere && !sitterHere) return;
    const by = envelope.event === 'booking.cancelled' ? await this.cancelledBy(envelope.bookingId) : null;
    // Who cancelled a booking is not told of it (they did it).
    const notices = (BOOKING_NOTICES[envelope.event] ?? []).filter((notice) => notice.to !== by);
    if (notices.length > 0) {
      const names = await this.firstNames(envelope.ownerId, envelope.sitterId);
      const createdAt = new Date().toISOString();
      for (const notice of notices) {
        const userId = notice.to === 'owner' ? envelope.ownerId : envelope.sitterId;
        this.registry.sendToUser(userId, {
          type: notice.type,
          bookingId: envelope.bookingId,
          title: notice.title,
          message: notice.message(names, by),
          createdAt,
        });
      }
    }
    // Every transition can change the sitter's pending-requests badge.
    if (sitterHere) {
      const pending = await this.pendingBookings(envelope.sitterId);
      if (pending !== undefined) this.registry.sendToUser(envelope.sitterId, { type: 'counts', pendingBookings: pending });
    }
  }

  /** A step of an incident, as the contract's care_update, to the people on it (but the one who acted) whose sockets this instance holds. */
  private async deliverIncident(envelope: Extract<LiveEnvelope, { kind: 'incident' }>): Promise<void> {
    const found = await incidentCareUpdate(this.dataSource, envelope);
    if (!found) return;
    for (const userId of found.recipients) this.registry.sendToUser(userId, found.message);
  }

  /** Who cancelled a booking (admin when the row does not say). */
  private async cancelledBy(bookingId: string): Promise<Canceller> {
    const [row] = (await this.dataSource.query(`SELECT cancelled_by FROM bookings WHERE id = $1`, [bookingId])) as {
      cancelled_by: Canceller | null;
    }[];
    return row?.cancelled_by ?? 'admin';
  }

  private async firstNames(ownerId: string, sitterId: string): Promise<{ owner: string; sitter: string }> {
    const rows = (await this.dataSource.query(`SELECT id, first_name FROM users WHERE id IN ($1, $2)`, [ownerId, sitterId])) as {
      id: string;
      first_name: string;
    }[];
    const byId = new Map(rows.map((row) => [row.id, row.first_name]));
    return { owner: byId.get(ownerId) ?? 'The owner', sitter: byId.get(sitterId) ?? 'The sitter' };
  }

  /** Requests waiting for the sitter's answer (the nav badge), or undefined when bookings are unavailable. */
  private async pendingBookings(sitterId: string): Promise<number | undefined> {
    try {
      const [row] = (await this.dataSource.query(`SELECT ${pendingRequestCountSql('$1')} AS count`, [sitterId])) as { count: number }[];
      return row?.count ?? 0;
    } catch (error) {
      this.logger.warn(`Pending bookings count unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }
}

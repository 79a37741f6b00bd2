/**
 * Every domain event and its payload. To add an event, add a line here (name: `<noun>.<past verb>`,
 * payload: ids and the few fields subscribers need, never entities), publish it where it happens,
 * after the change is committed, and subscribe with `eventBus.on(name, handler)` in the module
 * that reacts (usually in its service's constructor or onModuleInit). When a reaction must not be
 * lost (mail), also record the event in the change's transaction (`eventOutbox.record(manager, …)`)
 * and subscribe that reaction with `eventOutbox.on(name, (manager, payload) => …)`. The map sits on
 * the platform floor so any feature can publish or subscribe without importing another: it names
 * the features' events and imports none of them.
 */
export interface PawpalEvents {
  /** Recorded in the account's transaction (the verification email). */
  /** `next`: the app page sign-up started from (a safe return path), where the verification link lands. */
  'user.signed_up': { userId: string; email: string; firstName: string; next?: string };
  /** Someone tried to sign up with this account's address (recorded; the owner is told, at most once an hour). */
  'user.sign_up_attempted': { userId: string; at: string };
  /**
   * Someone asked for a password reset link for this address (recorded whether or not it has an
   * account; the handler, after the answer, sends a link when it has). `requestId` keys the mail.
   */
  'user.password_reset_requested': { email: string; requestId: string };
  /** A chat message was stored (committed); the recipient's sockets get new_message and counts. */
  'chat.message_sent': { messageId: string; channelId: string; senderId: string; recipientId: string };
  /** A participant marked a channel read; their sockets get counts. */
  'chat.read': { channelId: string; userId: string };
  /** A session ended (logout): every socket opened with it is closed, on every instance. */
  'session.ended': { sessionId: string; userId: string | null };
  // Bookings: one event per transition, recorded in its transaction by the booking writer and
  // published after it commits (ids only).
  'booking.created': BookingEventPayload;
  /** accepted by the sitter (notification type booking_approved) */
  'booking.approved': BookingEventPayload;
  'booking.declined': BookingEventPayload;
  /** paid (notification type payment_confirmed) */
  'booking.payment_confirmed': BookingEventPayload;
  /** paid booking reached its start (scheduler) */
  'booking.started': BookingEventPayload;
  'booking.completed': BookingEventPayload;
  'booking.cancelled': BookingEventPayload;
  /** unanswered request or unpaid acceptance ran out of time (scheduler) */
  'booking.expired': BookingEventPayload;
  /**
   * a refund was recorded (pending) outside a cancellation, for the payments module to issue: money
   * that arrived for a booking no longer payable (cancelled or lapsed meanwhile), or an admin's refund of a completed stay
   */
  'payment.refund_queued': { bookingId: string };
  /**
   * A visit of a paid stay had no check-in by twice the grace after it was due (recorded in the
   * sweep's transaction): the owner is told and a missed_visit incident opens (docs/care.md).
   */
  'visit.missed': { visitId: string; bookingId: string; ownerId: string; sitterId: string; dueAt: string };
  /**
   * A step of an incident committed (opened, an update in its thread, acknowledged, resolved, its
   * hold released): the people on it other than `actorId` get a live care_update (docs/incidents.md).
   * `updateId` names the thread's update for `updated`.
   */
  'incident.changed': {
    incidentId: string;
    bookingId: string;
    step: IncidentStep;
    updateId: string | null;
    actorId: string | null;
  };
  /**
   * Something happened during a stay that the booking's people follow live (a check-in or
   * check-out, a missed visit, a late daily update, a vet claim): published after the change
   * committed, mapped by live/ to a care_update message for the owner and the sitter. `summary`
   * is the timeline's line (one sentence, never a position or the home access).
   */
  'care.updated': {
    bookingId: string;
    ownerId: string;
    sitterId: string;
    visitId: string | null;
    incidentId: string | null;
    summary: string;
    /** When it happened (ISO 8601, the server's clock). */
    at: string;
  };
  /** A booking request named standby sitters, in order (recorded in the request's transaction; docs/standby.md). */
  'booking.standbys_named': { bookingId: string; ownerId: string; sitterIds: string[] };
  /**
   * The booked sitter cancelled a paid booking whose standbys had opted in: the booking stays paid
   * while they are offered it (recorded in the cancel's transaction). Counts as the sitter's cancellation.
   */
  'booking.sitter_withdrew': BookingEventPayload & { at: string };
  /** A standby took a booking over from `fromSitterId` (recorded in the takeover's transaction). */
  'booking.handed_over': BookingEventPayload & { fromSitterId: string };
  /**
   * An accepted change moved the booking's stay (dates, times, service or pets), recorded in the
   * change's transaction by the booking writer: care rewrites a paid booking's visits still to come.
   */
  'booking.changed': BookingEventPayload;
  /**
   * A sitter is listed: an admin approved their profile, or lifted the suspension of an approved
   * sitter (reinstated, or overturned on appeal), recorded in that transaction. Saved searches
   * whose circle holds the sitter's suburb tell their members, each saved search once per sitter.
   */
  'sitter.listed': { sitterId: string };
}

/** The steps of an incident that its people hear about live. */
export type IncidentStep = 'opened' | 'updated' | 'acknowledged' | 'resolved' | 'hold_released';

/** Who a booking event concerns: subscribers look up anything else they need. */
export interface BookingEventPayload {
  bookingId: string;
  ownerId: string;
  sitterId: string;
}

export type PawpalEventName = keyof PawpalEvents;

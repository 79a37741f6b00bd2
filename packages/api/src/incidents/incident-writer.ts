import { Injectable } from '@nestjs/common';
import { INCIDENT_ACK_MINUTES, type IncidentAuthorRole, type IncidentKind } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';

const MINUTE_MS = 60_000;

/** What a new incident is. */
export interface NewIncident {
  bookingId: string;
  kind: IncidentKind;
  description: string;
  openedBy: string | null;
  openedByRole: 'owner' | 'sitter' | 'pawpal';
  holdsPayout: boolean;
  visitId?: string | null;
  petId?: string | null;
  lastSeenSuburb?: string | null;
  lastSeenAt?: Date | null;
  photos: readonly string[];
}

/**
 * The one writer of `incidents` and `incident_updates` (docs/incidents.md). Every change is a
 * conditional statement in the caller's transaction that answers whether it happened (an UPDATE
 * answers `[rows, count]` through TypeORM), so a step taken twice (two admins acknowledging at
 * once, an event handled again) happens once.
 */
@Injectable()
export class IncidentWriter {
  /** Opens an incident, its promise INCIDENT_ACK_MINUTES from `now`; undefined when its visit already has one. */
  async open(manager: EntityManager, incident: NewIncident, now: Date): Promise<string | undefined> {
    const [row] = (await manager.query(
      `INSERT INTO incidents (booking_id, kind, description, opened_by, opened_by_role, opened_at, acknowledge_by, holds_payout,
                              visit_id, pet_id, last_seen_suburb, last_seen_at, photos)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::text[])
       ON CONFLICT (visit_id) WHERE visit_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        incident.bookingId,
        incident.kind,
        incident.description,
        incident.openedBy,
        incident.openedByRole,
        now,
        new Date(now.getTime() + INCIDENT_ACK_MINUTES * MINUTE_MS),
        incident.holdsPayout,
        incident.visitId ?? null,
        incident.petId ?? null,
        incident.lastSeenSuburb ?? null,
        incident.lastSeenAt ?? null,
        [...incident.photos],
      ],
    )) as { id: string }[];
    return row?.id;
  }

  /** Adds to the thread; answers the update's id. */
  async addUpdate(
    manager: EntityManager,
    incidentId: string,
    author: { id: string | null; role: IncidentAuthorRole },
    text: string,
    photos: readonly string[],
    now: Date,
  ): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO incident_updates (incident_id, author_id, author_role, text, photos, created_at) VALUES ($1, $2, $3, $4, $5::text[], $6) RETURNING id`,
      [incidentId, author.id, author.role, text, [...photos], now],
    )) as { id: string }[];
    return row!.id;
  }

  /** open → acknowledged by `adminId`; false when it was not open. */
  async acknowledge(manager: EntityManager, incidentId: string, adminId: string, now: Date): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE incidents SET status = 'acknowledged', acknowledged_at = $2, acknowledged_by = $3 WHERE id = $1 AND status = 'open'`,
      [incidentId, now, adminId],
    )) as [unknown, number];
    return affected > 0;
  }

  /**
   * → resolved with the outcome (and the refund given); an open incident is acknowledged by the
   * same step (an answer is an acknowledgement). The payout hold ends when `releaseHold`, else
   * stays as it was. False when it was resolved already.
   */
  async resolve(
    manager: EntityManager,
    incidentId: string,
    resolution: { adminId: string; outcome: string; refundCents: number | null; releaseHold: boolean },
    now: Date,
  ): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE incidents SET status = 'resolved', resolved_at = $2, resolved_by = $3, outcome = $4, refund_cents = $5,
              holds_payout = holds_payout AND NOT $6::boolean,
              acknowledged_at = coalesce(acknowledged_at, $2), acknowledged_by = coalesce(acknowledged_by, $3)
        WHERE id = $1 AND status <> 'resolved'`,
      [incidentId, now, resolution.adminId, resolution.outcome, resolution.refundCents, resolution.releaseHold],
    )) as [unknown, number];
    return affected > 0;
  }

  /** A resolved incident that kept its hold lets go of it; false when it held nothing or is not resolved. */
  async releaseHold(manager: EntityManager, incidentId: string): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE incidents SET holds_payout = false WHERE id = $1 AND status = 'resolved' AND holds_payout`,
      [incidentId],
    )) as [unknown, number];
    return affected > 0;
  }

  /**
   * The open incidents whose alert is due at `now`, marked so that each alert goes once: `warn`
   * from INCIDENT_ACK_WARN_MINUTES after opening while the promise still holds, `overdue` once it
   * passed. Answers their ids.
   */
  async takeDueAlerts(manager: EntityManager, alert: 'warn' | 'overdue', now: Date, warnAfterMinutes: number): Promise<string[]> {
    const sql =
      alert === 'warn'
        ? `UPDATE incidents SET ack_warned_at = $1
            WHERE status = 'open' AND ack_warned_at IS NULL AND acknowledge_by >= $1 AND opened_at + make_interval(mins => $2) <= $1
            RETURNING id`
        : `UPDATE incidents SET ack_overdue_at = $1 WHERE status = 'open' AND ack_overdue_at IS NULL AND acknowledge_by < $1 RETURNING id`;
    // An UPDATE answers its rows and its count.
    const [rows] = (await manager.query(sql, alert === 'warn' ? [now, warnAfterMinutes] : [now])) as [{ id: string }[], number];
    return rows.map((row) => row.id);
  }
}

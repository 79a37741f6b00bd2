import { Injectable } from '@nestjs/common';
import { type RoutePoint } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { type PlannedTask, type PlannedVisit } from './visit-plan.js';

/**
 * SQL condition: visit `v` was due while its booking `b` was paid or under way, including the
 * visits due before it completed: the last visit of a drop-in booking is due before the booking's
 * end and its grace runs past it, and the pick-up of a stay is due at the end itself.
 */
export function duringStaySql(b: string, v: string): string {
  return `(${b}.status IN ('paid', 'in_progress') OR (${b}.status = 'completed' AND ${v}.due_at <= ${b}.completed_at))`;
}

/** What a check-out writes. */
export interface CheckOutRecord {
  tasks: readonly { taskId: string; done: boolean; note: string | null }[];
  note: string | null;
  photoUploadIds: readonly string[];
  route: { points: RoutePoint[]; distanceM: number; durationS: number } | null;
}

/** A visit a sweep changed, with what its messages need. */
export interface SweptVisit {
  id: string;
  booking_id: string;
  kind: string;
  due_at: Date;
}

/**
 * The one writer of `visits`, `visit_tasks` and `visit_photos` (docs/decisions/0021): the schedule
 * written when a booking is paid (and by the migration's and the seed's backfill), the tasks
 * refreshed when a care plan changes, check-ins and check-outs, excuses, and the sweeps' marks
 * (the sitter alerted, missed, refunded). Every change is a conditional UPDATE on the state it
 * expects, so a concurrent or repeated change touches nothing; callers read the row count. It has
 * no dependencies, so the migration can use it as it is.
 */
@Injectable()
export class VisitWriter {
  /** Writes a booking's planned visits with their tasks; a visit already written (the same kind and time) is left as it is. Returns how many were new. */
  async insertSchedule(manager: EntityManager, bookingId: string, visits: readonly PlannedVisit[], now: Date): Promise<number> {
    let inserted = 0;
    for (const visit of visits) {
      const rows = (await manager.query(
        `INSERT INTO visits (booking_id, kind, label, day, due_at, window_minutes, opens_at, late_after, missed_after, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (booking_id, kind, due_at) DO NOTHING RETURNING id`,
        [
          bookingId,
          visit.kind,
          visit.label,
          visit.day,
          visit.dueAt,
          visit.windowMinutes,
          visit.opensAt,
          visit.lateAfter,
          visit.missedAfter,
          now,
        ],
      )) as { id: string }[];
      if (rows.length === 0) continue;
      inserted += 1;
      await this.insertTasks(manager, rows[0]!.id, visit.tasks);
    }
    return inserted;
  }

  /** Replaces the tasks of a visit nobody has started (no check-in): a changed care plan's lines. False when it started meanwhile. */
  async replaceTasks(manager: EntityManager, visitId: string, tasks: readonly PlannedTask[]): Promise<boolean> {
    const [locked] = (await manager.query(
      `SELECT id FROM visits WHERE id = $1 AND checked_in_at IS NULL AND excused_at IS NULL FOR UPDATE`,
      [visitId],
    )) as { id: string }[];
    if (!locked) return false;
    await manager.query(`DELETE FROM visit_tasks WHERE visit_id = $1`, [visitId]);
    await this.insertTasks(manager, visitId, tasks);
    return true;
  }

  /**
   * The sitter checked in at `at` (a daily update is checked in by its check-out, late or not);
   * false when it was checked in already, excused, or missed meanwhile.
   */
  async checkIn(manager: EntityManager, visitId: string, at: Date, distanceM: number | null, far: boolean): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE visits SET checked_in_at = $2, distance_m = $3, far_from_care_location = $4
        WHERE id = $1 AND checked_in_at IS NULL AND excused_at IS NULL AND (missed_at IS NULL OR kind = 'daily_update')`,
      [visitId, at, distanceM, far],
    )) as [unknown, number];
    return affected === 1;
  }

  /** The sitter checked out at `at` with what they did; false when the visit was not in progress. */
  async checkOut(manager: EntityManager, visitId: string, at: Date, record: CheckOutRecord): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE visits SET checked_out_at = $2, note = $3, route = $4::jsonb, route_distance_m = $5, route_duration_s = $6
        WHERE id = $1 AND checked_in_at IS NOT NULL AND checked_out_at IS NULL AND excused_at IS NULL`,
      [
        visitId,
        at,
        record.note,
        record.route ? JSON.stringify(record.route.points) : null,
        record.route?.distanceM ?? null,
        record.route?.durationS ?? null,
      ],
    )) as [unknown, number];
    if (affected !== 1) return false;
    for (const task of record.tasks) {
      await manager.query(`UPDATE visit_tasks SET done = $3, note = $4 WHERE id = $2 AND visit_id = $1`, [
        visitId,
        task.taskId,
        task.done,
        task.note,
      ]);
    }
    if (record.photoUploadIds.length > 0) {
      await manager.query(
        `INSERT INTO visit_photos (visit_id, upload_id, position) SELECT $1, id, ordinality FROM unnest($2::uuid[]) WITH ORDINALITY AS photo (id, ordinality)`,
        [visitId, record.photoUploadIds],
      );
    }
    return true;
  }

  /** Excused by the owner or an admin with a reason (instead of being missed, or after); false when done or excused already. */
  async excuse(manager: EntityManager, visitId: string, at: Date, reason: string, byUserId: string): Promise<boolean> {
    const [, affected] = (await manager.query(
      `UPDATE visits SET excused_at = $2, excused_reason = $3, excused_by = $4
        WHERE id = $1 AND excused_at IS NULL AND checked_out_at IS NULL AND refunded_at IS NULL`,
      [visitId, at, reason, byUserId],
    )) as [unknown, number];
    return affected === 1;
  }

  /**
   * Stamps `column` at `now` on the open visits (no check-in, not excused, not stamped yet) due
   * during their booking's stay (duringStaySql) whose `due` time passed, of the given kinds; answers
   * them (at most `limit`).
   */
  async stampDue(
    manager: EntityManager,
    column: 'sitter_alerted_at' | 'missed_at',
    due: 'late_after' | 'missed_after',
    kinds: readonly string[],
    now: Date,
    limit: number,
  ): Promise<SweptVisit[]> {
    const [rows] = (await manager.query(
      `UPDATE visits SET ${column} = $1
        WHERE id IN (
          SELECT v.id FROM visits v JOIN bookings b ON b.id = v.booking_id
           WHERE v.${column} IS NULL AND v.checked_in_at IS NULL AND v.excused_at IS NULL AND v.missed_at IS NULL
             AND v.kind = ANY ($2) AND v.${due} <= $1 AND ${duringStaySql('b', 'v')}
           ORDER BY v.${due} LIMIT $3 FOR UPDATE OF v SKIP LOCKED)
        RETURNING id, booking_id, kind, due_at`,
      [now, [...kinds], limit],
    )) as [SweptVisit[], number];
    return rows;
  }

  /**
   * Marks the visits of a completed booking that will never be checked in (due after it ended) as
   * missed at its completion: a sitter who completed early did not make them.
   */
  async missAfterCompletion(manager: EntityManager, bookingId: string, completedAt: Date): Promise<void> {
    await manager.query(
      `UPDATE visits SET missed_at = $2 WHERE booking_id = $1 AND checked_in_at IS NULL AND excused_at IS NULL AND missed_at IS NULL AND due_at > $2`,
      [bookingId, completedAt],
    );
  }

  /** Records each visit's refunded cents (the refund recorded in the same transaction). */
  async markRefunded(manager: EntityManager, refunds: readonly { visitId: string; cents: number }[], now: Date): Promise<void> {
    for (const refund of refunds) {
      await manager.query(`UPDATE visits SET refunded_cents = $2, refunded_at = $3 WHERE id = $1 AND refunded_at IS NULL`, [
        refund.visitId,
        refund.cents,
        now,
      ]);
    }
  }

  /** A cancelled booking's visits nobody started go: they will not happen (the cancellation refunded them). */
  async dropUnstarted(manager: EntityManager, bookingId: string): Promise<void> {
    await manager.query(`DELETE FROM visits WHERE booking_id = $1 AND checked_in_at IS NULL`, [bookingId]);
  }

  /**
   * A changed stay's visits still to come go, so its new schedule can be written: the ones due
   * after `now` that nobody started, excused, marked missed or refunded. Done visits stay.
   */
  async dropUpcoming(manager: EntityManager, bookingId: string, now: Date): Promise<void> {
    await manager.query(
      `DELETE FROM visits WHERE booking_id = $1 AND due_at > $2 AND checked_in_at IS NULL AND excused_at IS NULL AND missed_at IS NULL AND refunded_at IS NULL`,
      [bookingId, now],
    );
  }

  private async insertTasks(manager: EntityManager, visitId: string, tasks: readonly PlannedTask[]): Promise<void> {
    if (tasks.length === 0) return;
    await manager.query(
      `INSERT INTO visit_tasks (visit_id, position, kind, pet_id, label)
       SELECT $1, ordinality, task.kind, task.pet_id, task.label
         FROM unnest($2::text[], $3::uuid[], $4::text[]) WITH ORDINALITY AS task (kind, pet_id, label, ordinality)`,
      [visitId, tasks.map((task) => task.kind), tasks.map((task) => task.petId), tasks.map((task) => task.label)],
    );
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type AdminIncidentList,
  type Incident,
  INCIDENT_ACK_MINUTES,
  INCIDENT_ACK_WARN_MINUTES,
  INCIDENT_KIND_LABELS,
  INCIDENT_METRICS_MAX_DAYS,
  INCIDENT_METRICS_TIME_ZONE,
  type IncidentMetrics,
  type IncidentStatus,
  MAX_ADMIN_REASON_LENGTH,
  URGENT_INCIDENT_KINDS,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { AdminActionsService } from '../admin/admin-actions.service.js';
import { AuditLogService } from '../audit/audit-log.service.js';
import { formatAud } from '../money/index.js';
import { addDays, daysBetween, isCalendarDate, zonedTimeToUtc } from '../platform/calendar/zoned-time.js';
import { Clock } from '../platform/clock/clock.js';
import { EventBus } from '../platform/events/event-bus.js';
import { type IncidentStep } from '../platform/events/events.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { isUuid } from '../platform/validation/uuid.js';
import { type User } from '../users/user.entity.js';
import { type ResolveIncidentDto } from './dto/incidents.input.js';
import { IncidentNotices } from './incident-notices.js';
import { findIncident, INCIDENT_SELECT, type IncidentRow, toIncidents } from './incident-reads.js';
import { IncidentWriter } from './incident-writer.js';
import { IncidentsError } from './incidents.errors.js';

/** Lost pets and injuries, in SQL (the contract's constants, no input). */
const URGENT = `i.kind IN (${URGENT_INCIDENT_KINDS.map((kind) => `'${kind}'`).join(', ')})`;

/**
 * The queue's order for each status: open ones urgent kinds first, whatever the time left, then
 * by the time left to acknowledge (overdue first); acknowledged ones urgent first, then the
 * longest in hand; resolved ones newest first.
 */
const QUEUE_ORDER: Readonly<Record<IncidentStatus, string>> = {
  open: `(${URGENT}) DESC, i.acknowledge_by, i.id`,
  acknowledged: `(${URGENT}) DESC, i.acknowledged_at, i.id`,
  resolved: `i.resolved_at DESC, i.id`,
};

/**
 * The admins' side of incidents (docs/incidents.md): the queue, acknowledging within the
 * promise, resolving (with a refund through the completed-stay refund path, and the payout hold
 * released or kept), the metrics of the promise, and the sweep that alerts admins before and
 * when an incident passes its acknowledgement time. Every step is in the audit log.
 */
@Injectable()
export class AdminIncidentsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly writer: IncidentWriter,
    private readonly notices: IncidentNotices,
    private readonly audit: AuditLogService,
    private readonly adminActions: AdminActionsService,
    private readonly events: EventBus,
    private readonly scheduler: SchedulerService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'incident-acknowledgements',
      counts: ['incidentAckWarnings', 'incidentAckOverdue'],
      run: async (now) => ({ counts: await this.alertAdmins(now) }),
    });
  }

  /** GET /api/admin/incidents: one status, in the queue's order, paged. */
  async list(status: IncidentStatus, page: number, pageSize: number): Promise<AdminIncidentList> {
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM incidents WHERE status = $1`, [status])) as [
      { total: number },
    ];
    const rows = (await this.dataSource.query(`${INCIDENT_SELECT} WHERE i.status = $1 ORDER BY ${QUEUE_ORDER[status]} LIMIT $2 OFFSET $3`, [
      status,
      pageSize,
      (page - 1) * pageSize,
    ])) as IncidentRow[];
    return { items: await toIncidents(this.dataSource, rows), total, page, pageSize };
  }

  /** POST /api/admin/incidents/{id}/acknowledge: an admin has it; both sides are told. 409 unless open. */
  async acknowledge(admin: User, incidentId: string, requestId: string): Promise<Incident> {
    const now = this.clock.now();
    const row = await this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, incidentId);
      if (row.status === 'resolved') throw new IncidentsError('ALREADY_RESOLVED');
      if (!(await this.writer.acknowledge(manager, row.id, admin.id, now))) throw new IncidentsError('ALREADY_ACKNOWLEDGED');
      const minutes = Math.round((now.getTime() - row.opened_at.getTime()) / 60_000);
      await this.audit.record(manager, {
        adminId: admin.id,
        action: 'incident.acknowledge',
        targetType: 'incident',
        targetId: row.id,
        reason: `${minutes} min after it was reported (promise: ${INCIDENT_ACK_MINUTES} min)`,
        requestId,
      });
      await this.notices.tell(manager, [row.owner_id, row.sitter_id], row.id, 'acknowledged', {
        title: `Pawpal is on the ${INCIDENT_KIND_LABELS[row.kind].toLowerCase()} incident`,
        body: `${admin.firstName} from Pawpal has the incident and will keep you posted in its thread.`,
      });
      return row;
    });
    return this.after(row, 'acknowledged', admin.id);
  }

  /**
   * POST /api/admin/incidents/{id}/resolve: the outcome, an optional refund to the owner (a
   * completed stay's refund, at most what is left of the payment: the ledger, the payout and the
   * referral credit follow), and the payout hold released or kept. 409 when already resolved.
   */
  async resolve(admin: User, incidentId: string, input: ResolveIncidentDto, requestId: string): Promise<Incident> {
    const known = isUuid(incidentId) ? await findIncident(this.dataSource, incidentId) : undefined;
    if (!known) throw new IncidentsError('INCIDENT_NOT_FOUND');
    if (known.status === 'resolved') throw new IncidentsError('ALREADY_RESOLVED');
    const now = this.clock.now();
    const refundCents = input.refundCents ?? null;
    const resolveIn = async (manager: EntityManager): Promise<IncidentRow> => {
      const row = await this.lock(manager, incidentId);
      if (
        !(await this.writer.resolve(
          manager,
          row.id,
          { adminId: admin.id, outcome: input.outcome, refundCents, releaseHold: input.releaseHold },
          now,
        ))
      ) {
        throw new IncidentsError('ALREADY_RESOLVED');
      }
      const hold = row.holds_payout ? (input.releaseHold ? 'hold released' : 'hold kept') : 'no hold';
      await this.audit.record(manager, {
        adminId: admin.id,
        action: 'incident.resolve',
        targetType: 'incident',
        targetId: row.id,
        reason: `${input.outcome} (${hold}${refundCents === null ? '' : `, refund ${formatAud(refundCents)}`})`,
        requestId,
      });
      const refund = refundCents === null ? '' : ` ${formatAud(refundCents)} is refunded to the owner’s card.`;
      await this.notices.tell(manager, [row.owner_id, row.sitter_id], row.id, 'resolved', {
        title: `Pawpal resolved the ${INCIDENT_KIND_LABELS[row.kind].toLowerCase()} incident`,
        body: `${input.outcome}${refund}`,
      });
      return row;
    };
    let row: IncidentRow | undefined;
    if (refundCents === null) {
      row = await this.dataSource.transaction(resolveIn);
    } else {
      // The existing refund of a completed stay, with the resolution in its transaction.
      const reason = `Incident resolved: ${input.outcome}`.slice(0, MAX_ADMIN_REASON_LENGTH);
      await this.adminActions.refundBooking(admin, known.booking_id, { amountCents: refundCents, reason }, requestId, async (manager) => {
        row = await resolveIn(manager);
      });
    }
    return this.after(row!, 'resolved', admin.id);
  }

  /** POST /api/admin/incidents/{id}/release-hold: a resolved incident that kept its payout hold lets the payout go. */
  async releaseHold(admin: User, incidentId: string, requestId: string): Promise<Incident> {
    const row = await this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, incidentId);
      if (row.status !== 'resolved') throw new IncidentsError('NOT_RESOLVED');
      if (!(await this.writer.releaseHold(manager, row.id))) throw new IncidentsError('NO_HOLD_TO_RELEASE');
      await this.audit.record(manager, {
        adminId: admin.id,
        action: 'incident.release_hold',
        targetType: 'incident',
        targetId: row.id,
        requestId,
      });
      await this.notices.tell(manager, [row.sitter_id], row.id, 'hold_released', {
        title: 'Your payout for the stay is no longer held',
        body: `Pawpal released the hold the ${INCIDENT_KIND_LABELS[row.kind].toLowerCase()} incident kept on your payout: it goes with the next payout run.`,
      });
      return row;
    });
    return this.after(row, 'hold_released', admin.id);
  }

  /**
   * GET /api/admin/incidents/metrics: the incidents reported from `from` to `to` (Sydney dates,
   * both included, at most INCIDENT_METRICS_MAX_DAYS): how many, how many acknowledged, the
   * acknowledgement time's median and 90th percentile (minutes, one decimal; linear between
   * ranks), and the breaches of the promise: acknowledged later than INCIDENT_ACK_MINUTES, or
   * still unacknowledged past it now.
   */
  async metrics(from: string | undefined, to: string | undefined): Promise<IncidentMetrics> {
    if (!isCalendarDate(from) || !isCalendarDate(to))
      throw new IncidentsError('INVALID_RANGE', 'from and to must be dates like 2026-07-01');
    if (to < from) throw new IncidentsError('INVALID_RANGE', 'to must not be before from');
    if (daysBetween(from, to) + 1 > INCIDENT_METRICS_MAX_DAYS) {
      throw new IncidentsError('INVALID_RANGE', `The period can be at most ${INCIDENT_METRICS_MAX_DAYS} days`);
    }
    const start = zonedTimeToUtc(from, '00:00', INCIDENT_METRICS_TIME_ZONE);
    const end = zonedTimeToUtc(addDays(to, 1), '00:00', INCIDENT_METRICS_TIME_ZONE);
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS count, count(acknowledged_at)::int AS acknowledged,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM acknowledged_at - opened_at) / 60) AS p50,
              percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM acknowledged_at - opened_at) / 60) AS p90,
              count(*) FILTER (WHERE acknowledged_at > acknowledge_by OR (acknowledged_at IS NULL AND acknowledge_by < $3))::int AS breaches
         FROM incidents WHERE opened_at >= $1 AND opened_at < $2`,
      [start, end, this.clock.now()],
    )) as { count: number; acknowledged: number; p50: number | string | null; p90: number | string | null; breaches: number }[];
    const minutes = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
    return {
      from,
      to,
      count: row!.count,
      acknowledged: row!.acknowledged,
      ackMinutesP50: minutes(row!.p50),
      ackMinutesP90: minutes(row!.p90),
      breaches: row!.breaches,
    };
  }

  /**
   * Alerts every admin, once each, about an incident nobody has acknowledged: at
   * INCIDENT_ACK_WARN_MINUTES (the promise is near) and when the promise has passed.
   */
  async alertAdmins(now: Date): Promise<{ incidentAckWarnings: number; incidentAckOverdue: number }> {
    return this.dataSource.transaction(async (manager) => {
      const admins = (await manager.query(
        `SELECT id FROM users WHERE is_admin AND (suspended_at IS NULL OR (suspended_until IS NOT NULL AND suspended_until <= $1))`,
        [now],
      )) as { id: string }[];
      const adminIds = admins.map((admin) => admin.id);
      const warned = await this.writer.takeDueAlerts(manager, 'warn', now, INCIDENT_ACK_WARN_MINUTES);
      for (const id of warned) {
        const row = (await findIncident(manager, id))!;
        await this.notices.tell(manager, adminIds, id, 'ack-warning', {
          title: `${INCIDENT_ACK_MINUTES - INCIDENT_ACK_WARN_MINUTES} min left to acknowledge: ${INCIDENT_KIND_LABELS[row.kind]}`,
          body: `An incident reported ${INCIDENT_ACK_WARN_MINUTES} minutes ago is waiting for an admin. Pawpal promised both sides an answer within ${INCIDENT_ACK_MINUTES} minutes.`,
        });
      }
      const overdue = await this.writer.takeDueAlerts(manager, 'overdue', now, INCIDENT_ACK_WARN_MINUTES);
      for (const id of overdue) {
        const row = (await findIncident(manager, id))!;
        await this.notices.tell(manager, adminIds, id, 'ack-overdue', {
          title: `Past the ${INCIDENT_ACK_MINUTES}-minute promise: ${INCIDENT_KIND_LABELS[row.kind]}`,
          body: `An incident has waited more than ${INCIDENT_ACK_MINUTES} minutes for an admin: acknowledge it now.`,
        });
      }
      return { incidentAckWarnings: warned.length, incidentAckOverdue: overdue.length };
    });
  }

  /** 404 for an unknown incident; the row, locked. */
  private async lock(manager: EntityManager, incidentId: string): Promise<IncidentRow> {
    const row = isUuid(incidentId) ? await findIncident(manager, incidentId, true) : undefined;
    if (!row) throw new IncidentsError('INCIDENT_NOT_FOUND');
    return row;
  }

  /** After the commit: the people on it hear it live; answers the incident as it is now. */
  private async after(row: IncidentRow, step: IncidentStep, actorId: string): Promise<Incident> {
    await this.events.publish('incident.changed', { incidentId: row.id, bookingId: row.booking_id, step, updateId: null, actorId });
    const fresh = (await findIncident(this.dataSource, row.id))!;
    const [incident] = await toIncidents(this.dataSource, [fresh]);
    return incident!;
  }
}

import { Injectable } from '@nestjs/common';
import { type AuditEntry, type ListPage, VERIFICATION_KIND_LABELS } from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';

/** Who took an audited step: an admin, or a member acting on their own account (exactly one). */
export type AuditRecordActor = { adminId: string; memberId?: never } | { memberId: string; adminId?: never };

/** What an admin (or a member, for their own step) did: one row of `audit_log`. */
export type AuditRecord = AuditRecordActor & AuditRecordFields;

interface AuditRecordFields {
  /** `<noun>.<verb>`, lower case with underscores: `sitter.approve`, `user.suspend`. */
  action: string;
  targetType: string;
  targetId: string;
  reason?: string | null;
  /** The request's id (Fastify's `request.id`, a UUID per request). */
  requestId?: string | null;
}

interface AuditRow {
  id: string;
  at: Date;
  admin_id: string | null;
  member_id: string | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string;
  target_name: string | null;
  reason: string | null;
  request_id: string | null;
}

const fullName = (alias: string) => `${alias}.first_name || ' ' || ${alias}.last_name`;
/** "Olive Owner with Sam Sitter" for the booking whose id is the SQL expression `id`. */
const bookingNames = (id: string) =>
  `(SELECT ${fullName('o')} || ' with ' || ${fullName('s')} FROM bookings b JOIN users o ON o.id = b.owner_id JOIN users s ON s.id = b.sitter_id WHERE b.id = ${id})`;
const KIND_LABELS = Object.entries(VERIFICATION_KIND_LABELS)
  .map(([kind, label]) => `WHEN '${kind}' THEN '${label}'`)
  .join(' ');
/** The person-readable name of an audit row's target (AuditEntry.targetName); every writer's target ids are UUIDs except a tax period's. */
const TARGET_NAME_SQL = `CASE a.target_type
    WHEN 'user' THEN (SELECT ${fullName('t')} FROM users t WHERE t.id = a.target_id::uuid)
    WHEN 'sitter' THEN (SELECT ${fullName('t')} FROM users t WHERE t.id = a.target_id::uuid)
    WHEN 'verification' THEN (SELECT CASE v.kind ${KIND_LABELS} END || ' of ' || ${fullName('t')}
                                FROM sitter_verifications v JOIN users t ON t.id = v.sitter_id WHERE v.id = a.target_id::uuid)
    WHEN 'booking' THEN 'Booking of ' || ${bookingNames('a.target_id::uuid')}
    WHEN 'review' THEN 'Review of the stay of ' || ${bookingNames('(SELECT r.booking_id FROM reviews r WHERE r.id = a.target_id::uuid)')}
    WHEN 'incident' THEN 'Incident on the stay of ' || ${bookingNames('(SELECT i.booking_id FROM incidents i WHERE i.id = a.target_id::uuid)')}
    WHEN 'visit' THEN 'Visit on the stay of ' || ${bookingNames('(SELECT v.booking_id FROM visits v WHERE v.id = a.target_id::uuid)')}
    WHEN 'report' THEN (SELECT 'Report by ' || ${fullName('t')} FROM reports r JOIN users t ON t.id = r.reporter_id WHERE r.id = a.target_id::uuid)
    WHEN 'decision' THEN (SELECT 'Decision about ' || ${fullName('t')} FROM decisions d JOIN users t ON t.id = d.member_id WHERE d.id = a.target_id::uuid)
    WHEN 'appeal' THEN (SELECT 'Appeal by ' || ${fullName('t')} FROM appeals p JOIN users t ON t.id = p.member_id WHERE p.id = a.target_id::uuid)
    WHEN 'tax_period' THEN 'Tax period ' || a.target_id
  END`;

/**
 * The one writer of `audit_log`, which only ever appends (the database refuses UPDATE and
 * DELETE). Call `record` with the manager of the transaction that makes the admin's change, so
 * the change and its row commit together or not at all.
 */
@Injectable()
export class AuditLogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (at, admin_id, member_id, action, target_type, target_id, reason, request_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        this.clock.now(),
        entry.adminId ?? null,
        entry.memberId ?? null,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.reason ?? null,
        entry.requestId ?? null,
      ],
    );
  }

  /** Newest first; optionally only the rows about one target. `page` is 1-based; callers bound both. */
  async list(options: { page: number; pageSize: number; targetType?: string; targetId?: string }): Promise<ListPage<AuditEntry>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (options.targetType !== undefined) {
      params.push(options.targetType);
      where.push(`a.target_type = $${params.length}`);
    }
    if (options.targetId !== undefined) {
      params.push(options.targetId);
      where.push(`a.target_id = $${params.length}`);
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM audit_log a ${filter}`, params)) as [
      { total: number },
    ];
    const rows = (await this.dataSource.query(
      `SELECT a.id::text AS id, a.at, a.admin_id, a.member_id, u.first_name || ' ' || u.last_name AS actor_name, a.action, a.target_type, a.target_id,
              ${TARGET_NAME_SQL} AS target_name, a.reason, a.request_id
         FROM audit_log a JOIN users u ON u.id = coalesce(a.admin_id, a.member_id) ${filter}
        ORDER BY a.at DESC, a.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, options.pageSize, (options.page - 1) * options.pageSize],
    )) as AuditRow[];
    return {
      items: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        admin: row.admin_id === null ? null : { id: row.admin_id, name: row.actor_name },
        actor:
          row.admin_id === null
            ? { kind: 'member' as const, id: row.member_id!, name: row.actor_name }
            : { kind: 'admin' as const, id: row.admin_id, name: row.actor_name },
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        targetName: row.target_name,
        reason: row.reason,
        requestId: row.request_id,
      })),
      total,
      page: options.page,
      pageSize: options.pageSize,
    };
  }
}

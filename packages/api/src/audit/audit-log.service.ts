import { Injectable } from '@nestjs/common';
import { type AuditEntry, type ListPage } from '@pawpal/contract';
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
  reason: string | null;
  request_id: string | null;
}

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
      `SELECT a.id::text AS id, a.at, a.admin_id, a.member_id, u.first_name || ' ' || u.last_name AS actor_name, a.action, a.target_type, a.target_id, a.reason, a.request_id
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
        reason: row.reason,
        requestId: row.request_id,
      })),
      total,
      page: options.page,
      pageSize: options.pageSize,
    };
  }
}

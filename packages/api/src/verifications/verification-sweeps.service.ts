import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { BADGE_EXPIRY_WARNING_DAYS, paths, VERIFICATION_NOTICE_KINDS } from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { NoticesService } from '../notices/notices.service.js';
import { addDays, dateInZone, MS_PER_DAY } from '../platform/calendar/zoned-time.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { VERIFICATIONS_CONFIG, type VerificationsConfig } from './verifications-config.js';
import { VerificationDocuments } from './verification-documents.js';

export interface VerificationSweepResult {
  /** Police checks whose sitter was told the badge expires within BADGE_EXPIRY_WARNING_DAYS. */
  warned: number;
  /** Police check badges that expired (no longer shown; the sitter was told). */
  expired: number;
  /** Documents deleted after the retention period. */
  deleted: number;
}

/** Deletions per run (the next run continues). */
const RETENTION_BATCH = 100;

/**
 * The trust feature's daily rules, run by the scheduler on the one Clock (`now` is its time);
 * every step is idempotent (conditional UPDATEs), so running it more often than daily, on two
 * instances at once, or after downtime does each thing once:
 *
 * - warn the sitter BADGE_EXPIRY_WARNING_DAYS before a police check badge expires (once);
 * - record an expired badge and tell the sitter (the badge itself stops showing at `expires_on`,
 *   read at request time);
 * - delete the file of a decided verification VERIFICATION_RETENTION_DAYS after the decision
 *   (the row, the decision and its metadata stay; `documentUrl` becomes null).
 *
 * A renewed police check (another approved one that lasts longer) makes the old one's warning
 * and expiry notice moot: neither is sent.
 */
@Injectable()
export class VerificationSweepsService implements OnModuleInit {
  private readonly logger = new Logger(VerificationSweepsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly documents: VerificationDocuments,
    private readonly notices: NoticesService,
    @Inject(VERIFICATIONS_CONFIG) private readonly config: VerificationsConfig,
    private readonly scheduler: SchedulerService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: 'verifications', run: async (now) => void (await this.run(now)) });
  }

  async run(now: Date): Promise<VerificationSweepResult> {
    const expired = await this.expire(now);
    const warned = await this.warn(now);
    const deleted = await this.deleteExpiredDocuments(now);
    return { warned, expired, deleted };
  }

  private async warn(now: Date): Promise<number> {
    const today = dateInZone(now, 'UTC');
    return this.scheduler.transaction(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE sitter_verifications v SET expiry_warned_at = $1
          WHERE v.kind = 'police_check' AND v.status = 'approved' AND v.expiry_warned_at IS NULL AND v.expired_at IS NULL
            AND v.expires_on > $2::date AND v.expires_on <= $3::date
            AND NOT EXISTS (SELECT 1 FROM sitter_verifications later WHERE later.sitter_id = v.sitter_id AND later.kind = 'police_check'
                              AND later.status = 'approved' AND later.expires_on > v.expires_on)
          RETURNING v.sitter_id, to_char(v.expires_on, 'YYYY-MM-DD') AS expires_on`,
        [now, today, addDays(today, BADGE_EXPIRY_WARNING_DAYS)],
      )) as [{ sitter_id: string; expires_on: string }[], number];
      for (const row of rows) {
        await this.notices.send(manager, row.sitter_id, {
          kind: VERIFICATION_NOTICE_KINDS.badgeExpiring,
          title: 'Your police check badge expires soon',
          body: `Your "Police checked" badge expires on ${row.expires_on}. Upload a new National Police Check from your dashboard to keep it.`,
          link: paths.sitterDashboard(),
        });
      }
      return rows.length;
    });
  }

  private async expire(now: Date): Promise<number> {
    const today = dateInZone(now, 'UTC');
    return this.scheduler.transaction(async (manager) => {
      const [rows] = (await manager.query(
        `UPDATE sitter_verifications v SET expired_at = $1
          WHERE v.kind = 'police_check' AND v.status = 'approved' AND v.expired_at IS NULL AND v.expires_on <= $2::date
          RETURNING v.sitter_id,
            EXISTS (SELECT 1 FROM sitter_verifications later WHERE later.sitter_id = v.sitter_id AND later.kind = 'police_check'
                      AND later.status = 'approved' AND later.expires_on > $2::date) AS renewed`,
        [now, today],
      )) as [{ sitter_id: string; renewed: boolean }[], number];
      for (const row of rows.filter((expired) => !expired.renewed)) {
        await this.notices.send(manager, row.sitter_id, {
          kind: VERIFICATION_NOTICE_KINDS.badgeExpired,
          title: 'Your police check badge has expired',
          body: 'Your "Police checked" badge is no longer shown. Upload a new National Police Check from your dashboard to get it back.',
          link: paths.sitterDashboard(),
        });
      }
      return rows.length;
    });
  }

  /** The file goes first, then the row forgets it: a crash in between leaves a row the next run finishes, never a file nobody tracks. */
  private async deleteExpiredDocuments(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.retentionDays * MS_PER_DAY);
    const rows = (await this.dataSource.query(
      `SELECT id, file_name FROM sitter_verifications
        WHERE file_name IS NOT NULL AND status <> 'pending' AND decided_at <= $1
        ORDER BY decided_at LIMIT $2`,
      [cutoff, RETENTION_BATCH],
    )) as { id: string; file_name: string }[];
    let deleted = 0;
    for (const row of rows) {
      try {
        await this.documents.remove(row.file_name);
      } catch (error) {
        this.logger.error(`Could not delete verification document ${row.id}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      const [, count] = (await this.dataSource.query(
        `UPDATE sitter_verifications SET file_name = NULL, file_deleted_at = $2 WHERE id = $1 AND file_name = $3`,
        [row.id, now, row.file_name],
      )) as [unknown, number];
      deleted += count;
    }
    return deleted;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import {
  ADVERSE_DECISION_LABELS,
  type AdminAppeal,
  type AdverseDecisionKind,
  APPEAL_NOTICE_KINDS,
  APPEAL_WINDOW_DAYS,
  appealPaths,
  type AppealMetrics,
  type AppealStatus,
  type CommunityRule,
  communityRule,
  type ListPage,
  type MemberAppeal,
  type MemberDecision,
  MEMBER_DECISIONS_LIMIT,
  UPLOADS_URL_PREFIX,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLogService } from '../audit/audit-log.service.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { Clock } from '../platform/clock/clock.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { MS_PER_DAY } from '../platform/calendar/zoned-time.js';
import { isUuid } from '../platform/validation/uuid.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { type User } from '../users/user.entity.js';
import { AppealsError } from './appeals.errors.js';
import { appealDecideBy } from './business-days.js';
import { type DecisionRow, DecisionsService } from './decisions.service.js';
import { type AdminAppealsQueryDto, type AppealDto, type DecideAppealDto } from './dto/appeals.input.js';

interface AppealRow {
  id: string;
  decision_id: string;
  member_id: string;
  statement: string;
  submitted_at: Date;
  decide_by: Date;
  status: AppealStatus;
  decided_by: string | null;
  decided_at: Date | null;
  reason: string | null;
  photos: string[];
}

interface AdminAppealRow extends AppealRow {
  member_name: string;
  member_email: string;
  decided_by_name: string | null;
  d_kind: AdverseDecisionKind;
  d_rule: string;
  d_summary: string;
  d_reason: string;
  d_decided_at: Date;
  d_decided_by: string;
  d_decided_by_name: string;
  d_target_type: string;
  d_target_id: string;
}

/** An appeal's columns with its photos' URLs (alias a). */
const APPEAL_COLUMNS = `a.id, a.decision_id, a.member_id, a.statement, a.submitted_at, a.decide_by, a.status, a.decided_by, a.decided_at, a.reason,
  coalesce((SELECT array_agg('${UPLOADS_URL_PREFIX}' || u.name ORDER BY p.position) FROM appeal_photos p JOIN uploads u ON u.id = p.upload_id
             WHERE p.appeal_id = a.id), '{}') AS photos`;

const ADMIN_SELECT = `
  SELECT ${APPEAL_COLUMNS},
         m.first_name || ' ' || m.last_name AS member_name, m.email AS member_email,
         ad.first_name || ' ' || ad.last_name AS decided_by_name,
         d.kind AS d_kind, d.rule AS d_rule, d.summary AS d_summary, d.reason AS d_reason, d.decided_at AS d_decided_at,
         d.decided_by AS d_decided_by, dd.first_name || ' ' || dd.last_name AS d_decided_by_name,
         d.target_type AS d_target_type, d.target_id AS d_target_id
    FROM appeals a
    JOIN decisions d ON d.id = a.decision_id
    JOIN users m ON m.id = a.member_id
    JOIN users dd ON dd.id = d.decided_by
    LEFT JOIN users ad ON ad.id = a.decided_by`;

/** The rule a stored decision names (a rule removed from the list since still reads as its id). */
function ruleOf(id: string): CommunityRule {
  return communityRule(id) ?? { id, title: id, summary: '' };
}

/** The last instant an appeal of a decision made at `decidedAt` is accepted (exclusive). */
export function appealableUntil(decidedAt: Date): Date {
  return new Date(decidedAt.getTime() + APPEAL_WINDOW_DAYS * MS_PER_DAY);
}

/**
 * Members' decisions and their appeals; the admins' appeal queue. The member sees the rule, the
 * summary and the outcome, never who decided and never who reported them; an admin other than
 * the decision's decides its appeal (docs/appeals.md).
 */
@Injectable()
export class AppealsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly decisions: DecisionsService,
    private readonly uploads: UploadsService,
    private readonly audit: AuditLogService,
    private readonly notices: NoticesService,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** GET /api/decisions: the signed-in member's decisions, newest first (MEMBER_DECISIONS_LIMIT at most). */
  async mine(actor: User): Promise<MemberDecision[]> {
    const now = this.clock.now();
    const decisions = (await this.dataSource.query(
      `SELECT id, kind, rule, summary, decided_at, overturned_at FROM decisions WHERE member_id = $1 ORDER BY decided_at DESC, id LIMIT $2`,
      [actor.id, MEMBER_DECISIONS_LIMIT],
    )) as Pick<DecisionRow, 'id' | 'kind' | 'rule' | 'summary' | 'decided_at' | 'overturned_at'>[];
    const appeals = (await this.dataSource.query(`SELECT ${APPEAL_COLUMNS} FROM appeals a WHERE a.decision_id = ANY ($1::uuid[])`, [
      decisions.map((decision) => decision.id),
    ])) as AppealRow[];
    const byDecision = new Map(appeals.map((appeal) => [appeal.decision_id, appeal]));
    return decisions.map((decision): MemberDecision => {
      const appeal = byDecision.get(decision.id);
      const until = appealableUntil(decision.decided_at);
      return {
        id: decision.id,
        kind: decision.kind,
        kindLabel: ADVERSE_DECISION_LABELS[decision.kind],
        rule: ruleOf(decision.rule),
        summary: decision.summary,
        decidedAt: decision.decided_at.toISOString(),
        status: decision.overturned_at === null ? 'in_force' : 'overturned',
        appealableUntil: until.toISOString(),
        canAppeal: appeal === undefined && now.getTime() < until.getTime(),
        appeal: appeal ? toMemberAppeal(appeal) : null,
      };
    });
  }

  /**
   * POST /api/appeals: once per decision, within APPEAL_WINDOW_DAYS. Signed in, the decision must
   * be the member's own (else 404); signed out (a suspended member), the email's single-use token
   * must name the decision. Photos must be the appellant's own uploads.
   */
  async file(actor: User | null, input: AppealDto, requestId: string): Promise<MemberAppeal> {
    if (!isUuid(input.decisionId)) throw new AppealsError('DECISION_NOT_FOUND');
    const now = this.clock.now();
    const appeal = await this.dataSource.transaction(async (manager) => {
      const decision = await this.decisionFor(manager, actor, input);
      const [existing] = (await manager.query(`SELECT id FROM appeals WHERE decision_id = $1`, [decision.id])) as { id: string }[];
      if (existing) throw new AppealsError('ALREADY_APPEALED');
      if (now.getTime() >= appealableUntil(decision.decided_at).getTime()) throw new AppealsError('WINDOW_CLOSED');
      const photos = await this.uploads.ownedImages(manager, decision.member_id, [...new Set(input.uploadIds ?? [])]);
      const [{ id }] = (await manager.query(
        `INSERT INTO appeals (decision_id, member_id, statement, submitted_at, decide_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [decision.id, decision.member_id, input.statement, now, appealDecideBy(now)],
      )) as [{ id: string }];
      for (const [position, photo] of photos.entries()) {
        await manager.query(`INSERT INTO appeal_photos (appeal_id, upload_id, position) VALUES ($1, $2, $3)`, [id, photo.id, position]);
      }
      if (actor === null) await this.decisions.spendToken(manager, decision.id);
      // The member's own step, in the same log as the admins': the member is its actor.
      await this.audit.record(manager, {
        memberId: decision.member_id,
        action: 'appeal.file',
        targetType: 'appeal',
        targetId: id,
        reason: `Appeal of decision ${decision.id}`,
        requestId,
      });
      return this.one(manager, id);
    });
    return toMemberAppeal(appeal);
  }

  /** GET /api/admin/appeals: in one status (open ones oldest first, a queue) or all, newest first. */
  async adminList(query: AdminAppealsQueryDto): Promise<ListPage<AdminAppeal>> {
    const params: unknown[] = [];
    let filter = '';
    if (query.status !== undefined) {
      params.push(query.status);
      filter = `WHERE a.status = $1`;
    }
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM appeals a ${filter}`, params)) as [
      { total: number },
    ];
    const order = query.status === 'open' ? 'a.decide_by ASC, a.id' : 'a.submitted_at DESC, a.id';
    const rows = (await this.dataSource.query(
      `${ADMIN_SELECT} ${filter} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    )) as AdminAppealRow[];
    const now = this.clock.now();
    return { items: rows.map((row) => toAdminAppeal(row, now)), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * POST /api/admin/appeals/{id}/decide: upheld or overturned with a reason, by an admin other
   * than the decision's (403). Overturned, the decision's feature undoes it in this transaction (a
   * suspension lifted, a review restored, a profile or document back in review). Audited; the
   * member gets a notice.
   */
  async decide(admin: User, appealId: string, input: DecideAppealDto, requestId: string): Promise<AdminAppeal> {
    if (!isUuid(appealId)) throw new AppealsError('APPEAL_NOT_FOUND');
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const [appeal] = (await manager.query(`SELECT id, decision_id, member_id, status FROM appeals WHERE id = $1 FOR UPDATE`, [
        appealId,
      ])) as Pick<AppealRow, 'id' | 'decision_id' | 'member_id' | 'status'>[];
      if (!appeal) throw new AppealsError('APPEAL_NOT_FOUND');
      if (appeal.status !== 'open') throw new AppealsError('ALREADY_DECIDED');
      const decision = (await this.decisions.lock(manager, appeal.decision_id))!;
      if (decision.decided_by === admin.id) throw new AppealsError('SAME_DECIDER');
      await manager.query(`UPDATE appeals SET status = $2, decided_by = $3, decided_at = $4, reason = $5 WHERE id = $1`, [
        appealId,
        input.outcome,
        admin.id,
        now,
        input.reason,
      ]);
      if (input.outcome === 'overturned') await this.decisions.overturn(manager, decision, now);
      await this.audit.record(manager, {
        adminId: admin.id,
        action: input.outcome === 'overturned' ? 'appeal.overturn' : 'appeal.uphold',
        targetType: 'appeal',
        targetId: appealId,
        reason: input.reason,
        requestId,
      });
      const label = ADVERSE_DECISION_LABELS[decision.kind].toLowerCase();
      const title = input.outcome === 'overturned' ? 'Your appeal succeeded' : 'Your appeal was not upheld';
      const body =
        input.outcome === 'overturned'
          ? `We looked again at the decision (${label}) and reversed it: ${input.reason}`
          : `We looked again at the decision (${label}) and it stands: ${input.reason}`;
      await this.notices.send(manager, appeal.member_id, { kind: APPEAL_NOTICE_KINDS.decided, title, body, link: appealPaths.decisions });
      await this.mailOutcome(manager, appeal.member_id, appealId, title, body);
    });
    const [row] = (await this.dataSource.query(`${ADMIN_SELECT} WHERE a.id = $1`, [appealId])) as AdminAppealRow[];
    return toAdminAppeal(row!, now);
  }

  /** GET /api/admin/appeals/metrics: counts, overturn rate and decision time over every appeal. */
  async metrics(): Promise<AppealMetrics> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status = 'open')::int AS open,
              count(*) FILTER (WHERE status = 'open' AND decide_by <= $1)::int AS overdue,
              count(*) FILTER (WHERE status = 'upheld')::int AS upheld,
              count(*) FILTER (WHERE status = 'overturned')::int AS overturned,
              count(*) FILTER (WHERE status <> 'open' AND decided_at <= decide_by)::int AS in_time,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM decided_at - submitted_at))
                FILTER (WHERE status <> 'open') AS median_seconds
         FROM appeals`,
      [this.clock.now()],
    )) as [{ open: number; overdue: number; upheld: number; overturned: number; in_time: number; median_seconds: number | string | null }];
    const decided = row.upheld + row.overturned;
    return {
      open: row.open,
      overdue: row.overdue,
      decided,
      upheld: row.upheld,
      overturned: row.overturned,
      overturnRate: decided === 0 ? null : row.overturned / decided,
      medianDecisionHours: row.median_seconds === null ? null : Math.round((Number(row.median_seconds) / 3600) * 10) / 10,
      decidedInTime: row.in_time,
    };
  }

  /**
   * The outcome by email too (`appeal_decision`, switchable like any notification): a member whose
   * suspension was lifted may not open the app for days.
   */
  private async mailOutcome(manager: EntityManager, memberId: string, appealId: string, title: string, body: string): Promise<void> {
    const [member] = (await manager.query(`SELECT email, first_name FROM users WHERE id = $1`, [memberId])) as {
      email: string | null;
      first_name: string;
    }[];
    if (!member?.email) return;
    await this.mail.enqueue(manager, {
      userId: memberId,
      to: member.email,
      kind: 'appeal_decision',
      dedupeKey: `appeal:${appealId}:decided`,
      content: {
        subject: title,
        greeting: `Hi ${member.first_name},`,
        paragraphs: [body],
        action: { label: 'See your decisions', url: `${this.config.appOrigin}${appealPaths.decisions}` },
      },
    });
  }

  /** The decision an appeal is about, as the appellant may name it: 404 for anyone else's; a token must match. */
  private async decisionFor(manager: EntityManager, actor: User | null, input: AppealDto): Promise<DecisionRow> {
    if (actor !== null) {
      const decision = await this.decisions.lock(manager, input.decisionId);
      if (!decision || decision.member_id !== actor.id) throw new AppealsError('DECISION_NOT_FOUND');
      return decision;
    }
    if (input.appealToken === undefined) throw new AppealsError('NOT_SIGNED_IN');
    const decision = await this.decisions.byToken(manager, input.appealToken);
    if (!decision || decision.id !== input.decisionId) throw new AppealsError('TOKEN_INVALID');
    return decision;
  }

  private async one(manager: EntityManager, appealId: string): Promise<AppealRow> {
    const [row] = (await manager.query(`SELECT ${APPEAL_COLUMNS} FROM appeals a WHERE a.id = $1`, [appealId])) as AppealRow[];
    return row!;
  }
}

function toMemberAppeal(row: AppealRow): MemberAppeal {
  return {
    id: row.id,
    status: row.status,
    statement: row.statement,
    photoUrls: row.photos,
    submittedAt: row.submitted_at.toISOString(),
    decideBy: row.decide_by.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
  };
}

function toAdminAppeal(row: AdminAppealRow, now: Date): AdminAppeal {
  return {
    ...toMemberAppeal(row),
    overdue: row.status === 'open' && row.decide_by.getTime() <= now.getTime(),
    member: { id: row.member_id, name: row.member_name, email: row.member_email },
    decidedBy: row.decided_by && row.decided_by_name ? { id: row.decided_by, name: row.decided_by_name } : null,
    decision: {
      id: row.decision_id,
      kind: row.d_kind,
      rule: ruleOf(row.d_rule),
      summary: row.d_summary,
      reason: row.d_reason,
      decidedAt: row.d_decided_at.toISOString(),
      decidedBy: { id: row.d_decided_by, name: row.d_decided_by_name },
      targetType: row.d_target_type,
      targetId: row.d_target_id,
    },
  };
}

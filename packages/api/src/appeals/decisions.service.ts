import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type AdverseDecisionKind, appealPaths, APPEAL_WINDOW_DAYS, communityRule } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { AuditLogService } from '../audit/audit-log.service.js';
import { MailQueue } from '../mail/mail-queue.service.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { AppealsError } from './appeals.errors.js';

/** An adverse decision as the deciding feature records it, in the transaction that makes it. */
export interface DecisionDraft {
  kind: AdverseDecisionKind;
  memberId: string;
  rule: string;
  /** What happened, for the member: never another member's identity (a reporter's). */
  summary: string;
  /** The admin's own reason, as they typed or chose it. */
  reason: string;
  targetType: string;
  targetId: string;
  adminId: string;
  requestId: string;
  now: Date;
}

/** A decision as an overturn reads it. */
export interface DecisionRow {
  id: string;
  member_id: string;
  kind: AdverseDecisionKind;
  rule: string;
  summary: string;
  reason: string;
  target_type: string;
  target_id: string;
  decided_by: string;
  decided_at: Date;
  overturned_at: Date | null;
}

/** Undoes one kind of decision in the overturning transaction (each deciding feature registers its own). */
export type DecisionRestorer = (manager: EntityManager, decision: DecisionRow, now: Date) => Promise<void>;

export function hashAppealToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The longest appeal token accepted (43 characters are issued); longer is refused before hashing. */
export const APPEAL_TOKEN_MAX_LENGTH = 100;

/**
 * The one writer of `decisions`: every adverse decision with the community rule it names. The
 * features that decide (sitters, verifications, reviews, admin, reports) call `record` in their
 * deciding transaction and register how their decision is undone when an appeal overturns it, so
 * this folder knows none of them.
 */
@Injectable()
export class DecisionsService {
  private readonly restorers = new Map<AdverseDecisionKind, DecisionRestorer>();

  constructor(
    private readonly audit: AuditLogService,
    private readonly mail: MailQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Registers (at module start) how an overturned decision of `kind` is undone. */
  onOverturn(kind: AdverseDecisionKind, restore: DecisionRestorer): void {
    this.restorers.set(kind, restore);
  }

  restorerOf(kind: AdverseDecisionKind): DecisionRestorer | undefined {
    return this.restorers.get(kind);
  }

  /**
   * Records a decision and its audit row; 400 for a rule not on the published list (the DTOs
   * refuse it first). A suspension's member cannot sign in, so they get an email with a
   * single-use appeal link (only its hash is stored). Answers the decision's id.
   */
  async record(manager: EntityManager, draft: DecisionDraft): Promise<string> {
    if (communityRule(draft.rule) === undefined) throw new AppealsError('UNKNOWN_RULE');
    const token = draft.kind === 'suspension' ? randomBytes(32).toString('base64url') : null;
    const [{ id }] = (await manager.query(
      `INSERT INTO decisions (member_id, kind, rule, summary, reason, target_type, target_id, decided_by, decided_at, appeal_token_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        draft.memberId,
        draft.kind,
        draft.rule,
        draft.summary,
        draft.reason,
        draft.targetType,
        draft.targetId,
        draft.adminId,
        draft.now,
        token === null ? null : hashAppealToken(token),
      ],
    )) as [{ id: string }];
    await this.audit.record(manager, {
      adminId: draft.adminId,
      action: 'decision.record',
      targetType: 'decision',
      targetId: id,
      reason: `${draft.kind} under ${draft.rule} (${draft.targetType} ${draft.targetId})`,
      requestId: draft.requestId,
    });
    if (token !== null) await this.mailSuspension(manager, draft, id, token);
    return id;
  }

  /** The decision a valid, unused appeal token names (null otherwise), locked; the token is spent by `spendToken`. */
  async byToken(manager: EntityManager, token: string): Promise<DecisionRow | null> {
    if (token.length === 0 || token.length > APPEAL_TOKEN_MAX_LENGTH) return null;
    const [row] = (await manager.query(`SELECT * FROM decisions WHERE appeal_token_hash = $1 FOR UPDATE`, [hashAppealToken(token)])) as
      DecisionRow[] | [];
    return row ?? null;
  }

  async spendToken(manager: EntityManager, decisionId: string): Promise<void> {
    await manager.query(`UPDATE decisions SET appeal_token_hash = NULL WHERE id = $1`, [decisionId]);
  }

  async lock(manager: EntityManager, decisionId: string): Promise<DecisionRow | null> {
    const [row] = (await manager.query(`SELECT * FROM decisions WHERE id = $1 FOR UPDATE`, [decisionId])) as DecisionRow[] | [];
    return row ?? null;
  }

  /** Marks the decision overturned and runs its feature's restorer, in the overturning transaction. */
  async overturn(manager: EntityManager, decision: DecisionRow, now: Date): Promise<void> {
    await manager.query(`UPDATE decisions SET overturned_at = $2, appeal_token_hash = NULL WHERE id = $1`, [decision.id, now]);
    await this.restorers.get(decision.kind)?.(manager, decision, now);
  }

  private async mailSuspension(manager: EntityManager, draft: DecisionDraft, decisionId: string, token: string): Promise<void> {
    const [user] = (await manager.query(`SELECT email, first_name FROM users WHERE id = $1`, [draft.memberId])) as {
      email: string;
      first_name: string;
    }[];
    if (!user) return;
    const rule = communityRule(draft.rule)!;
    const url = `${this.config.appOrigin}${appealPaths.suspensionAppeal}?decision=${encodeURIComponent(decisionId)}&token=${encodeURIComponent(token)}`;
    await this.mail.enqueue(manager, {
      userId: draft.memberId,
      to: user.email,
      kind: 'account_suspended',
      dedupeKey: `decision:${decisionId}:suspended`,
      content: {
        subject: 'Your Pawpal account is suspended',
        greeting: `Hi ${user.first_name},`,
        paragraphs: [
          draft.summary,
          `The rule: ${rule.title}. ${rule.summary}`,
          `You can appeal within ${APPEAL_WINDOW_DAYS} days: a different member of the Pawpal team will look at it. The link works once.`,
        ],
        action: { label: 'Appeal this decision', url },
      },
    });
  }
}

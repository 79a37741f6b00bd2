import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  paths,
  RELIABILITY_NOTICE_KINDS,
  RELIABILITY_RULES,
  type ReliabilityRules,
  reliableTierMisses,
  type ReliableTierRule,
  reliableTierRuleTexts,
} from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { NoticesService } from '../notices/notices.service.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { sitterHistories } from './reliability-reads.js';
import { sitterRecord } from './reliability-record.js';

/** How often each sitter's tier is recomputed. */
export const RELIABILITY_TIER_RECHECK_MS = 24 * 3_600_000;
/** Most sitters recomputed per transaction: a run works through every due sitter in batches of this size. */
export const RELIABILITY_TIER_BATCH = 200;

/**
 * The "Reliable sitter" tier, recomputed daily on the clock by the sweep `reliability-tiers`:
 * each approved sitter whose tier is a day old (or never computed) gets it recomputed from their
 * record with the contract's rules; gaining or losing it sends a notice naming the rules that
 * changed. The one writer of `reliability_tiers`.
 */
@Injectable()
export class ReliabilityTiersService implements OnModuleInit {
  constructor(
    private readonly scheduler: SchedulerService,
    private readonly notices: NoticesService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: 'reliability-tiers',
      counts: ['reliabilityTiersChecked', 'reliabilityTiersChanged'],
      run: async (now) => ({ counts: await this.recomputeAllDue(now) }),
    });
  }

  /**
   * Recomputes every due sitter at `now`, one bounded batch per transaction, until none is due:
   * a single batch left the rest (the demo alone has 300 sitters) a day late, so a sitter could
   * miss a gain or loss for a whole day.
   */
  async recomputeAllDue(
    now: Date,
    batch: number = RELIABILITY_TIER_BATCH,
  ): Promise<{ reliabilityTiersChecked: number; reliabilityTiersChanged: number }> {
    const total = { reliabilityTiersChecked: 0, reliabilityTiersChanged: 0 };
    for (;;) {
      const counts = await this.scheduler.transaction((manager) => this.recompute(manager, now, RELIABILITY_RULES, batch));
      total.reliabilityTiersChecked += counts.reliabilityTiersChecked;
      total.reliabilityTiersChanged += counts.reliabilityTiersChanged;
      // A short batch means nothing else is due (rows another run holds are skipped, not waited for).
      if (counts.reliabilityTiersChecked < batch) return total;
    }
  }

  /** Recomputes the due sitters' tiers at `now`; answers how many were checked and how many changed. */
  async recompute(
    manager: EntityManager,
    now: Date,
    rules: Readonly<ReliabilityRules> = RELIABILITY_RULES,
    batch: number = RELIABILITY_TIER_BATCH,
  ): Promise<{ reliabilityTiersChecked: number; reliabilityTiersChanged: number }> {
    const due = (await manager.query(
      `SELECT sp.user_id AS sitter_id, rt.reliable, rt.misses
         FROM sitter_profiles sp LEFT JOIN reliability_tiers rt ON rt.sitter_id = sp.user_id
        WHERE sp.review_status = 'approved' AND (rt.checked_at IS NULL OR rt.checked_at <= $1)
        ORDER BY rt.checked_at NULLS FIRST, sp.user_id LIMIT $2
        FOR UPDATE OF sp SKIP LOCKED`,
      [new Date(now.getTime() - RELIABILITY_TIER_RECHECK_MS), batch],
    )) as { sitter_id: string; reliable: boolean | null; misses: ReliableTierRule[] | null }[];
    if (due.length === 0) return { reliabilityTiersChecked: 0, reliabilityTiersChanged: 0 };
    const histories = await sitterHistories(
      manager,
      due.map((sitter) => sitter.sitter_id),
      now,
      rules,
    );
    const decided = due.map((sitter) => {
      const misses = reliableTierMisses(sitterRecord(histories.get(sitter.sitter_id)!, now, rules).tier, rules);
      return { ...sitter, misses, before: sitter.misses, reliable: misses.length === 0, was: sitter.reliable ?? false };
    });
    // One statement for the batch; misses as JSON, since a text[][] cannot hold rows of different lengths.
    await manager.query(
      `INSERT INTO reliability_tiers (sitter_id, reliable, misses, checked_at, changed_at)
       SELECT d.sitter_id, d.reliable, ARRAY(SELECT json_array_elements_text(d.misses)), $2, $2
         FROM json_to_recordset($1::json) AS d (sitter_id uuid, reliable boolean, misses json)
       ON CONFLICT (sitter_id) DO UPDATE SET reliable = EXCLUDED.reliable, misses = EXCLUDED.misses, checked_at = EXCLUDED.checked_at,
         changed_at = CASE WHEN reliability_tiers.reliable = EXCLUDED.reliable THEN reliability_tiers.changed_at ELSE EXCLUDED.changed_at END`,
      [JSON.stringify(decided.map(({ sitter_id, reliable, misses }) => ({ sitter_id, reliable, misses }))), now],
    );
    let changed = 0;
    for (const sitter of decided) {
      const { reliable, misses } = sitter;
      if (reliable === sitter.was) continue;
      changed += 1;
      const texts = reliableTierRuleTexts(rules);
      if (reliable) {
        const nowMet = (sitter.before ?? []).map((rule) => texts[rule]);
        await this.notices.send(manager, sitter.sitter_id, {
          kind: RELIABILITY_NOTICE_KINDS.tierGained,
          title: 'You are now a Reliable sitter',
          body: `Every rule of the tier holds for your last ${rules.windowDays} days${nowMet.length > 0 ? `; now met: ${nowMet.join('; ')}` : ''}.`,
          link: paths.reliability(),
        });
      } else {
        await this.notices.send(manager, sitter.sitter_id, {
          kind: RELIABILITY_NOTICE_KINDS.tierLost,
          title: 'You are no longer a Reliable sitter',
          body: `Over your last ${rules.windowDays} days this rule no longer holds: ${misses.map((rule) => texts[rule]).join('; ')}.`,
          link: paths.reliability(),
        });
      }
    }
    return { reliabilityTiersChecked: due.length, reliabilityTiersChanged: changed };
  }
}

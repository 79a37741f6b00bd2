import { type EntityManager } from 'typeorm';

/*
 * Who holds the "Reliable sitter" tier, as the daily recompute (reliability/reliability-tiers.service.ts,
 * the one writer of `reliability_tiers`) last decided it: part of how a sitter is shown, beside the
 * listing rule (listing.ts), so search, the sitter's page and the record read it from here and
 * sitters/ imports nothing from reliability/ (no folder cycle; docs/reliability.md).
 */

/** SQL true when sitter `sitterColumn` holds the tier (search's filter, and the tier on each result). */
export function reliableSitterSql(sitterColumn: string): string {
  return `EXISTS (SELECT 1 FROM reliability_tiers rt WHERE rt.sitter_id = ${sitterColumn} AND rt.reliable)`;
}

/** Which of these sitters hold the tier. */
export async function reliableSitters(manager: Pick<EntityManager, 'query'>, sitterIds: string[]): Promise<Set<string>> {
  if (sitterIds.length === 0) return new Set();
  const rows = (await manager.query(`SELECT t.id FROM unnest($1::uuid[]) AS t(id) WHERE ${reliableSitterSql('t.id')}`, [sitterIds])) as {
    id: string;
  }[];
  return new Set(rows.map((row) => row.id));
}

import { type EntityManager } from 'typeorm';

/*
 * Who holds the "Reliable sitter" tier, as the daily recompute (reliability-tiers.service.ts)
 * last decided it: what search, the sitter's page and the record read. A folder of its own that
 * imports no feature, so the sitters' and search's reads may use it while the records read the
 * sitters' listing rule.
 */

/** SQL true when sitter `sitterColumn` holds the tier (search's filter). */
export function reliableSitterSql(sitterColumn: string): string {
  return `EXISTS (SELECT 1 FROM reliability_tiers rt WHERE rt.sitter_id = ${sitterColumn} AND rt.reliable)`;
}

/** Which of these sitters hold the tier. */
export async function reliableSitters(manager: Pick<EntityManager, 'query'>, sitterIds: string[]): Promise<Set<string>> {
  if (sitterIds.length === 0) return new Set();
  const rows = (await manager.query(`SELECT sitter_id FROM reliability_tiers WHERE sitter_id = ANY($1::uuid[]) AND reliable`, [
    sitterIds,
  ])) as { sitter_id: string }[];
  return new Set(rows.map((row) => row.sitter_id));
}

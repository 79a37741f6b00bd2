import { type Badge, type BadgeKind } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';

/**
 * Badges come from approved verifications, read at request time (so an expired one is never
 * shown, even between sweeps):
 * - `id_verified`: an approved photo ID; `verifiedAt` is the decision, `expiresAt` null.
 * - `police_checked`: an approved National Police Check whose `expires_on` is still ahead; its
 *   `expiresAt` is the start (00:00 UTC) of `expires_on`, the moment it stops being shown.
 */

/** The SQL condition "sitter `alias`.user_id has badge `kind` at the instant `$now`" (the caller binds the parameter). */
export function hasBadgeSql(kind: BadgeKind, alias: string, nowParam: string): string {
  return kind === 'id_verified'
    ? `EXISTS (SELECT 1 FROM sitter_verifications v WHERE v.sitter_id = ${alias}.user_id AND v.kind = 'id' AND v.status = 'approved')`
    : `EXISTS (SELECT 1 FROM sitter_verifications v WHERE v.sitter_id = ${alias}.user_id AND v.kind = 'police_check' AND v.status = 'approved' AND v.expires_on > (${nowParam}::timestamptz AT TIME ZONE 'UTC')::date)`;
}

interface BadgeRow {
  sitter_id: string;
  kind: 'id' | 'police_check';
  decided_at: Date;
  expires_on: string | null;
}

/** Current badges of each sitter (id_verified first); sitters without any map to []. */
export async function badgesOf(
  manager: Pick<EntityManager, 'query'>,
  sitterIds: readonly string[],
  now: Date,
): Promise<Map<string, Badge[]>> {
  const badges = new Map<string, Badge[]>(sitterIds.map((id) => [id, []]));
  if (sitterIds.length === 0) return badges;
  // The latest approved photo ID, and the police check that lasts longest, per sitter.
  const rows = (await manager.query(
    `SELECT DISTINCT ON (sitter_id, kind) sitter_id, kind, decided_at, to_char(expires_on, 'YYYY-MM-DD') AS expires_on
       FROM sitter_verifications
      WHERE sitter_id = ANY($1::uuid[]) AND status = 'approved'
        AND (kind = 'id' OR expires_on > ($2::timestamptz AT TIME ZONE 'UTC')::date)
      ORDER BY sitter_id, kind, expires_on DESC NULLS LAST, decided_at DESC`,
    [sitterIds, now.toISOString()],
  )) as BadgeRow[];
  for (const row of rows.sort((a, b) => a.kind.localeCompare(b.kind))) {
    badges.get(row.sitter_id)?.push({
      kind: row.kind === 'id' ? 'id_verified' : 'police_checked',
      verifiedAt: row.decided_at.toISOString(),
      expiresAt: row.expires_on === null ? null : `${row.expires_on}T00:00:00.000Z`,
    });
  }
  return badges;
}

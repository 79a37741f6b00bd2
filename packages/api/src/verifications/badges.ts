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

/**
 * SQL of a json value: the current badges (the contract's `Badge[]`, id_verified first; `[]` when
 * none) of sitter `sitterColumn` at the instant `$now` (the caller binds the parameter), so a
 * statement can carry each row's badges without a second round trip (search's page). The latest
 * approved photo ID, and the police check that lasts longest. Timestamps are written as
 * `Date.toISOString()` writes them (UTC, milliseconds; Postgres's `MS` truncates the microseconds
 * as the pg driver's Date does).
 */
export function badgesJsonSql(sitterColumn: string, nowParam: string): string {
  return `(SELECT coalesce(json_agg(json_build_object(
              'kind', CASE b.kind WHEN 'id' THEN 'id_verified' ELSE 'police_checked' END,
              'verifiedAt', to_char(b.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'expiresAt', to_char(b.expires_on::timestamp, 'YYYY-MM-DD"T00:00:00.000Z"')
            ) ORDER BY b.kind), '[]'::json)
       FROM (SELECT DISTINCT ON (v.kind) v.kind, v.decided_at, v.expires_on
               FROM sitter_verifications v
              WHERE v.sitter_id = ${sitterColumn} AND v.status = 'approved'
                AND (v.kind = 'id' OR v.expires_on > (${nowParam}::timestamptz AT TIME ZONE 'UTC')::date)
              ORDER BY v.kind, v.expires_on DESC NULLS LAST, v.decided_at DESC) b)`;
}

/** Current badges of each sitter (id_verified first); sitters without any map to []. */
export async function badgesOf(
  manager: Pick<EntityManager, 'query'>,
  sitterIds: readonly string[],
  now: Date,
): Promise<Map<string, Badge[]>> {
  if (sitterIds.length === 0) return new Map();
  const rows = (await manager.query(
    `SELECT ${badgesJsonSql('t.id', '$2')} AS badges FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n) ORDER BY t.n`,
    [sitterIds, now.toISOString()],
  )) as { badges: Badge[] }[];
  return new Map(rows.map((row, i) => [sitterIds[i]!, row.badges]));
}

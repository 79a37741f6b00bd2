import { type EntityManager } from 'typeorm';

/**
 * A user is a sitter when they have a sitter profile, whatever its review status (whether they are
 * listed is sitters/listing.ts's rule). Payouts, tax statements, verifications, owners' reviews,
 * booking requests and chat ask this. It lives with the users rather than in sitters/ because
 * verifications/, which sitters/ builds on, asks it too.
 */

/** SQL condition "user `user` (a `$n` placeholder or a column) is a sitter". */
export function isSitterSql(user: string): string {
  return `EXISTS (SELECT 1 FROM sitter_profiles sitter_profile WHERE sitter_profile.user_id = ${user})`;
}

/** Whether the user is a sitter, read with the caller's EntityManager. */
export async function isSitter(manager: Pick<EntityManager, 'query'>, userId: string): Promise<boolean> {
  const [row] = (await manager.query(`SELECT ${isSitterSql('$1')} AS is_sitter`, [userId])) as [{ is_sitter: boolean }];
  return row.is_sitter;
}

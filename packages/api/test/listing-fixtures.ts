// Review before listing (docs/trust.md) for suites that test other things: new sitters start
// pending_review and are neither in search nor public until approved. These helpers do the
// admin's part straight in the database. Not a suite itself (not named *.spec.ts).
import { type TestContext } from './harness.js';

/** Lists a sitter as an admin's approval would (review status approved). */
export async function approveSitter(ctx: TestContext, sitterId: string): Promise<void> {
  await ctx.pawpal.database.dataSource.query(
    `UPDATE sitter_profiles SET review_status = 'approved', review_reason = NULL, reviewed_at = now() WHERE user_id = $1`,
    [sitterId],
  );
}

/** Makes an existing account an admin. */
export async function makeAdmin(ctx: TestContext, userId: string): Promise<void> {
  await ctx.pawpal.database.dataSource.query(`UPDATE users SET is_admin = true WHERE id = $1`, [userId]);
}

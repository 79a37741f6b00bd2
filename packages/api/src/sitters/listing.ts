/**
 * Who is listed (docs/trust.md): a sitter appears in search and on their public page only
 * while their profile is `approved` and their account is not suspended (suspended_at set and
 * suspended_until null or still ahead, on the injected Clock). Everyone else's page is 404 to
 * all but the sitter themself and admins. One home for the rule: search, profiles, calendars, reviews, requests and chat use it.
 */

/** SQL condition "sitter profile `profile` (with user `user`) is listed at the instant `nowParam`". */
export function listedSql(profile: string, user: string, nowParam: string): string {
  return `(${profile}.review_status = 'approved' AND NOT ${suspendedSql(user, nowParam)})`;
}

/**
 * listedSql for a scan over many profiles (search): the same rule, with the suspended accounts read
 * once per statement (a hashed subplan over the few suspended users, on the partial index
 * users_suspended_idx) instead of a users lookup for every profile scanned.
 */
export function listedProfileSql(profile: string, nowParam: string): string {
  return `(${profile}.review_status = 'approved' AND ${profile}.user_id NOT IN (SELECT su.id FROM users su WHERE ${suspendedSql('su', nowParam)}))`;
}

/** SQL condition "user `user` is suspended at the instant `nowParam`". */
export function suspendedSql(user: string, nowParam: string): string {
  return `(${user}.suspended_at IS NOT NULL AND (${user}.suspended_until IS NULL OR ${user}.suspended_until > ${nowParam}::timestamptz))`;
}

/**
 * SQL condition "sitter profile `profile` (with user `user`) may be seen at `nowParam` by the
 * viewer `viewerParam` (a user id, or NULL signed out)": listed, or the viewer is the sitter
 * themself or an admin. The page, the calendar and the reviews of a sitter all ask this.
 */
export function visibleToSql(profile: string, user: string, nowParam: string, viewerParam: string): string {
  return `(${listedSql(profile, user, nowParam)} OR ${profile}.user_id = ${viewerParam}::uuid OR EXISTS (SELECT 1 FROM users viewer WHERE viewer.id = ${viewerParam}::uuid AND viewer.is_admin))`;
}

/*
 * Which reviews a reader may see: the one home of the double-blind rule (docs/reviews-and-reports.md,
 * "Two-sided, double-blind reviews"). Every read of `reviews` that shows a review, or tells whether
 * one exists, to someone goes through `reviewVisibleSql`:
 *
 * - a published review (`publish_at <= now`, the Clock's now) is visible to whoever may read the
 *   list, page or file it is in (removed ones too: the lists show them as a marker);
 * - an unpublished review is visible to its author alone: not to the person it is about, not to
 *   another member, not to an admin (admins never write reviews, so they read as everyone else).
 *
 * The public lists (a sitter's reviews, an owner's reviews, the admin's moderation list) are the
 * same for everyone, so they read with no reader: published reviews only. Reads for one person
 * (the data export, replying, reporting) name that person as the reader.
 */

/** SQL expression: the id of the author of the review aliased `alias` (the owner or the sitter, by role). */
export function reviewAuthorSql(alias: string): string {
  return `(CASE ${alias}.author_role WHEN 'owner' THEN ${alias}.owner_id ELSE ${alias}.sitter_id END)`;
}

/**
 * SQL condition "the review aliased `alias` may be seen at the instant `nowParam` by the reader
 * `readerParam`" (a parameter holding a user id or NULL; leave it out for a public list): published,
 * or written by the reader.
 */
export function reviewVisibleSql(alias: string, nowParam: string, readerParam?: string): string {
  const published = `${alias}.publish_at <= ${nowParam}::timestamptz`;
  if (readerParam === undefined) return `(${published})`;
  return `(${published} OR ${reviewAuthorSql(alias)} = ${readerParam}::uuid)`;
}

import { type EntityManager } from 'typeorm';

/*
 * Publication and the sitters' rating aggregates. A review is published once `publish_at <= now`
 * (who may see it, before and after, is review-visibility.ts's rule): `publish_at` is the end of the
 * review window when the review is written, and becomes now when the other side's review arrives.
 * The aggregates (`sitter_profiles.rating_avg` / `rating_count`) count published, not removed
 * reviews of sitters only; `counted` marks the reviews they include.
 */

/**
 * Marks every review published by `now` and not yet counted as counted, and recomputes the rating
 * of each sitter concerned, in the caller's transaction. Idempotent; a concurrent run waits on the
 * row locks and then finds nothing left to count. Returns how many reviews it counted.
 */
export async function countPublished(manager: EntityManager, now: Date): Promise<number> {
  // An UPDATE ... RETURNING answers [rows, affected] through TypeORM's postgres driver.
  const [rows] = (await manager.query(
    `UPDATE reviews SET counted = true WHERE NOT counted AND publish_at <= $1 RETURNING sitter_id, author_role`,
    [now],
  )) as [{ sitter_id: string; author_role: string }[], number];
  const sitters = [...new Set(rows.filter((row) => row.author_role === 'owner').map((row) => row.sitter_id))];
  await recomputeSitterRatings(manager, sitters);
  return rows.length;
}

/** Sets each sitter's rating average and count from their counted, not removed reviews by owners. */
export async function recomputeSitterRatings(manager: EntityManager, sitterIds: readonly string[]): Promise<void> {
  if (sitterIds.length === 0) return;
  await manager.query(
    `UPDATE sitter_profiles sp
        SET rating_avg = agg.average, rating_count = agg.n
       FROM (SELECT s.id, round(avg(r.rating), 3) AS average, count(r.id)::int AS n
               FROM unnest($1::uuid[]) AS s(id)
               LEFT JOIN reviews r ON r.sitter_id = s.id AND r.author_role = 'owner' AND r.counted AND r.removed_at IS NULL
              GROUP BY s.id) agg
      WHERE sp.user_id = agg.id`,
    [sitterIds],
  );
}

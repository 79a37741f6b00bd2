import { type EntityManager } from 'typeorm';

/** What sitters wrote about the owners and pets of seeded stays. */
const SITTER_COMMENTS = [
  'A lovely, well-behaved dog and a very organised owner. Clear notes on feeding and walks.',
  'Everything was ready at drop-off and pick-up was right on time. Happy to look after them again.',
  'Sweet pet, settled in quickly. The owner kept in touch without fussing.',
  'Great communication before the stay and easy to work with.',
];
/** What sitters replied to some of the owners' reviews. */
const SITTER_REPLIES = ['Thank you! It was a pleasure looking after them.', 'Thanks so much, see you next time!'];
/** One stay in this many has no sitter review (not every sitter writes one). */
const EVERY_NTH_WITHOUT_SITTER_REVIEW = 4;
/** One owner review in this many has a public reply from the sitter. */
const EVERY_NTH_REPLIED = 3;

/**
 * Two-sided reviews on top of the seeded past stays (seed-bookings.ts writes the owners' reviews):
 * those were published when written; most stays also get the sitter's review of the owner and
 * pets, published with it; some owners' reviews get the sitter's reply. Then every sitter's rating
 * aggregate is recomputed from the published reviews alone, replacing the seeded aggregates that
 * had no review rows behind them (a sitter without reviews has no rating).
 */
export async function seedReviews(manager: EntityManager, now: Date = new Date()): Promise<{ reviews: number }> {
  await manager.query(`UPDATE reviews SET publish_at = created_at, counted = true WHERE publish_at IS NULL AND created_at <= $1`, [now]);
  await manager.query(
    `INSERT INTO reviews (booking_id, owner_id, sitter_id, author_role, rating, comment, created_at, publish_at, counted)
     SELECT r.booking_id, r.owner_id, r.sitter_id, 'sitter', CASE WHEN r.n % 5 = 0 THEN 4 ELSE 5 END,
            ($1::text[])[1 + r.n % cardinality($1::text[])], r.created_at, r.created_at, true
       FROM (SELECT booking_id, owner_id, sitter_id, created_at, row_number() OVER (ORDER BY created_at, booking_id)::int AS n
               FROM reviews WHERE author_role = 'owner' AND publish_at <= $2) r
      WHERE r.n % $3 <> 0
     ON CONFLICT (booking_id, author_role) DO NOTHING`,
    [SITTER_COMMENTS, now, EVERY_NTH_WITHOUT_SITTER_REVIEW],
  );
  await manager.query(
    `UPDATE reviews r SET reply = ($1::text[])[1 + o.n % cardinality($1::text[])], reply_at = r.created_at + interval '1 day'
       FROM (SELECT id, row_number() OVER (ORDER BY created_at, id)::int AS n FROM reviews WHERE author_role = 'owner' AND publish_at <= $2) o
      WHERE r.id = o.id AND o.n % $3 = 0 AND r.created_at + interval '1 day' <= $2`,
    [SITTER_REPLIES, now, EVERY_NTH_REPLIED],
  );
  await manager.query(
    `UPDATE sitter_profiles sp SET rating_avg = agg.average, rating_count = agg.n
       FROM (SELECT p.user_id, round(avg(r.rating), 3) AS average, count(r.id)::int AS n
               FROM sitter_profiles p
               LEFT JOIN reviews r ON r.sitter_id = p.user_id AND r.author_role = 'owner' AND r.counted AND r.removed_at IS NULL
              GROUP BY p.user_id) agg
      WHERE sp.user_id = agg.user_id`,
  );
  const [{ n }] = (await manager.query(`SELECT count(*)::int AS n FROM reviews`)) as [{ n: number }];
  return { reviews: n };
}

import type { EntityManager } from 'typeorm';

/**
 * Every seeded account dates from before anything dated of its own: "Member since" (the user's
 * `created_at`) on a sitter's page must not come after their photo ID check, their review before
 * listing, or a booking or review they took part in. The rows are seeded with dates in the past
 * while the users were inserted now, so each member with such a row joins 1 to 45 days (and some
 * minutes, from their id) before the first of them. Run after every seeding step that writes
 * those rows; members without any keep their `created_at`.
 */
export async function seedMemberSince(manager: EntityManager): Promise<void> {
  await manager.query(
    `UPDATE users u
        SET created_at = f.first_at - (1 + abs(hashtext(u.id::text)) % 45) * interval '1 day'
                                    - (abs(hashtext(u.email)) % 600) * interval '1 minute'
       FROM (SELECT user_id, min(at) AS first_at
               FROM (SELECT sitter_id AS user_id, submitted_at AS at FROM sitter_verifications
                     UNION ALL SELECT user_id, review_submitted_at FROM sitter_profiles
                     UNION ALL SELECT user_id, reviewed_at FROM sitter_profiles
                     UNION ALL SELECT sitter_id, created_at FROM bookings
                     UNION ALL SELECT owner_id, created_at FROM bookings
                     UNION ALL SELECT sitter_id, created_at FROM reviews
                     UNION ALL SELECT owner_id, created_at FROM reviews) e
              WHERE at IS NOT NULL
              GROUP BY user_id) f
      WHERE u.id = f.user_id AND u.created_at > f.first_at`,
  );
}

import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';

/** The demo marketplace reads as real: names, verification dates and kinds vary. */
describeEachDatabase('seeded sitters', (ctx) => {
  const query = <T>(sql: string) => ctx.pawpal.database.dataSource.query(sql) as Promise<T[]>;

  it('gives no two sitters the same shown name (first name and last initial)', async () => {
    const duplicates = await query<{ shown: string; count: number }>(
      `SELECT u.first_name || ' ' || left(u.last_name, 1) || '.' AS shown, count(*)::int AS count
         FROM users u JOIN sitter_profiles s ON s.user_id = u.id
        GROUP BY 1 HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  });

  it('spreads photo ID decisions over the last 3 to 18 months, each submitted days before and listed after it', async () => {
    const [ids] = await query<{ total: number; days: number; earliest: number; latest: number; misordered: number; unlisted: number }>(
      `SELECT count(*)::int AS total,
              count(DISTINCT (v.decided_at AT TIME ZONE 'UTC')::date)::int AS days,
              max(now()::date - (v.decided_at AT TIME ZONE 'UTC')::date)::int AS earliest,
              min(now()::date - (v.decided_at AT TIME ZONE 'UTC')::date)::int AS latest,
              count(*) FILTER (WHERE v.submitted_at >= v.decided_at OR v.decided_at - v.submitted_at > interval '5 days')::int AS misordered,
              count(*) FILTER (WHERE s.review_status <> 'approved' OR s.reviewed_at < v.decided_at)::int AS unlisted
         FROM sitter_verifications v JOIN sitter_profiles s ON s.user_id = v.sitter_id
        WHERE v.kind = 'id'`,
    );
    expect(ids!.total).toBeGreaterThan(300);
    expect(ids!.days).toBeGreaterThan(200);
    expect(ids!.earliest).toBeLessThanOrEqual(18 * 31);
    expect(ids!.latest).toBeGreaterThanOrEqual(3 * 30);
    expect(ids).toMatchObject({ misordered: 0, unlisted: 0 });
  });

  it('makes every seeded member a member before anything dated of theirs: documents, review before listing, bookings and reviews', async () => {
    // "Member since" (users.created_at) on a sitter's page may not come after their photo ID check.
    const events = `SELECT sitter_id AS user_id, submitted_at AS at FROM sitter_verifications
            UNION ALL SELECT sitter_id, decided_at FROM sitter_verifications
            UNION ALL SELECT user_id, review_submitted_at FROM sitter_profiles
            UNION ALL SELECT user_id, reviewed_at FROM sitter_profiles
            UNION ALL SELECT sitter_id, created_at FROM bookings
            UNION ALL SELECT owner_id, created_at FROM bookings
            UNION ALL SELECT sitter_id, created_at FROM reviews
            UNION ALL SELECT owner_id, created_at FROM reviews`;
    const [checked] = await query<{ sitters: number }>(
      `SELECT count(DISTINCT e.user_id)::int AS sitters FROM (${events}) e JOIN sitter_profiles s ON s.user_id = e.user_id`,
    );
    expect(checked!.sitters).toBeGreaterThan(300);
    const early = await query<{ email: string; memberSince: Date; firstEvent: Date }>(
      `SELECT u.email, u.created_at AS "memberSince", min(e.at) AS "firstEvent"
         FROM users u JOIN (${events}) e ON e.user_id = u.id
        GROUP BY u.id, u.email, u.created_at HAVING u.created_at > min(e.at)
        ORDER BY u.email LIMIT 5`,
    );
    expect(early).toEqual([]);
  });

  it('gives some sitters a police check, some none, and a few a police check waiting for review (with its file)', async () => {
    const [kinds] = await query<{ sitters: number; police: number; pending: number; pendingWithoutFile: number; pendingDays: number }>(
      `SELECT (SELECT count(*)::int FROM sitter_profiles) AS sitters,
              count(DISTINCT sitter_id) FILTER (WHERE status = 'approved')::int AS police,
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'pending' AND file_name IS NULL)::int AS "pendingWithoutFile",
              count(DISTINCT (submitted_at AT TIME ZONE 'UTC')::date) FILTER (WHERE status = 'pending')::int AS "pendingDays"
         FROM sitter_verifications WHERE kind = 'police_check'`,
    );
    expect(kinds!.police).toBeGreaterThan(kinds!.sitters * 0.3);
    expect(kinds!.police).toBeLessThan(kinds!.sitters * 0.6);
    expect(kinds!.pending).toBeGreaterThanOrEqual(3);
    expect(kinds!.pending).toBeLessThan(40);
    expect(kinds!.pendingDays).toBeGreaterThan(1);
    expect(kinds!.pendingWithoutFile).toBe(0);
    // A pending police check does not unlist anyone: its sitter is listed on their approved photo ID.
    const [pendingSitters] = await query<{ unlisted: number }>(
      `SELECT count(*)::int AS unlisted FROM sitter_verifications v JOIN sitter_profiles s ON s.user_id = v.sitter_id
        WHERE v.kind = 'police_check' AND v.status = 'pending' AND s.review_status <> 'approved'`,
    );
    expect(pendingSitters!.unlisted).toBe(0);
  });
});

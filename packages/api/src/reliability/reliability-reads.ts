import { RELIABILITY_RULES, type ReliabilityRules } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { type EndedBookingRow, type OwnerHistory, type RequestRow, type SitterHistory, type VisitRow } from './reliability-record.js';

/*
 * The rows of a record's window, read from what happened: bookings (requests, acceptances,
 * completions, cancellations), visits, the published rating. Nothing here is a field anyone types.
 * Each read is bounded: requests by a multiple of the sample, bookings and visits by the window.
 */

const DAY_MS = 86_400_000;
/** Most requests read per sitter: the sample, with room for those left out (withdrawn, still open). */
const REQUEST_ROWS_MAX = 200;
/** Most ended bookings or visits read per record (far above any sitter's half-year). */
const ROWS_MAX = 5000;

/** The window's first instant. */
export function windowStart(now: Date, rules: Readonly<ReliabilityRules> = RELIABILITY_RULES): Date {
  return new Date(now.getTime() - rules.windowDays * DAY_MS);
}

/**
 * SQL true when a cancelled booking `b` was cancelled by the sitter at the owner's request: the
 * sitter said so when cancelling and the owner confirmed it (docs/reliability.md).
 */
export function ownerAskedSql(booking: string): string {
  return `EXISTS (SELECT 1 FROM cancellation_records cr WHERE cr.booking_id = ${booking}.id AND cr.owner_confirmed_at IS NOT NULL)`;
}

/**
 * Every cancellation by a sitter, as rows (booking_id, sitter_id, owner_id, starts_at, cancelled_at):
 * a booking its sitter cancelled, and a paid booking its sitter withdrew from while standbys stood
 * by (docs/standby.md). The withdrawal is the `standby_handoffs` row (its first sitter, when it
 * opened): the booking may since belong to the standby who took it over, and when nobody did, its
 * cancellation is that same withdrawal, counted once, at the time the sitter withdrew.
 */
export const SITTER_CANCELLATIONS_SQL = `
  SELECT b.id AS booking_id, b.sitter_id, b.owner_id, b.starts_at, b.cancelled_at
    FROM bookings b
   WHERE b.status = 'cancelled' AND b.cancelled_by = 'sitter'
     AND NOT EXISTS (SELECT 1 FROM standby_handoffs wh
                      WHERE wh.booking_id = b.id AND wh.trigger = 'sitter_cancelled' AND wh.from_sitter_id = b.sitter_id)
  UNION ALL
  SELECT h.booking_id, h.from_sitter_id AS sitter_id, b.owner_id, b.starts_at, h.opened_at AS cancelled_at
    FROM standby_handoffs h JOIN bookings b ON b.id = h.booking_id
   WHERE h.trigger = 'sitter_cancelled'`;

/**
 * SQL true when the sitter cancellation `c` (a row of SITTER_CANCELLATIONS_SQL) is late and held
 * against its sitter: less than the late-cancellation days before the start, and not at the
 * owner's request.
 */
export function lateSitterCancellationSql(cancellation: string, rules: Readonly<ReliabilityRules> = RELIABILITY_RULES): string {
  return `(${cancellation}.cancelled_at > ${cancellation}.starts_at - interval '${Number(rules.lateCancellationDays)} days'
           AND NOT EXISTS (SELECT 1 FROM cancellation_records cr
                            WHERE cr.booking_id = ${cancellation}.booking_id AND cr.owner_confirmed_at IS NOT NULL))`;
}

interface EndedSql {
  user_id: string;
  owner_id: string;
  starts_at: Date;
  status: 'completed' | 'cancelled';
  ended_at: Date;
  cancelled_by: 'owner' | 'sitter' | 'admin' | null;
  owner_asked: boolean;
}

/** Each user's accepted bookings (as sitter or owner) that ended in the window, newest first. */
async function endedBookings(manager: EntityManager, column: 'sitter_id' | 'owner_id', userIds: string[], from: Date, now: Date) {
  // A sitter's record also holds the paid bookings they withdrew from that a standby took over
  // (SITTER_CANCELLATIONS_SQL): the booking row is the standby's now.
  const withdrawals =
    column === 'sitter_id'
      ? `UNION ALL
         SELECT h.from_sitter_id, b.owner_id, b.starts_at, 'cancelled', h.opened_at, 'sitter',
                EXISTS (SELECT 1 FROM cancellation_records cr WHERE cr.booking_id = b.id AND cr.owner_confirmed_at IS NOT NULL)
           FROM standby_handoffs h JOIN bookings b ON b.id = h.booking_id
          WHERE h.trigger = 'sitter_cancelled' AND h.from_sitter_id = ANY($1::uuid[]) AND h.opened_at > $2 AND h.opened_at <= $3`
      : '';
  const rows = (await manager.query(
    `SELECT * FROM (
       SELECT u.*, row_number() OVER (PARTITION BY u.user_id ORDER BY u.ended_at DESC) AS n FROM (
         SELECT b.${column} AS user_id, b.owner_id, b.starts_at, b.status, COALESCE(b.completed_at, b.cancelled_at) AS ended_at, b.cancelled_by,
                (b.status = 'cancelled' AND ${ownerAskedSql('b')}) AS owner_asked
           FROM bookings b
          WHERE b.${column} = ANY($1::uuid[]) AND b.accepted_at IS NOT NULL
            AND ((b.status = 'completed' AND b.completed_at > $2 AND b.completed_at <= $3)
              OR (b.status = 'cancelled' AND b.cancelled_at > $2 AND b.cancelled_at <= $3))
            ${column === 'sitter_id' ? `AND NOT EXISTS (SELECT 1 FROM standby_handoffs wh WHERE wh.booking_id = b.id AND wh.trigger = 'sitter_cancelled' AND wh.from_sitter_id = b.sitter_id AND b.status = 'cancelled')` : ''}
         ${withdrawals}) u) e
      WHERE e.n <= ${ROWS_MAX}`,
    [userIds, from, now],
  )) as EndedSql[];
  return groupBy(rows, (row): EndedBookingRow => ({
    ownerId: row.owner_id,
    startsAt: row.starts_at,
    status: row.status,
    endedAt: row.ended_at,
    cancelledBy: row.cancelled_by,
    ownerAsked: row.owner_asked,
  }));
}

function groupBy<R extends { user_id: string }, T>(rows: R[], map: (row: R) => T): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.user_id) ?? [];
    list.push(map(row));
    grouped.set(row.user_id, list);
  }
  return grouped;
}

/** Sitters' windows of history, in one read per kind of row (the daily recompute reads a batch at once). */
export async function sitterHistories(
  manager: EntityManager,
  sitterIds: string[],
  now: Date,
  rules: Readonly<ReliabilityRules> = RELIABILITY_RULES,
): Promise<Map<string, SitterHistory>> {
  const from = windowStart(now, rules);
  const requests = (await manager.query(
    `SELECT * FROM (
       SELECT b.sitter_id AS user_id, b.created_at, COALESCE(b.accepted_at, b.declined_at) AS answered_at,
              CASE WHEN b.cancelled_by = 'owner' AND b.accepted_at IS NULL AND b.declined_at IS NULL THEN b.cancelled_at END AS withdrawn_at,
              row_number() OVER (PARTITION BY b.sitter_id ORDER BY b.created_at DESC) AS n
         FROM bookings b
        WHERE b.sitter_id = ANY($1::uuid[]) AND b.created_at > $2 AND b.created_at <= $3) r
      WHERE r.n <= ${REQUEST_ROWS_MAX}`,
    [sitterIds, from, now],
  )) as { user_id: string; created_at: Date; answered_at: Date | null; withdrawn_at: Date | null }[];
  const visits = (await manager.query(
    `SELECT * FROM (
       SELECT b.sitter_id AS user_id, v.missed_at IS NOT NULL AS missed, v.excused_at IS NOT NULL AS excused,
              row_number() OVER (PARTITION BY b.sitter_id ORDER BY v.due_at DESC) AS n
         FROM visits v JOIN bookings b ON b.id = v.booking_id
        WHERE b.sitter_id = ANY($1::uuid[]) AND v.kind IN ('visit', 'walk') AND v.due_at > $2 AND v.missed_after <= $3
          AND b.status IN ('paid', 'in_progress', 'completed')) v
      WHERE v.n <= ${ROWS_MAX}`,
    [sitterIds, from, now],
  )) as { user_id: string; missed: boolean; excused: boolean }[];
  const ratings = (await manager.query(`SELECT user_id, rating_avg, rating_count FROM sitter_profiles WHERE user_id = ANY($1::uuid[])`, [
    sitterIds,
  ])) as { user_id: string; rating_avg: string | null; rating_count: number }[];
  const requestsBy = groupBy(requests, (row): RequestRow => ({
    createdAt: row.created_at,
    answeredAt: row.answered_at,
    withdrawnAt: row.withdrawn_at,
  }));
  const visitsBy = groupBy(visits, (row): VisitRow => ({ missed: row.missed, excused: row.excused }));
  const ratingBy = new Map(ratings.map((row) => [row.user_id, row]));
  const ended = await endedBookings(manager, 'sitter_id', sitterIds, from, now);
  return new Map(
    sitterIds.map((id) => {
      const rating = ratingBy.get(id);
      return [
        id,
        {
          requests: requestsBy.get(id) ?? [],
          bookings: ended.get(id) ?? [],
          visits: visitsBy.get(id) ?? [],
          rating: { value: rating?.rating_avg == null ? null : Number(rating.rating_avg), count: rating?.rating_count ?? 0 },
        },
      ];
    }),
  );
}

/** A sitter's window of history. */
export async function sitterHistory(
  manager: EntityManager,
  sitterId: string,
  now: Date,
  rules: Readonly<ReliabilityRules> = RELIABILITY_RULES,
): Promise<SitterHistory> {
  return (await sitterHistories(manager, [sitterId], now, rules)).get(sitterId)!;
}

/** An owner's window of history. */
export async function ownerHistory(
  manager: EntityManager,
  ownerId: string,
  now: Date,
  rules: Readonly<ReliabilityRules> = RELIABILITY_RULES,
): Promise<OwnerHistory> {
  const from = windowStart(now, rules);
  return {
    bookings: (await endedBookings(manager, 'owner_id', [ownerId], from, now)).get(ownerId) ?? [],
    meetAndGreets: await meetAndGreetAttendance(manager, { userId: ownerId, role: 'owner', since: from, until: now }),
  };
}

/**
 * A member's meet-and-greets that took place from `since` to `until` (accepted, their time
 * passed) and how many of them the other side reported them as a no-show at: the one rule the
 * reliability records read (docs/reliability.md).
 */
export async function meetAndGreetAttendance(
  db: Pick<EntityManager, 'query'>,
  query: { userId: string; role: 'owner' | 'sitter'; since: Date; until: Date },
): Promise<{ held: number; noShows: number }> {
  const [party, reporter] = query.role === 'owner' ? ['owner_id', 'sitter_outcome'] : ['sitter_id', 'owner_outcome'];
  const [row] = (await db.query(
    `SELECT count(*)::int AS held, (count(*) FILTER (WHERE ${reporter} = 'no_show'))::int AS no_shows FROM meet_and_greets
      WHERE ${party} = $1 AND status = 'accepted' AND chosen_time >= $2 AND chosen_time <= $3`,
    [query.userId, query.since, query.until],
  )) as [{ held: number; no_shows: number }];
  return { held: row.held, noShows: row.no_shows };
}

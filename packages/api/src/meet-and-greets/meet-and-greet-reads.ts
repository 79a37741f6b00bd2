import {
  lastInitialOf,
  type MeetAndGreet,
  type MeetAndGreetAction,
  type MeetAndGreetOutcome,
  type MeetAndGreetStatus,
} from '@pawpal/contract';
import { type EntityManager } from 'typeorm';

/** Anything that runs SQL: the DataSource or a transaction's manager. */
export type Queryable = Pick<EntityManager, 'query'>;

export interface MeetAndGreetRow {
  id: string;
  owner_id: string;
  sitter_id: string;
  proposed_times: Date[];
  message: string;
  status: 'requested' | 'accepted' | 'declined' | 'expired';
  chosen_time: Date | null;
  created_at: Date;
  answered_at: Date | null;
  owner_outcome: MeetAndGreetOutcome | null;
  sitter_outcome: MeetAndGreetOutcome | null;
  owner_first_name: string;
  owner_last_name: string;
  owner_email: string;
  sitter_first_name: string;
  sitter_last_name: string;
  sitter_email: string;
  suburb: string | null;
  state: string | null;
  time_zone: string | null;
}

/** The zone a meet-and-greet's times are shown in when the sitter's profile is gone. */
const FALLBACK_TIME_ZONE = 'Australia/Sydney';

export const MEET_AND_GREET_SELECT = `
  SELECT m.id, m.owner_id, m.sitter_id, m.proposed_times, m.message, m.status, m.chosen_time, m.created_at, m.answered_at,
         m.owner_outcome, m.sitter_outcome,
         o.first_name AS owner_first_name, o.last_name AS owner_last_name, o.email AS owner_email,
         s.first_name AS sitter_first_name, s.last_name AS sitter_last_name, s.email AS sitter_email,
         sp.suburb, sp.state, sp.time_zone
    FROM meet_and_greets m
    JOIN users o ON o.id = m.owner_id
    JOIN users s ON s.id = m.sitter_id
    LEFT JOIN sitter_profiles sp ON sp.user_id = m.sitter_id`;

export async function findMeetAndGreet(db: Queryable, id: string, lock = false): Promise<MeetAndGreetRow | undefined> {
  const [row] = (await db.query(`${MEET_AND_GREET_SELECT} WHERE m.id = $1 ${lock ? 'FOR UPDATE OF m' : ''}`, [id])) as MeetAndGreetRow[];
  return row;
}

/** A request nobody answered reads expired once its last proposed time has passed. */
export function statusAt(row: Pick<MeetAndGreetRow, 'status' | 'proposed_times'>, now: Date): MeetAndGreetStatus {
  if (row.status === 'requested' && row.proposed_times.every((time) => time.getTime() <= now.getTime())) return 'expired';
  return row.status;
}

/** Which side `userId` is on, or undefined for anyone else. */
export function sideOf(row: Pick<MeetAndGreetRow, 'owner_id' | 'sitter_id'>, userId: string): 'owner' | 'sitter' | undefined {
  if (row.owner_id === userId) return 'owner';
  if (row.sitter_id === userId) return 'sitter';
  return undefined;
}

export function timeZoneOf(row: Pick<MeetAndGreetRow, 'time_zone'>): string {
  return row.time_zone ?? FALLBACK_TIME_ZONE;
}

function actionsFor(row: MeetAndGreetRow, side: 'owner' | 'sitter', now: Date): MeetAndGreetAction[] {
  const status = statusAt(row, now);
  if (status === 'requested') return side === 'sitter' ? ['accept', 'decline'] : [];
  const said = side === 'owner' ? row.owner_outcome : row.sitter_outcome;
  if (status === 'accepted' && row.chosen_time && row.chosen_time.getTime() <= now.getTime() && said === null) return ['report_outcome'];
  return [];
}

/** The meet-and-greet as `viewerId` (one of its two people) sees it. */
export function toMeetAndGreet(row: MeetAndGreetRow, viewerId: string, now: Date): MeetAndGreet {
  const side = sideOf(row, viewerId) ?? 'owner';
  return {
    id: row.id,
    viewerRole: side,
    owner: { id: row.owner_id, firstName: row.owner_first_name, lastInitial: lastInitialOf(row.owner_last_name) },
    sitter: {
      id: row.sitter_id,
      firstName: row.sitter_first_name,
      lastInitial: lastInitialOf(row.sitter_last_name),
      suburb: row.suburb ?? '',
      state: row.state ?? '',
    },
    status: statusAt(row, now),
    proposedTimes: row.proposed_times.map((time) => time.toISOString()),
    chosenTime: row.chosen_time?.toISOString() ?? null,
    timeZone: timeZoneOf(row),
    message: row.message,
    createdAt: row.created_at.toISOString(),
    answeredAt: row.answered_at?.toISOString() ?? null,
    outcomes: { owner: row.owner_outcome, sitter: row.sitter_outcome },
    actions: actionsFor(row, side, now),
  };
}

/** How many of a member's meet-and-greets since `since` the other side reported them a no-show at. */
export async function countMeetAndGreetNoShows(
  db: Queryable,
  query: { userId: string; role: 'owner' | 'sitter'; since: Date },
): Promise<number> {
  const [party, reporter] = query.role === 'owner' ? ['owner_id', 'sitter_outcome'] : ['sitter_id', 'owner_outcome'];
  const [{ count }] = (await db.query(
    `SELECT count(*)::int AS count FROM meet_and_greets
      WHERE ${party} = $1 AND status = 'accepted' AND ${reporter} = 'no_show' AND chosen_time >= $2`,
    [query.userId, query.since],
  )) as [{ count: number }];
  return count;
}

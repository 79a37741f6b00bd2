import { type EntityManager } from 'typeorm';
import { type EventBus } from '../events/event-bus.js';

/**
 * Deletes every session of `userId` (all devices, all instances share the `session` table) inside
 * the caller's transaction; returns their ids for `publishSessionsEnded` after the commit.
 */
export async function deleteUserSessions(manager: EntityManager, userId: string): Promise<string[]> {
  const [rows] = (await manager.query(`DELETE FROM session WHERE sess->>'userId' = $1 RETURNING sid`, [userId])) as [
    { sid: string }[],
    number,
  ];
  return rows.map((row) => row.sid);
}

/**
 * After the sessions' rows are gone: `session.ended` for each, so every instance drops its cached
 * lookup and closes the live connections opened with it (src/live/ fans it out).
 */
export async function publishSessionsEnded(events: EventBus, userId: string, sessionIds: readonly string[]): Promise<void> {
  for (const sessionId of sessionIds) await events.publish('session.ended', { sessionId, userId });
}

import { type EntityManager } from 'typeorm';
import { MeetAndGreetsError } from './meet-and-greets.errors.js';

/**
 * A sitter who asks for it (`requires_meet_and_greet`) takes a first booking request from a new
 * owner only after a meet-and-greet happened: accepted, its chosen time passed, and not reported by
 * the sitter as a no-show. An owner who completed a booking with the sitter before is not new.
 * Called by the booking request in its transaction; refuses with 409 MEET_AND_GREET_REQUIRED.
 */
export async function assertMetIfRequired(
  manager: EntityManager,
  request: { ownerId: string; sitterId: string; sitterFirstName: string; now: Date },
): Promise<void> {
  const [row] = (await manager.query(
    `SELECT sp.requires_meet_and_greet AS required,
            EXISTS (SELECT 1 FROM bookings b WHERE b.owner_id = $1 AND b.sitter_id = $2 AND b.status = 'completed') AS booked_before,
            EXISTS (SELECT 1 FROM meet_and_greets m
                     WHERE m.owner_id = $1 AND m.sitter_id = $2 AND m.status = 'accepted' AND m.chosen_time <= $3
                       AND m.sitter_outcome IS DISTINCT FROM 'no_show') AS met
       FROM sitter_profiles sp WHERE sp.user_id = $2`,
    [request.ownerId, request.sitterId, request.now],
  )) as { required: boolean; booked_before: boolean; met: boolean }[];
  if (!row?.required || row.booked_before || row.met) return;
  throw new MeetAndGreetsError(
    'MEET_AND_GREET_REQUIRED',
    `${request.sitterFirstName} meets new owners before a first booking: request a meet-and-greet (Meet first on their profile), and book once you have met`,
  );
}

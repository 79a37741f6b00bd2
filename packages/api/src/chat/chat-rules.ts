import { type BookingStatus, initialledName, lastInitialOf } from '@pawpal/contract';
import { listedSql } from '../sitters/listing.js';

/**
 * Who may message whom, and how names show in chat (docs/architecture.md "Messaging").
 * SQL builders over uuid expressions (parameters cast to uuid, or columns), one home for the rules.
 */

/** Booking states in which a sitter's full name shows to the other party: the sitter accepted the booking. */
export const FULL_NAME_BOOKING_STATES: readonly BookingStatus[] = ['accepted', 'paid', 'in_progress', 'completed'];

/** SQL condition: users `a` and `b` have a booking between them, either way round; in `states` when given. */
function sharedBookingSql(a: string, b: string, states?: readonly BookingStatus[]): string {
  const inStates = states ? ` AND sb.status IN (${states.map((state) => `'${state}'`).join(', ')})` : '';
  return `EXISTS (SELECT 1 FROM bookings sb WHERE ((sb.owner_id = ${a} AND sb.sitter_id = ${b}) OR (sb.owner_id = ${b} AND sb.sitter_id = ${a}))${inStates})`;
}

/**
 * SQL condition: `actor` may open a conversation with `other` at the instant `nowParam`. Neither is
 * an admin, and `other` is a listed sitter (sitters/listing.ts) or the two have a booking between
 * them (any state). So an owner may write to a sitter, nobody to an owner they have no booking with.
 */
export function mayOpenSql(actor: string, other: string, nowParam: string): string {
  return `(NOT EXISTS (SELECT 1 FROM users ad WHERE ad.id IN (${actor}, ${other}) AND ad.is_admin)
    AND (EXISTS (SELECT 1 FROM sitter_profiles ls JOIN users lu ON lu.id = ls.user_id WHERE ls.user_id = ${other} AND ${listedSql('ls', 'lu', nowParam)})
         OR ${sharedBookingSql(actor, other)}))`;
}

/**
 * SQL condition: a message may be posted between `a` and `b` now, in the channel they share:
 * either of them could open it now. A channel opened under the rules keeps working both ways (the
 * sitter answers the owner who wrote first); one the rules no longer allow (an unlisted sitter and
 * no booking, an admin, two owners from before the rules) stays readable but takes no new messages.
 */
export function mayPostSql(a: string, b: string, nowParam: string): string {
  return `(${mayOpenSql(a, b, nowParam)} OR ${mayOpenSql(b, a, nowParam)})`;
}

/** SQL boolean: `viewer` sees `other`'s full name: `other` is no sitter, or the two have an accepted booking. */
export function fullNameShownSql(viewer: string, other: string): string {
  return `(NOT EXISTS (SELECT 1 FROM sitter_profiles np WHERE np.user_id = ${other}) OR ${sharedBookingSql(viewer, other, FULL_NAME_BOOKING_STATES)})`;
}

/** The other person's names as chat shows them: a sitter's surname is its initial, as on their public profile, until fullNameShown. */
export function chatNames(
  firstName: string,
  lastName: string,
  fullNameShown: boolean,
): { firstName: string; lastName: string; name: string } {
  if (fullNameShown) return { firstName, lastName, name: `${firstName} ${lastName}` };
  const initial = lastInitialOf(lastName);
  return { firstName, lastName: initial, name: initialledName(firstName, initial) };
}

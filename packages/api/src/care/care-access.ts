import { type User } from '../users/user.entity.js';
import { CareError } from './care.errors.js';

/** Who someone is to a booking's care: its owner, its sitter, or an admin; nobody else sees it. */
export type CareRole = 'owner' | 'sitter' | 'admin';

/** The actor's role on the booking, or undefined (a stranger: answered 404, so nothing leaks). */
export function careRoleOf(actor: Pick<User, 'id' | 'isAdmin'>, booking: { ownerId: string; sitterId: string }): CareRole | undefined {
  if (booking.ownerId === actor.id) return 'owner';
  if (booking.sitterId === actor.id) return 'sitter';
  if (actor.isAdmin) return 'admin';
  return undefined;
}

/** The actor's role, or the 404 a stranger gets for the booking. */
export function requireCareRole(actor: Pick<User, 'id' | 'isAdmin'>, booking: { ownerId: string; sitterId: string } | undefined): CareRole {
  const role = booking && careRoleOf(actor, booking);
  if (!role) throw new CareError('BOOKING_NOT_FOUND');
  return role;
}

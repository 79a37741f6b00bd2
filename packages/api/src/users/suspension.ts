import { type Suspension } from '@pawpal/contract';
import { type User } from './user.entity.js';

/** The zone suspension end dates are written in for people (Pawpal is Australian; east-coast time). */
export const SUSPENSION_DATE_TIME_ZONE = 'Australia/Sydney';

/** The suspension in force at `now`, or null: set and not yet ended (`suspendedUntil` null or later than now). */
export function suspensionOf(user: Pick<User, 'suspendedAt' | 'suspensionReason' | 'suspendedUntil'>, now: Date): Suspension | null {
  if (user.suspendedAt === null) return null;
  if (user.suspendedUntil !== null && user.suspendedUntil.getTime() <= now.getTime()) return null;
  return {
    suspendedAt: user.suspendedAt.toISOString(),
    reason: user.suspensionReason ?? '',
    until: user.suspendedUntil?.toISOString() ?? null,
  };
}

/** `3 March 2027`: the day a suspension ends, in Sydney. */
export function formatSuspensionEnd(until: Date): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SUSPENSION_DATE_TIME_ZONE }).format(
    until,
  );
}

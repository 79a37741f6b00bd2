import type { DayStatus } from '@pawpal/contract';

/** Unsaved changes: the dates to block and to unblock, each YYYY-MM-DD. */
export interface AvailabilityChanges {
  block: string[];
  unblock: string[];
}

export const NO_CHANGES: AvailabilityChanges = { block: [], unblock: [] };

/** What a day shows: an unsaved change wins over what the server said. */
export function effectiveStatus(date: string, saved: DayStatus | undefined, changes: AvailabilityChanges): DayStatus {
  if (saved === 'booked') return 'booked';
  if (changes.block.includes(date)) return 'blocked';
  if (changes.unblock.includes(date)) return 'available';
  return saved ?? 'available';
}

/**
 * Clicking a day flips it between available and blocked. Flipping back to what is saved drops
 * the change instead of sending it. Booked days never change.
 */
export function toggleDay(date: string, saved: DayStatus | undefined, changes: AvailabilityChanges): AvailabilityChanges {
  if (saved === 'booked') return changes;
  const block = changes.block.filter((day) => day !== date);
  const unblock = changes.unblock.filter((day) => day !== date);
  const now = effectiveStatus(date, saved, changes);
  const savedStatus = saved ?? 'available';
  const next = now === 'blocked' ? 'available' : 'blocked';
  if (next === savedStatus) return { block, unblock };
  return next === 'blocked' ? { block: [...block, date].sort(), unblock } : { block, unblock: [...unblock, date].sort() };
}

export function changeCount(changes: AvailabilityChanges): number {
  return changes.block.length + changes.unblock.length;
}

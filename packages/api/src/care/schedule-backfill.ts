import { type EntityManager } from 'typeorm';
import { CareLocationWriter } from './care-location-writer.js';
import { bookingForCare, writeSchedule } from './schedule.js';
import { VisitWriter } from './visit-writer.js';

/**
 * Schedules of care for the bookings already paid or under way when care tracking starts (the
 * migration that adds it, the demo seed): each gets its visits due from `from` on, and its care
 * location when one can be placed (`from` null: every visit, the demo's past ones too). A booking paid later gets its schedule when it is paid
 * (CareScheduleService). Returns how many visits were written.
 */
export async function backfillSchedules(manager: EntityManager, now: Date, from: Date | null): Promise<number> {
  const writer = new VisitWriter();
  const locations = new CareLocationWriter();
  const bookings = (await manager.query(`SELECT id FROM bookings WHERE status IN ('paid', 'in_progress') ORDER BY starts_at, id`)) as {
    id: string;
  }[];
  let written = 0;
  for (const { id } of bookings) {
    const booking = await bookingForCare(manager, id);
    if (!booking) continue;
    await locations.placeDefault(manager, id, now);
    written += await writeSchedule(manager, writer, booking, now, from ?? undefined);
  }
  return written;
}

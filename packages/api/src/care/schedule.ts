import { type BookingStatus, type CarePlanFeeding, type CarePlanMedication, type CarePlanWalks, type ServiceType } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { type PlanLines, planVisits, type ScheduleBooking } from './visit-plan.js';
import { type VisitWriter } from './visit-writer.js';
import { isUuid } from '../platform/validation/uuid.js';

/** A booking as the care feature reads it: what its schedule is made from, and who it concerns. */
export interface BookingForCare extends ScheduleBooking {
  id: string;
  ownerId: string;
  sitterId: string;
  status: BookingStatus;
  totalCents: number;
  completedAt: Date | null;
  ownerFirstName: string;
  ownerEmail: string;
  sitterFirstName: string;
  sitterEmail: string;
}

type Reader = Pick<EntityManager, 'query'>;

interface BookingRow {
  id: string;
  owner_id: string;
  sitter_id: string;
  status: BookingStatus;
  service: ServiceType;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  total_cents: number;
  completed_at: Date | null;
  owner_first_name: string;
  owner_email: string;
  sitter_first_name: string;
  sitter_email: string;
  pets: { id: string; name: string }[];
}

/** The booking, with its people and its pets in name order; undefined when there is none (or the id is not a uuid). */
export async function bookingForCare(manager: Reader, bookingId: string): Promise<BookingForCare | undefined> {
  if (!isUuid(bookingId)) return undefined;
  const [row] = (await manager.query(
    `SELECT b.id, b.owner_id, b.sitter_id, b.status, b.service, b.start_date::text AS start_date, b.end_date::text AS end_date,
            b.start_time, b.end_time, b.starts_at, b.ends_at, b.time_zone, b.total_cents, b.completed_at,
            o.first_name AS owner_first_name, o.email AS owner_email, s.first_name AS sitter_first_name, s.email AS sitter_email,
            COALESCE((SELECT json_agg(json_build_object('id', p.id, 'name', p.name) ORDER BY p.name, p.id)
                        FROM booking_pets bp JOIN pets p ON p.id = bp.pet_id WHERE bp.booking_id = b.id), '[]'::json) AS pets
       FROM bookings b JOIN users o ON o.id = b.owner_id JOIN users s ON s.id = b.sitter_id WHERE b.id = $1`,
    [bookingId],
  )) as BookingRow[];
  if (!row) return undefined;
  return {
    id: row.id,
    ownerId: row.owner_id,
    sitterId: row.sitter_id,
    status: row.status,
    service: row.service,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    endTime: row.end_time,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timeZone: row.time_zone,
    totalCents: row.total_cents,
    completedAt: row.completed_at,
    ownerFirstName: row.owner_first_name,
    ownerEmail: row.owner_email,
    sitterFirstName: row.sitter_first_name,
    sitterEmail: row.sitter_email,
    pets: row.pets,
  };
}

/** The care plan lines (feeding, medications, walks) of these pets that have a plan. */
export async function planLinesOf(manager: Reader, petIds: readonly string[]): Promise<PlanLines[]> {
  if (petIds.length === 0) return [];
  const rows = (await manager.query(`SELECT pet_id, feeding, medications, walks FROM care_plans WHERE pet_id = ANY ($1::uuid[])`, [
    [...petIds],
  ])) as { pet_id: string; feeding: CarePlanFeeding[]; medications: CarePlanMedication[]; walks: CarePlanWalks | null }[];
  return rows.map((row) => ({ petId: row.pet_id, feeding: row.feeding, medications: row.medications, walks: row.walks }));
}

/**
 * Writes the booking's schedule of care once (docs/care.md, "The schedule"), with the tasks of its
 * pets' plans as they are now; a visit due before `from` is left out (care before the schedule
 * existed is not tracked). Idempotent: visits already written stay as they are. Returns how many
 * were written.
 */
export async function writeSchedule(
  manager: EntityManager,
  writer: VisitWriter,
  booking: BookingForCare,
  now: Date,
  from?: Date,
): Promise<number> {
  const plans = await planLinesOf(
    manager,
    booking.pets.map((pet) => pet.id),
  );
  const visits = planVisits(booking, plans).filter((visit) => from === undefined || visit.dueAt.getTime() >= from.getTime());
  return writer.insertSchedule(manager, booking.id, visits, now);
}

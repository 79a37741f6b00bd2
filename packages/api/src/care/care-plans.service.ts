import { Injectable } from '@nestjs/common';
import {
  type CarePlan,
  type CarePlanContact,
  type CarePlanFeeding,
  type CarePlanMedication,
  type CarePlanVet,
  type CarePlanWalks,
  HOME_ACCESS_VISIBLE_HOURS,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { isUuid } from '../platform/validation/uuid.js';
import { type User } from '../users/user.entity.js';
import { CareError } from './care.errors.js';
import { type CarePlanInput } from './dto/care-plan.input.js';
import { bookingForCare, planLinesOf } from './schedule.js';
import { tasksFor } from './visit-plan.js';
import { VisitWriter } from './visit-writer.js';

interface PlanRow {
  pet_id: string;
  feeding: CarePlanFeeding[];
  medications: CarePlanMedication[];
  walks: CarePlanWalks | null;
  house_notes: string | null;
  home_access: string | null;
  vet: CarePlanVet | null;
  emergency_contact: CarePlanContact | null;
  microchip: string | null;
  vet_spend_limit_cents: number;
  updated_at: Date | null;
}

/** Who reads a plan, and whether they see the home access instructions. */
interface PlanReader {
  role: 'owner' | 'sitter' | 'admin';
  homeAccessVisible: boolean;
}

const EMPTY: Omit<PlanRow, 'pet_id'> = {
  feeding: [],
  medications: [],
  walks: null,
  house_notes: null,
  home_access: null,
  vet: null,
  emergency_contact: null,
  microchip: null,
  vet_spend_limit_cents: 0,
  updated_at: null,
};

function toCarePlan(petId: string, row: Omit<PlanRow, 'pet_id'>, homeAccessVisible: boolean): CarePlan {
  return {
    petId,
    feeding: row.feeding,
    medications: row.medications,
    walks: row.walks,
    houseNotes: row.house_notes,
    homeAccess: homeAccessVisible ? row.home_access : null,
    homeAccessHidden: !homeAccessVisible && row.home_access !== null,
    vet: row.vet,
    emergencyContact: row.emergency_contact,
    microchip: row.microchip,
    vetSpendLimitCents: row.vet_spend_limit_cents,
    updatedAt: row.updated_at?.toISOString() ?? null,
  };
}

/**
 * Care plans (`care_plans`, its one writer): one per pet, read and written by its owner. The sitter
 * of a paid or under-way booking that includes the pet reads it until the stay ends, the home
 * access instructions only from HOME_ACCESS_VISIBLE_HOURS before the start; admins read it without
 * them. Everyone else gets 404. A change refreshes the tasks of the visits nobody has started.
 */
@Injectable()
export class CarePlansService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly writer: VisitWriter,
  ) {}

  /**
   * Erases the care plans of every pet of `ownerId`, in the caller's transaction (an account being
   * deleted): home access instructions, contacts and the vet's details do not outlive the account.
   * The visits already scheduled keep their tasks' labels, which carry no access details.
   */
  async eraseOwnersPlans(manager: EntityManager, ownerId: string): Promise<void> {
    await manager.query(`DELETE FROM care_plans WHERE pet_id IN (SELECT id FROM pets WHERE owner_id = $1)`, [ownerId]);
  }

  async get(actor: User, petId: string): Promise<CarePlan> {
    const reader = await this.readerOf(this.dataSource.manager, actor, petId);
    const [row] = (await this.dataSource.query(`SELECT * FROM care_plans WHERE pet_id = $1`, [petId])) as PlanRow[];
    return toCarePlan(petId, row ?? EMPTY, reader.homeAccessVisible);
  }

  /** The owner changes the plan: parts left out stay, null clears. 403 for the pet's sitter, 404 for anyone else. */
  async put(actor: User, petId: string, input: CarePlanInput): Promise<CarePlan> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const reader = await this.readerOf(manager, actor, petId);
      if (reader.role !== 'owner') throw new CareError('OWNER_ONLY', 'Only the pet’s owner can change its care plan');
      await manager.query(`INSERT INTO care_plans (pet_id, updated_at) VALUES ($1, $2) ON CONFLICT (pet_id) DO NOTHING`, [petId, now]);
      const [current] = (await manager.query(`SELECT * FROM care_plans WHERE pet_id = $1 FOR UPDATE`, [petId])) as [PlanRow];
      const pick = <T>(value: T | null | undefined, kept: T, cleared: T): T =>
        value === undefined ? kept : value === null ? cleared : value;
      const next: Omit<PlanRow, 'pet_id'> = {
        feeding: pick(input.feeding, current.feeding, []).map(({ time, food, amount }) => ({ time, food, amount })),
        medications: pick(input.medications, current.medications, []).map(({ name, dose, times, withFood }) => ({
          name,
          dose,
          times: [...new Set(times)].sort(),
          ...(withFood === undefined ? {} : { withFood }),
        })),
        walks: pick<CarePlanWalks | null>(input.walks && { perDay: input.walks.perDay, rules: input.walks.rules }, current.walks, null),
        house_notes: pick(input.houseNotes, current.house_notes, null),
        home_access: pick(input.homeAccess, current.home_access, null),
        vet: pick<CarePlanVet | null>(
          input.vet && { clinic: input.vet.clinic, phone: input.vet.phone, ...(input.vet.address ? { address: input.vet.address } : {}) },
          current.vet,
          null,
        ),
        emergency_contact: pick<CarePlanContact | null>(
          input.emergencyContact && { name: input.emergencyContact.name, phone: input.emergencyContact.phone },
          current.emergency_contact,
          null,
        ),
        microchip: pick(input.microchip, current.microchip, null),
        vet_spend_limit_cents: pick(input.vetSpendLimitCents, current.vet_spend_limit_cents, 0),
        updated_at: now,
      };
      await manager.query(
        `UPDATE care_plans SET feeding = $2::jsonb, medications = $3::jsonb, walks = $4::jsonb, house_notes = $5, home_access = $6,
                vet = $7::jsonb, emergency_contact = $8::jsonb, microchip = $9, vet_spend_limit_cents = $10, updated_at = $11
          WHERE pet_id = $1`,
        [
          petId,
          JSON.stringify(next.feeding),
          JSON.stringify(next.medications),
          next.walks === null ? null : JSON.stringify(next.walks),
          next.house_notes,
          next.home_access,
          next.vet === null ? null : JSON.stringify(next.vet),
          next.emergency_contact === null ? null : JSON.stringify(next.emergency_contact),
          next.microchip,
          next.vet_spend_limit_cents,
          now,
        ],
      );
      await this.refreshTasks(manager, petId, now);
      return toCarePlan(petId, next, true);
    });
  }

  /**
   * The visits nobody has started (no check-in, not excused, not missed) of the paid and under-way
   * bookings that include the pet take the changed plan's tasks; a visit in progress or over keeps
   * the tasks it had (what the sitter was asked to do).
   */
  private async refreshTasks(manager: EntityManager, petId: string, now: Date): Promise<void> {
    const visits = (await manager.query(
      `SELECT v.id, v.kind, v.label, v.booking_id FROM visits v JOIN bookings b ON b.id = v.booking_id
        WHERE b.status IN ('paid', 'in_progress') AND EXISTS (SELECT 1 FROM booking_pets bp WHERE bp.booking_id = b.id AND bp.pet_id = $1)
          AND v.checked_in_at IS NULL AND v.excused_at IS NULL AND v.missed_at IS NULL AND v.missed_after > $2
        ORDER BY v.booking_id, v.due_at`,
      [petId, now],
    )) as { id: string; kind: 'visit' | 'walk' | 'daily_update' | 'handover'; label: string; booking_id: string }[];
    const bookings = new Map<string, Awaited<ReturnType<typeof this.bookingAndPlans>>>();
    for (const visit of visits) {
      let found = bookings.get(visit.booking_id);
      if (!found) {
        found = await this.bookingAndPlans(manager, visit.booking_id);
        bookings.set(visit.booking_id, found);
      }
      if (!found) continue;
      await this.writer.replaceTasks(manager, visit.id, tasksFor(visit, found.booking, found.plans));
    }
  }

  private async bookingAndPlans(manager: EntityManager, bookingId: string) {
    const booking = await bookingForCare(manager, bookingId);
    if (!booking) return undefined;
    return {
      booking,
      plans: await planLinesOf(
        manager,
        booking.pets.map((pet) => pet.id),
      ),
    };
  }

  /**
   * Who the actor is to the pet: its owner; the sitter of a paid or under-way booking of it that has
   * not ended (the home access from HOME_ACCESS_VISIBLE_HOURS before its start); an admin. 404 otherwise.
   */
  private async readerOf(manager: EntityManager, actor: User, petId: string): Promise<PlanReader> {
    if (!isUuid(petId)) throw new CareError('PET_NOT_FOUND');
    const [pet] = (await manager.query(`SELECT owner_id FROM pets WHERE id = $1 AND deleted_at IS NULL`, [petId])) as {
      owner_id: string;
    }[];
    if (!pet) throw new CareError('PET_NOT_FOUND');
    if (pet.owner_id === actor.id) return { role: 'owner', homeAccessVisible: true };
    const now = this.clock.now();
    const [stay] = (await manager.query(
      `SELECT bool_or(b.starts_at - make_interval(hours => $4) <= $3) AS home_access
         FROM bookings b JOIN booking_pets bp ON bp.booking_id = b.id
        WHERE bp.pet_id = $1 AND b.sitter_id = $2 AND b.status IN ('paid', 'in_progress') AND b.ends_at > $3`,
      [petId, actor.id, now, HOME_ACCESS_VISIBLE_HOURS],
    )) as { home_access: boolean | null }[];
    if (stay && stay.home_access !== null) return { role: 'sitter', homeAccessVisible: stay.home_access };
    if (actor.isAdmin) return { role: 'admin', homeAccessVisible: false };
    throw new CareError('PET_NOT_FOUND');
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type BookingStatus, MAX_PET_AGE_YEARS, type Pet as PetView } from '@pawpal/contract';
import { isUUID } from 'class-validator';
import { DataSource, IsNull, Repository } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { type User } from '../users/user.entity.js';
import { type CreatePetInput, type PetDetailsInput, type UpdatePetInput } from './dto/pet.input.js';
import { toPetResponse } from './dto/pet.response.js';
import { Pet } from './pet.entity.js';
import { PetsError } from './pets.errors.js';
import { assertOwnUploads } from '../uploads/upload-ownership.js';

/** Booking states in which the sitter may read the pets of the booking. */
const SITTER_CAN_READ_PETS_IN: readonly BookingStatus[] = ['requested', 'accepted', 'paid', 'in_progress', 'completed'];
/** Booking states that keep a pet from being removed. */
const ACTIVE_BOOKING_STATES: readonly BookingStatus[] = ['requested', 'accepted', 'paid', 'in_progress'];
/**
 * Booking states in which the booking's pets are fixed: what the sitter accepted and the
 * owner paid for. A pet's species and size class cannot change, and the database refuses any change
 * to the booking's pets (migration MarketplaceRules1764300100000). From requested to accepted is the
 * only way into these states, so a change racing an acceptance is decided by the booking's row lock.
 */
const PETS_FIXED_IN: readonly BookingStatus[] = ['accepted', 'paid', 'in_progress'];

/** Pets and who may see them: the one place that decides pet access. */
@Injectable()
export class PetsService {
  constructor(
    @InjectRepository(Pet) private readonly pets: Repository<Pet>,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(actor: User): Promise<PetView[]> {
    const pets = await this.pets.find({ where: { ownerId: actor.id, deletedAt: IsNull() }, order: { createdAt: 'ASC' } });
    return pets.map(toPetResponse);
  }

  /** A new pet of the actor's; its photo must be their own upload (400 otherwise). */
  async create(actor: User, input: CreatePetInput): Promise<PetView> {
    checkDetails(input, this.clock.now());
    return this.dataSource.transaction(async (manager) => {
      await assertOwnUploads(manager, actor.id, [input.photoUrl]);
      const pets = manager.getRepository(Pet);
      const pet = pets.create({
        ownerId: actor.id,
        name: input.name,
        species: input.species,
        ...details(input),
      });
      return toPetResponse(await pets.save(pet));
    });
  }

  /** The owner, or a sitter with a booking that includes the pet; everyone else 404. */
  async get(actor: User, petId: string): Promise<PetView> {
    const pet = await this.findLive(petId);
    if (!pet) throw new PetsError('PET_NOT_FOUND');
    if (pet.ownerId === actor.id) return toPetResponse(pet);
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM booking_pets bp JOIN bookings b ON b.id = bp.booking_id
        WHERE bp.pet_id = $1 AND b.sitter_id = $2 AND b.status = ANY($3) LIMIT 1`,
      [pet.id, actor.id, SITTER_CAN_READ_PETS_IN],
    )) as unknown[];
    if (rows.length === 0) throw new PetsError('PET_NOT_FOUND');
    return toPetResponse(pet);
  }

  /**
   * Changes a pet. Its species and size class (from the weight) stay as they are while an accepted
   * or paid booking includes it (409): checked under a share lock of those bookings, so an
   * acceptance in flight either waits for this change or is seen by it.
   */
  async update(actor: User, petId: string, input: UpdatePetInput): Promise<PetView> {
    checkDetails(input, this.clock.now());
    return this.dataSource.transaction(async (manager) => {
      const pet = isUUID(petId)
        ? await manager.getRepository(Pet).findOne({ where: { id: petId, deletedAt: IsNull() }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!pet || pet.ownerId !== actor.id) throw new PetsError('PET_NOT_FOUND');
      // The photo the pet already has stays; a new one must be the owner's own upload.
      if (input.photoUrl !== undefined) await assertOwnUploads(manager, actor.id, [input.photoUrl], { kept: [pet.photoUrl] });
      const before = toPetResponse(pet);
      if (input.name !== undefined) pet.name = input.name;
      if (input.species !== undefined) pet.species = input.species;
      Object.assign(pet, details(input));
      const after = toPetResponse(pet);
      if (after.species !== before.species || after.sizeClass !== before.sizeClass) {
        // Every booking that could be (or become) fixed, locked: not filtered by the fixed states,
        // since a row an acceptance is changing still reads 'requested' until it commits.
        const bookings = (await manager.query(
          `SELECT b.status FROM booking_pets bp JOIN bookings b ON b.id = bp.booking_id WHERE bp.pet_id = $1 AND b.status = ANY($2) FOR SHARE OF b`,
          [pet.id, ACTIVE_BOOKING_STATES],
        )) as { status: BookingStatus }[];
        if (bookings.some((booking) => PETS_FIXED_IN.includes(booking.status))) {
          throw new PetsError(
            'PET_IN_ACTIVE_BOOKING',
            `${before.name} is in an accepted or paid booking, so their species and size cannot change until it ends (other details can)`,
          );
        }
      }
      return toPetResponse(await manager.getRepository(Pet).save(pet));
    });
  }

  /** Removes a pet from the owner's list; refused while an active booking includes it. */
  async remove(actor: User, petId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [pet] = (await manager.query(`SELECT id, owner_id FROM pets WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [
        isUUID(petId) ? petId : null,
      ])) as { id: string; owner_id: string }[];
      if (!pet || pet.owner_id !== actor.id) throw new PetsError('PET_NOT_FOUND');
      const active = (await manager.query(
        `SELECT 1 FROM booking_pets bp JOIN bookings b ON b.id = bp.booking_id WHERE bp.pet_id = $1 AND b.status = ANY($2) LIMIT 1`,
        [pet.id, ACTIVE_BOOKING_STATES],
      )) as unknown[];
      if (active.length > 0) throw new PetsError('PET_IN_ACTIVE_BOOKING');
      await manager.query(`UPDATE pets SET deleted_at = $2, updated_at = $2 WHERE id = $1`, [pet.id, this.clock.now()]);
    });
  }

  private findLive(petId: string): Promise<Pet | null> {
    if (!isUUID(petId)) return Promise.resolve(null);
    return this.pets.findOneBy({ id: petId, deletedAt: IsNull() });
  }
}

/** Rules that need today's date (UTC, from the clock). */
function checkDetails(input: PetDetailsInput, now: Date): void {
  if (input.dateOfBirth) {
    const today = now.toISOString().slice(0, 10);
    const earliest = `${Number(today.slice(0, 4)) - MAX_PET_AGE_YEARS}${today.slice(4)}`;
    if (input.dateOfBirth > today) throw new DomainError(DomainErrorCode.InvalidDates, 'Date of birth cannot be in the future');
    if (input.dateOfBirth < earliest)
      throw new DomainError(DomainErrorCode.InvalidDates, `Date of birth cannot be more than ${MAX_PET_AGE_YEARS} years ago`);
  }
}

/** The optional fields present in the input (undefined = leave as is, null = clear). */
function details(input: PetDetailsInput): Partial<Pet> {
  const fields = [
    'breed',
    'dateOfBirth',
    'weightKg',
    'sex',
    'desexed',
    'microchipNumber',
    'photoUrl',
    'temperament',
    'feedingInstructions',
    'walkingInstructions',
    'medicationInstructions',
    'vetName',
    'vetPhone',
  ] as const;
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const value = input[field];
    if (value !== undefined) result[field] = value === '' ? null : value;
  }
  if (input.vaccinations !== undefined) {
    result.vaccinations = (input.vaccinations ?? []).map((vaccination) => ({ name: vaccination.name, expiresOn: vaccination.expiresOn }));
  }
  return result as Partial<Pet>;
}

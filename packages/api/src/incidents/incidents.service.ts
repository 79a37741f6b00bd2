import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type Incident,
  INCIDENT_ACK_MINUTES,
  INCIDENT_KIND_LABELS,
  INCIDENT_UPDATES_MAX,
  INCIDENTS_OPEN_PER_BOOKING_MAX,
  type LostPetPoster,
  MISSED_VISIT_GRACE_MINUTES,
  SUPPORT_PHONE,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { PAYOUTS_LOCK_KEY, PayoutSweepsService } from '../payouts/payout-sweeps.service.js';
import { Clock } from '../platform/clock/clock.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { EventBus } from '../platform/events/event-bus.js';
import { EventOutbox } from '../platform/events/event-outbox.js';
import { type PawpalEvents } from '../platform/events/events.js';
import { isUuid } from '../platform/validation/uuid.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { type User } from '../users/user.entity.js';
import { type CreateIncidentDto, type IncidentUpdateDto } from './dto/incidents.input.js';
import { IncidentNotices } from './incident-notices.js';
import { findIncident, INCIDENT_SELECT, type IncidentRow, toIncidents } from './incident-reads.js';
import { IncidentWriter } from './incident-writer.js';
import { IncidentsError } from './incidents.errors.js';
import { lostPetSteps, speciesLabel } from './lost-pet-poster.js';

/** Bookings on which an incident can be opened: paid (before the stay), under way, or completed until the payout leaves. */
const OPEN_STATUSES = ['paid', 'in_progress', 'completed'] as const;

interface BookingRow {
  id: string;
  owner_id: string;
  sitter_id: string;
  status: string;
  time_zone: string;
  owner_first_name: string;
  sitter_first_name: string;
  sitter_suburb: string | null;
  sitter_state: string | null;
}

/** Who someone is on an incident's booking: owner, sitter, or an admin looking after it. */
export type IncidentViewer = 'owner' | 'sitter' | 'admin';

export function viewerOf(actor: User, booking: { owner_id: string; sitter_id: string }): IncidentViewer | undefined {
  if (booking.owner_id === actor.id) return 'owner';
  if (booking.sitter_id === actor.id) return 'sitter';
  if (actor.isAdmin) return 'admin';
  return undefined;
}

/**
 * The owner's and the sitter's side of incidents (docs/incidents.md): opening one (and Pawpal
 * opening one for a missed visit), the shared thread, and a lost pet's poster. Only the booking's
 * owner, its sitter and admins see an incident; anyone else gets 404, as if it did not exist.
 */
@Injectable()
export class IncidentsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly writer: IncidentWriter,
    private readonly notices: IncidentNotices,
    private readonly uploads: UploadsService,
    private readonly payouts: PayoutSweepsService,
    private readonly events: EventBus,
    private readonly outbox: EventOutbox,
  ) {}

  onModuleInit(): void {
    // Recorded in the sweep's transaction that marked the visit missed, so an incident opens for
    // every missed visit even if the process stops right after (once: one incident per visit).
    this.outbox.on('visit.missed', (manager, event) => this.openForMissedVisit(manager, event));
  }

  /** POST /api/bookings/{id}/incidents: the owner or the sitter reports something (201). */
  async open(actor: User, bookingId: string, input: CreateIncidentDto): Promise<Incident> {
    if (!isUuid(bookingId)) throw new IncidentsError('BOOKING_NOT_FOUND');
    const now = this.clock.now();
    const incidentId = await this.dataSource.transaction(async (manager) => {
      const booking = await this.booking(manager, bookingId, true);
      const viewer = booking && viewerOf(actor, booking);
      if (!booking || !viewer) throw new IncidentsError('BOOKING_NOT_FOUND');
      if (viewer === 'admin') throw new DomainError(DomainErrorCode.NotAllowed, 'The booking’s owner or sitter reports an incident');
      if (!(OPEN_STATUSES as readonly string[]).includes(booking.status)) throw new IncidentsError('NOT_DURING_STAY');
      // A completed stay's payout may be leaving: serialise with the payout sweep to know whether it can still be held.
      if (booking.status === 'completed') await manager.query(`SELECT pg_advisory_xact_lock($1)`, [PAYOUTS_LOCK_KEY]);
      const payout = await this.payouts.payoutStage(manager, bookingId);
      if (booking.status === 'completed' && payout.stage === 'released') throw new IncidentsError('NOT_DURING_STAY');
      const [{ open }] = (await manager.query(
        `SELECT count(*)::int AS open FROM incidents WHERE booking_id = $1 AND status <> 'resolved'`,
        [bookingId],
      )) as [{ open: number }];
      if (open >= INCIDENTS_OPEN_PER_BOOKING_MAX) throw new IncidentsError('TOO_MANY_OPEN');
      const lostPet = await this.lostPetFacts(manager, booking, input, now);
      const photos = await this.uploads.ownedImages(manager, actor.id, input.photoUploadIds);
      const id = (await this.writer.open(
        manager,
        {
          bookingId,
          kind: input.kind,
          description: input.description,
          openedBy: actor.id,
          openedByRole: viewer,
          holdsPayout: payout.stage !== 'released' && payout.stage !== 'cancelled',
          ...lostPet,
          photos: photos.map((photo) => photo.id),
        },
        now,
      ))!;
      await this.notePayout(manager, id, payout, now);
      const who = viewer === 'owner' ? booking.owner_first_name : booking.sitter_first_name;
      const other = viewer === 'owner' ? booking.sitter_id : booking.owner_id;
      await this.notices.tell(manager, [other], id, 'opened', {
        title: `${who} reported an incident: ${INCIDENT_KIND_LABELS[input.kind]}`,
        body: `${who} reported an incident during your booking: “${input.description.slice(0, 280)}”. Pawpal answers within ${INCIDENT_ACK_MINUTES} minutes; follow and add to it on the incident’s page.`,
      });
      return id;
    });
    await this.events.publish('incident.changed', { incidentId, bookingId, step: 'opened', updateId: null, actorId: actor.id });
    return this.read(incidentId);
  }

  /**
   * A missed visit opens a `missed_visit` incident by Pawpal (once per visit), holding the stay's
   * payout like any other, and tells both sides. Runs in the event's dispatch transaction.
   */
  async openForMissedVisit(manager: EntityManager, event: PawpalEvents['visit.missed']): Promise<void> {
    const booking = await this.booking(manager, event.bookingId, true);
    if (!booking) return;
    const now = this.clock.now();
    if (booking.status === 'completed') await manager.query(`SELECT pg_advisory_xact_lock($1)`, [PAYOUTS_LOCK_KEY]);
    const payout = await this.payouts.payoutStage(manager, booking.id);
    const due = new Intl.DateTimeFormat('en-AU', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: booking.time_zone,
    }).format(new Date(event.dueAt));
    const id = await this.writer.open(
      manager,
      {
        bookingId: booking.id,
        kind: 'missed_visit',
        description: `The visit due ${due} had no check-in within ${2 * MISSED_VISIT_GRACE_MINUTES} minutes, so it counts as missed. ${booking.sitter_first_name}, please say here what happened; Pawpal is looking into it.`,
        openedBy: null,
        openedByRole: 'pawpal',
        holdsPayout: payout.stage !== 'released' && payout.stage !== 'cancelled',
        visitId: event.visitId,
        photos: [],
      },
      now,
    );
    if (id === undefined) return;
    await this.notePayout(manager, id, payout, now);
    await this.notices.tell(manager, [booking.owner_id, booking.sitter_id], id, 'opened', {
      title: 'A visit was missed: Pawpal opened an incident',
      body: `The visit due ${due} had no check-in. Pawpal opened an incident and answers within ${INCIDENT_ACK_MINUTES} minutes; follow it on the incident’s page.`,
    });
  }

  /** GET /api/bookings/{id}/incidents: the booking's incidents, oldest first, with their threads. */
  async listForBooking(actor: User, bookingId: string): Promise<Incident[]> {
    if (!isUuid(bookingId)) throw new IncidentsError('BOOKING_NOT_FOUND');
    const booking = await this.booking(this.dataSource.manager, bookingId, false);
    if (!booking || !viewerOf(actor, booking)) throw new IncidentsError('BOOKING_NOT_FOUND');
    // Bounded: at most INCIDENTS_OPEN_PER_BOOKING_MAX open at once, and a stay is days long.
    const rows = (await this.dataSource.query(`${INCIDENT_SELECT} WHERE i.booking_id = $1 ORDER BY i.opened_at, i.id LIMIT 100`, [
      bookingId,
    ])) as IncidentRow[];
    return toIncidents(this.dataSource, rows);
  }

  /** GET /api/incidents/{id}. */
  async get(actor: User, incidentId: string): Promise<Incident> {
    await this.visible(this.dataSource.manager, actor, incidentId);
    return this.read(incidentId);
  }

  /** POST /api/incidents/{id}/updates: the owner, the sitter or an admin adds to the thread (201 with the incident). */
  async addUpdate(actor: User, incidentId: string, input: IncidentUpdateDto): Promise<Incident> {
    const now = this.clock.now();
    const { updateId, bookingId } = await this.dataSource.transaction(async (manager) => {
      const { row, viewer } = await this.visible(manager, actor, incidentId, true);
      if (row.status === 'resolved') {
        throw new IncidentsError('ALREADY_RESOLVED', 'This incident has been resolved: report a new one if something else happened');
      }
      const [{ count }] = (await manager.query(`SELECT count(*)::int AS count FROM incident_updates WHERE incident_id = $1`, [row.id])) as [
        { count: number },
      ];
      if (count >= INCIDENT_UPDATES_MAX) throw new IncidentsError('THREAD_FULL');
      const photos = await this.uploads.ownedImages(manager, actor.id, input.photoUploadIds);
      const updateId = await this.writer.addUpdate(
        manager,
        row.id,
        { id: actor.id, role: viewer },
        input.text,
        photos.map((photo) => photo.id),
        now,
      );
      // The other party hears it; an admin's word goes to both.
      const to = viewer === 'owner' ? [row.sitter_id] : viewer === 'sitter' ? [row.owner_id] : [row.owner_id, row.sitter_id];
      const who = viewer === 'owner' ? row.owner_first_name : viewer === 'sitter' ? row.sitter_first_name : 'Pawpal';
      await this.notices.tell(manager, to, row.id, `update:${updateId}`, {
        title: `${who} added to the ${INCIDENT_KIND_LABELS[row.kind].toLowerCase()} incident`,
        body: `“${input.text.slice(0, 280)}”`,
      });
      return { updateId, bookingId: row.booking_id };
    });
    await this.events.publish('incident.changed', { incidentId, bookingId, step: 'updated', updateId, actorId: actor.id });
    return this.read(incidentId);
  }

  /** GET /api/incidents/{id}/poster: what a lost pet's poster shows; 404 for other kinds. */
  async poster(actor: User, incidentId: string): Promise<LostPetPoster> {
    const { row } = await this.visible(this.dataSource.manager, actor, incidentId);
    if (row.kind !== 'lost_pet') throw new IncidentsError('POSTER_NOT_FOUND');
    const [pet] = row.pet_id
      ? ((await this.dataSource.query(`SELECT name, species, breed, photo_url, microchip_number FROM pets WHERE id = $1`, [
          row.pet_id,
        ])) as {
          name: string;
          species: string;
          breed: string | null;
          photo_url: string | null;
          microchip_number: string | null;
        }[])
      : [];
    const [owner] = (await this.dataSource.query(`SELECT first_name, phone FROM users WHERE id = $1`, [row.owner_id])) as {
      first_name: string;
      phone: string | null;
    }[];
    const petName = pet?.name ?? 'The pet';
    const lastSeenSuburb = row.last_seen_suburb ?? 'the area of the stay';
    return {
      incidentId: row.id,
      petName,
      species: speciesLabel(pet?.species ?? 'other'),
      breed: pet?.breed ?? null,
      colour: null,
      photoUrl: pet?.photo_url ?? null,
      microchip: pet?.microchip_number ?? null,
      lastSeenSuburb,
      lastSeenAt: (row.last_seen_at ?? row.opened_at).toISOString(),
      contactName: owner?.first_name ?? row.owner_first_name,
      contactPhone: owner?.phone ?? SUPPORT_PHONE,
      steps: lostPetSteps(petName, lastSeenSuburb, pet?.microchip_number ?? null),
    };
  }

  /** The incident as the contract shows it (it exists: the caller just wrote or checked it). */
  async read(incidentId: string): Promise<Incident> {
    const row = await findIncident(this.dataSource, incidentId);
    if (!row) throw new IncidentsError('INCIDENT_NOT_FOUND');
    const [incident] = await toIncidents(this.dataSource, [row]);
    return incident!;
  }

  /** The incident and who the actor is on it; 404 unless they are its owner, its sitter or an admin. */
  private async visible(
    manager: EntityManager,
    actor: User,
    incidentId: string,
    lock = false,
  ): Promise<{ row: IncidentRow; viewer: IncidentViewer }> {
    const row = isUuid(incidentId) ? await findIncident(manager, incidentId, lock) : undefined;
    const viewer = row && viewerOf(actor, row);
    if (!row || !viewer) throw new IncidentsError('INCIDENT_NOT_FOUND');
    return { row, viewer };
  }

  private async booking(manager: EntityManager, bookingId: string, lock: boolean): Promise<BookingRow | undefined> {
    const [row] = (await manager.query(
      `SELECT b.id, b.owner_id, b.sitter_id, b.status, b.time_zone, o.first_name AS owner_first_name, s.first_name AS sitter_first_name,
              sp.suburb AS sitter_suburb, sp.state AS sitter_state
         FROM bookings b JOIN users o ON o.id = b.owner_id JOIN users s ON s.id = b.sitter_id
         LEFT JOIN sitter_profiles sp ON sp.user_id = b.sitter_id
        WHERE b.id = $1 ${lock ? 'FOR SHARE OF b' : ''}`,
      [bookingId],
    )) as BookingRow[];
    return row;
  }

  /**
   * A lost pet's facts: which pet (the one named, or the booking's only pet), where and when it
   * was last seen (the booking's suburb and now by default). Other kinds take none of them.
   */
  private async lostPetFacts(
    manager: EntityManager,
    booking: BookingRow,
    input: CreateIncidentDto,
    now: Date,
  ): Promise<{ petId: string; lastSeenSuburb: string; lastSeenAt: Date } | Record<string, never>> {
    if (input.kind !== 'lost_pet') {
      if (input.petId !== undefined || input.lastSeenSuburb !== undefined || input.lastSeenAt !== undefined) {
        throw new IncidentsError('INVALID_INCIDENT', 'petId, lastSeenSuburb and lastSeenAt go with a lost_pet incident only');
      }
      return {};
    }
    const pets = (await manager.query(`SELECT pet_id FROM booking_pets WHERE booking_id = $1 ORDER BY pet_id`, [booking.id])) as {
      pet_id: string;
    }[];
    let petId: string;
    if (input.petId !== undefined) {
      if (!pets.some((pet) => pet.pet_id === input.petId)) {
        throw new IncidentsError('INVALID_INCIDENT', 'petId must be one of the pets of this booking');
      }
      petId = input.petId;
    } else if (pets.length === 1) {
      petId = pets[0]!.pet_id;
    } else {
      throw new IncidentsError('INVALID_INCIDENT', 'Say which pet is lost: petId, one of the pets of this booking');
    }
    const lastSeenAt = input.lastSeenAt === undefined ? now : new Date(input.lastSeenAt);
    if (lastSeenAt.getTime() > now.getTime()) throw new IncidentsError('INVALID_INCIDENT', 'lastSeenAt must not be in the future');
    const bookingSuburb = booking.sitter_suburb
      ? `${booking.sitter_suburb}${booking.sitter_state ? ` ${booking.sitter_state}` : ''}`
      : null;
    const lastSeenSuburb = input.lastSeenSuburb ?? bookingSuburb;
    if (lastSeenSuburb === null) throw new IncidentsError('INVALID_INCIDENT', 'Say where the pet was last seen: lastSeenSuburb');
    return { petId, lastSeenSuburb, lastSeenAt };
  }

  /** When the stay's payout already left (or nothing is owed), the thread says so: there is nothing to hold. */
  private async notePayout(
    manager: EntityManager,
    incidentId: string,
    payout: { stage: 'none' | 'pending' | 'released' | 'cancelled'; at: Date | null },
    now: Date,
  ): Promise<void> {
    if (payout.stage !== 'released' && payout.stage !== 'cancelled') return;
    const text =
      payout.stage === 'released'
        ? 'The sitter’s payout for this stay was already released, so there is no payout to hold. A refund Pawpal gives now is taken from their next payouts.'
        : 'Nothing is owed to the sitter for this stay, so there is no payout to hold.';
    await this.writer.addUpdate(manager, incidentId, { id: null, role: 'pawpal' }, text, [], now);
  }
}

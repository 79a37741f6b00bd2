import { Injectable } from '@nestjs/common';
import { type TimelineItem, TIMELINE_ITEM_TYPES, type VisitTaskKind } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { formatAud } from '../money/index.js';
import { checkInSummary, checkOutSummary, excusedSummary, missedSummary, vetClaimSummary } from './care-words.js';
import { type BookingForCare } from './schedule.js';
import { petNames } from './visit-plan.js';
import { photoUrl, VISIT_SELECT, type VisitRow } from './visit-view.js';

type Reader = Pick<EntityManager, 'query'>;

/**
 * One source of a booking's timeline: the items it adds, in any order (the timeline sorts them).
 * Care adds its own (careTimelineItems); another feature adds its source with
 * `CareTimeline.addSource` in its module's onModuleInit (the incidents of a stay).
 */
export type TimelineSource = (manager: Reader, booking: BookingForCare, now: Date) => Promise<TimelineItem[]>;

const TYPE_ORDER = new Map<string, number>(TIMELINE_ITEM_TYPES.map((type, index) => [type, index]));

/** Merges the sources' items into one list in time order (ties in TIMELINE_ITEM_TYPES order). */
export function mergeTimeline(lists: readonly TimelineItem[][]): TimelineItem[] {
  return lists.flat().sort((a, b) => a.at.localeCompare(b.at) || (TYPE_ORDER.get(a.type) ?? 0) - (TYPE_ORDER.get(b.type) ?? 0));
}

/**
 * The care items of a booking's timeline: each visit's check-in and check-out (a daily update as
 * one item when sent), a missed visit or a late daily update, an excuse; each vet claim and the
 * owner's answer. Summaries never carry a position or the home access.
 */
export async function careTimelineItems(manager: Reader, booking: BookingForCare, now: Date): Promise<TimelineItem[]> {
  const visits = (await manager.query(`${VISIT_SELECT} WHERE v.booking_id = $1 ORDER BY v.due_at, v.id`, [booking.id])) as VisitRow[];
  const pets = petNames(booking.pets);
  const items: TimelineItem[] = [];
  const item = (at: Date, type: TimelineItem['type'], visitId: string | null, summary: string, photos: TimelineItem['photos'] = []) =>
    items.push({ at: at.toISOString(), type, visitId, incidentId: null, summary, photos });
  for (const visit of visits) {
    const photos = visit.photos.map((photo) => ({ id: photo.id, url: photoUrl(photo.name) }));
    if (visit.checked_in_at && visit.kind !== 'daily_update') {
      const far = visit.far_from_care_location ? visit.distance_m : null;
      item(
        visit.checked_in_at,
        'checked_in',
        visit.id,
        checkInSummary(booking.sitterFirstName, visit.label, visit.checked_in_at, booking.timeZone, far),
      );
    }
    if (visit.checked_out_at) {
      const summary = checkOutSummary({
        sitterName: booking.sitterFirstName,
        petNames: pets,
        kind: visit.kind,
        label: visit.label,
        checkedInAt: visit.checked_in_at ?? visit.checked_out_at,
        checkedOutAt: visit.checked_out_at,
        timeZone: booking.timeZone,
        tasks: visit.tasks.map((task) => ({ kind: task.kind as VisitTaskKind, done: task.done })),
        routeDistanceM: visit.route_distance_m,
        photoCount: visit.photos.length,
      });
      item(visit.checked_out_at, visit.kind === 'daily_update' ? 'daily_update' : 'checked_out', visit.id, summary, photos);
    }
    const missedAt =
      visit.missed_at ?? (!visit.checked_in_at && !visit.excused_at && now >= visit.missed_after ? visit.missed_after : null);
    if (missedAt && (!visit.checked_out_at || visit.kind === 'daily_update')) {
      const lateSent = visit.checked_out_at !== null && visit.checked_out_at.getTime() < missedAt.getTime();
      if (!lateSent)
        item(
          missedAt,
          'visit_missed',
          visit.id,
          missedSummary(visit.kind, visit.label, pets, visit.due_at, visit.missed_after, booking.timeZone),
        );
    }
    if (visit.excused_at) {
      const by = visit.excused_by_name ?? 'Pawpal';
      item(
        visit.excused_at,
        'visit_excused',
        visit.id,
        excusedSummary(by, visit.label, visit.due_at, booking.timeZone, visit.excused_reason ?? ''),
      );
    }
  }
  const claims = (await manager.query(
    `SELECT c.id, c.amount_cents, c.description, c.status, c.approved_by, c.created_at, c.decided_at, u.id AS receipt_id, u.name AS receipt_name
       FROM vet_claims c JOIN uploads u ON u.id = c.receipt_upload_id WHERE c.booking_id = $1 ORDER BY c.created_at, c.id`,
    [booking.id],
  )) as {
    id: string;
    amount_cents: number;
    description: string;
    status: string;
    approved_by: string | null;
    created_at: Date;
    decided_at: Date | null;
    receipt_id: string;
    receipt_name: string;
  }[];
  for (const claim of claims) {
    const summary = vetClaimSummary(booking.sitterFirstName, claim.amount_cents, claim.description, claim.status);
    item(claim.created_at, 'vet_claim', null, summary, [{ id: claim.receipt_id, url: photoUrl(claim.receipt_name) }]);
    if (claim.decided_at && claim.approved_by !== 'plan') {
      const answer = claim.status === 'declined' ? 'declined' : 'approved';
      item(claim.decided_at, 'vet_claim', null, `${booking.ownerFirstName} ${answer} the vet claim of ${formatAud(claim.amount_cents)}`);
    }
  }
  return items;
}

/**
 * The timeline's sources: care's own first, then those other features add (the seam where a
 * stay's incidents join the timeline without care knowing them).
 */
@Injectable()
export class CareTimeline {
  private readonly sources: TimelineSource[] = [careTimelineItems];

  /** Adds a feature's items to every booking's timeline. */
  addSource(source: TimelineSource): void {
    this.sources.push(source);
  }

  async items(manager: Reader, booking: BookingForCare, now: Date): Promise<TimelineItem[]> {
    const lists: TimelineItem[][] = [];
    for (const source of this.sources) lists.push(await source(manager, booking, now));
    return mergeTimeline(lists);
  }
}

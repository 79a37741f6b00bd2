import { Injectable } from '@nestjs/common';
import {
  CARE_NOTICE_KINDS,
  CHECK_IN_EARLY_MINUTES,
  CHECK_IN_FAR_METRES,
  type RoutePoint,
  type TimelineItem,
  type Visit,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLogService } from '../audit/audit-log.service.js';
import { haversineKm } from '../geo/geo.distance.js';
import { Clock } from '../platform/clock/clock.js';
import { isUuid } from '../platform/validation/uuid.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { type User } from '../users/user.entity.js';
import { careRoleOf, requireCareRole } from './care-access.js';
import { AfterCommit, CareNotifier } from './care-notifier.js';
import { CareTimeline } from './care-timeline.js';
import { careMail, checkInSummary, checkOutSummary, clockTime, excusedSummary } from './care-words.js';
import { TODAY_MAX_VISITS } from './care.constants.js';
import { CareError } from './care.errors.js';
import { type CheckInInput, type CheckOutInput, type ExcuseVisitInput } from './dto/visit.input.js';
import { type BookingForCare, bookingForCare } from './schedule.js';
import { petNames } from './visit-plan.js';
import { toVisit, VISIT_SELECT, type VisitRow, visitStatus } from './visit-view.js';
import { duringStaySql, VisitWriter } from './visit-writer.js';

/** Booking states whose visits the sitter checks in to. */
const CHECK_IN_STATES = ['paid', 'in_progress'];
/** Booking states whose visits the sitter may still check out of (a visit checked in before the booking completed). */
const CHECK_OUT_STATES = ['paid', 'in_progress', 'completed'];

/**
 * The schedule of a paid booking, day by day: reading it (the booking's parties and admins), the
 * sitter's check-in and check-out, the owner's (or an admin's) excuse, and the sitter's Today list.
 * The writes go through VisitWriter; what people are told goes through CareNotifier.
 */
@Injectable()
export class VisitsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly writer: VisitWriter,
    private readonly notifier: CareNotifier,
    private readonly uploads: UploadsService,
    private readonly audit: AuditLogService,
    private readonly timelines: CareTimeline,
  ) {}

  /** GET /api/bookings/{id}/timeline: what happened during the stay, in time order; the owner, the sitter and admins only. */
  async timeline(actor: User, bookingId: string): Promise<TimelineItem[]> {
    const booking = await bookingForCare(this.dataSource.manager, bookingId);
    requireCareRole(actor, booking);
    return this.timelines.items(this.dataSource.manager, booking!, this.clock.now());
  }

  /** GET /api/bookings/{id}/visits: in due order; the owner, the sitter and admins only (404 anyone else). */
  async list(actor: User, bookingId: string): Promise<Visit[]> {
    const booking = await bookingForCare(this.dataSource.manager, bookingId);
    requireCareRole(actor, booking);
    const rows = (await this.dataSource.query(`${VISIT_SELECT} WHERE v.booking_id = $1 ORDER BY v.due_at, v.id`, [
      bookingId,
    ])) as VisitRow[];
    const now = this.clock.now();
    return rows.map((row) => toVisit(row, now));
  }

  /**
   * GET /api/visits/today: the signed-in sitter's visits of today (in each booking's zone) and any
   * still open from before (checked in and not out, not yet missed, or a daily update not yet sent),
   * in due order.
   */
  async today(actor: User): Promise<Visit[]> {
    const now = this.clock.now();
    const rows = (await this.dataSource.query(
      `${VISIT_SELECT} JOIN bookings b ON b.id = v.booking_id
        WHERE b.sitter_id = $1 AND b.status IN ('paid', 'in_progress', 'completed') AND v.excused_at IS NULL
          AND (v.day = ($2::timestamptz AT TIME ZONE b.time_zone)::date
               OR (v.checked_out_at IS NULL AND v.day < ($2::timestamptz AT TIME ZONE b.time_zone)::date
                   AND (v.checked_in_at IS NOT NULL OR (${duringStaySql('b', 'v')} AND (v.kind = 'daily_update' OR v.missed_after > $2)))))
        ORDER BY v.due_at, v.id LIMIT ${TODAY_MAX_VISITS}`,
      [actor.id, now],
    )) as VisitRow[];
    return rows.map((row) => toVisit(row, now));
  }

  /**
   * The booking's sitter checks in, from CHECK_IN_EARLY_MINUTES before the visit is due until it is
   * missed. A position, when sent, is used for its distance from the care location and then
   * forgotten; a check-in farther than CHECK_IN_FAR_METRES beyond the location's radius is flagged
   * to the owner.
   */
  async checkIn(actor: User, visitId: string, input: CheckInInput): Promise<Visit> {
    const now = this.clock.now();
    const after = new AfterCommit();
    await this.dataSource.transaction(async (manager) => {
      const { visit, booking } = await this.lockForSitter(manager, actor, visitId, 'check in to');
      // The last visit's grace and a stay's pick-up run past the booking's end: a visit due before it completed can still be checked in to.
      const duringStay =
        CHECK_IN_STATES.includes(booking.status) ||
        (booking.status === 'completed' && booking.completedAt !== null && visit.due_at.getTime() <= booking.completedAt.getTime());
      if (!duringStay) throw new CareError('VISIT_CLOSED', 'This booking is over: its visits can no longer be checked in to');
      if (visit.excused_at || visit.checked_out_at) throw new CareError('VISIT_CLOSED');
      if (visit.checked_in_at) throw new CareError('ALREADY_CHECKED_IN');
      if (visit.kind !== 'daily_update' && visitStatus(visit, now) === 'missed') throw new CareError('VISIT_MISSED');
      if (now.getTime() < visit.opens_at.getTime()) {
        const from = clockTime(visit.opens_at, booking.timeZone);
        const early = visit.kind === 'daily_update' ? '' : ` (${CHECK_IN_EARLY_MINUTES} minutes before it is due)`;
        throw new CareError('TOO_EARLY', `It is too early to check in: you can check in from ${from}${early}`);
      }
      const distance =
        input.lat !== undefined && input.lng !== undefined
          ? await this.distanceFromCareLocation(manager, booking.id, input.lat, input.lng)
          : null;
      if (!(await this.writer.checkIn(manager, visit.id, now, distance?.metres ?? null, distance?.far ?? false))) {
        throw new CareError('ALREADY_CHECKED_IN');
      }
      const summary = checkInSummary(booking.sitterFirstName, visit.label, now, booking.timeZone, distance?.far ? distance.metres : null);
      if (distance?.far) {
        await this.notifier.notice(manager, booking.ownerId, {
          kind: CARE_NOTICE_KINDS.checkInFar,
          title: `${booking.sitterFirstName} checked in far from the care location`,
          body: `${summary}. Message them in Pawpal if you are not sure why.`,
          link: `/booking?id=${booking.id}`,
        });
      }
      after.add(() => this.notifier.liveFor(booking, visit.id, summary));
    });
    await after.run();
    return this.read(visitId);
  }

  /**
   * The booking's sitter checks out with the tasks done, a note, photos (at least one for a visit
   * or walk; a note or a photo for a daily update, which needs no check-in) and a walk's route. The
   * owner gets the summary by email and push (within their preferences) and live.
   */
  async checkOut(actor: User, visitId: string, input: CheckOutInput): Promise<Visit> {
    const now = this.clock.now();
    const after = new AfterCommit();
    await this.dataSource.transaction(async (manager) => {
      const { visit, booking } = await this.lockForSitter(manager, actor, visitId, 'check out of');
      if (!CHECK_OUT_STATES.includes(booking.status))
        throw new CareError('VISIT_CLOSED', 'This booking is over: its visits can no longer be checked out of');
      if (visit.excused_at || visit.checked_out_at) throw new CareError('VISIT_CLOSED');
      const photoIds = input.photoUploadIds;
      if (new Set(photoIds).size !== photoIds.length) throw new CareError('INVALID_CHECK_OUT', 'Each photo can be added once');
      if ((visit.kind === 'visit' || visit.kind === 'walk') && photoIds.length === 0) {
        throw new CareError('INVALID_CHECK_OUT', `Add at least one photo of the ${visit.label.toLowerCase()}`);
      }
      if (visit.kind === 'daily_update' && photoIds.length === 0 && !input.note) {
        throw new CareError('INVALID_CHECK_OUT', 'A daily update needs a photo or a note');
      }
      const taskIds = new Set(visit.tasks.map((task) => task.id));
      const answered = new Set<string>();
      for (const task of input.tasks) {
        if (!taskIds.has(task.taskId)) throw new CareError('INVALID_CHECK_OUT', `Task ${task.taskId} is not one of this visit's tasks`);
        if (answered.has(task.taskId)) throw new CareError('INVALID_CHECK_OUT', `Task ${task.taskId} is answered twice`);
        answered.add(task.taskId);
      }
      const photos = await this.uploads.ownedImages(manager, actor.id, photoIds);
      const route = input.route && input.route.length > 0 ? routeOf(visit.kind, input.route) : null;
      if (!visit.checked_in_at) {
        if (visit.kind !== 'daily_update') throw new CareError('NOT_CHECKED_IN');
        if (now.getTime() < visit.opens_at.getTime()) {
          throw new CareError(
            'TOO_EARLY',
            `It is too early for this daily update: send it from ${clockTime(visit.opens_at, booking.timeZone)}`,
          );
        }
        await this.writer.checkIn(manager, visit.id, now, null, false);
      }
      const done = await this.writer.checkOut(manager, visit.id, now, {
        tasks: input.tasks.map((task) => ({ taskId: task.taskId, done: task.done, note: task.note || null })),
        note: input.note || null,
        photoUploadIds: photoIds,
        route,
      });
      if (!done) throw new CareError('VISIT_CLOSED');
      const doneById = new Map(input.tasks.map((task) => [task.taskId, task.done]));
      const tasks = visit.tasks.map((task) => ({ kind: task.kind, label: task.label, done: doneById.get(task.id) ?? null }));
      const summary = checkOutSummary({
        sitterName: booking.sitterFirstName,
        petNames: petNames(booking.pets),
        kind: visit.kind,
        label: visit.label,
        checkedInAt: visit.checked_in_at ?? now,
        checkedOutAt: now,
        timeZone: booking.timeZone,
        tasks,
        routeDistanceM: route?.distanceM ?? null,
        photoCount: photos.length,
      });
      const notDone = tasks.filter((task) => task.done === false).map((task) => task.label);
      await this.notifier.email(
        manager,
        { userId: booking.ownerId, email: booking.ownerEmail },
        'care_update',
        careMail.checkedOut(booking.ownerFirstName, summary, input.note || null, notDone, this.notifier.bookingUrl(booking.id)),
        `care_update:${visit.id}`,
      );
      after.add(() => this.notifier.liveFor(booking, visit.id, summary));
    });
    await after.run();
    return this.read(visitId);
  }

  /**
   * The owner (or an admin, with the audit log) excuses a visit not done: it is then neither
   * missed nor refunded, and counts as settled for the sitter's payout. 403 for the sitter.
   */
  async excuse(actor: User, visitId: string, input: ExcuseVisitInput, requestId: string): Promise<Visit> {
    const now = this.clock.now();
    const after = new AfterCommit();
    await this.dataSource.transaction(async (manager) => {
      const visit = await this.lockVisit(manager, visitId);
      const booking = visit && (await bookingForCare(manager, visit.booking_id));
      const role = booking && careRoleOf(actor, booking);
      if (!visit || !booking || !role) throw new CareError('VISIT_NOT_FOUND');
      if (role === 'sitter') throw new CareError('OWNER_OR_ADMIN_ONLY');
      if (visit.checked_out_at || visit.excused_at) throw new CareError('VISIT_CLOSED');
      if (visit.refunded_at) throw new CareError('VISIT_CLOSED', 'This missed visit has been refunded already');
      if (!(await this.writer.excuse(manager, visit.id, now, input.reason, actor.id))) throw new CareError('VISIT_CLOSED');
      if (role === 'admin') {
        await this.audit.record(manager, {
          adminId: actor.id,
          action: 'visit.excuse',
          targetType: 'visit',
          targetId: visit.id,
          reason: input.reason,
          requestId,
        });
      }
      const byName = role === 'admin' ? 'Pawpal' : booking.ownerFirstName;
      const summary = excusedSummary(byName, visit.label, visit.due_at, booking.timeZone, input.reason);
      await this.notifier.notice(manager, booking.sitterId, {
        kind: CARE_NOTICE_KINDS.visitExcused,
        title: `${byName} excused a ${visit.label.toLowerCase()}`,
        body: `${summary}.`,
        link: `/booking?id=${booking.id}`,
      });
      after.add(() => this.notifier.liveFor(booking, visit.id, summary));
    });
    await after.run();
    return this.read(visitId);
  }

  private async read(visitId: string): Promise<Visit> {
    const [row] = (await this.dataSource.query(`${VISIT_SELECT} WHERE v.id = $1`, [visitId])) as VisitRow[];
    if (!row) throw new CareError('VISIT_NOT_FOUND');
    return toVisit(row, this.clock.now());
  }

  private async lockVisit(manager: EntityManager, visitId: string): Promise<VisitRow | undefined> {
    if (!isUuid(visitId)) return undefined;
    const locked = (await manager.query(`SELECT id FROM visits WHERE id = $1 FOR UPDATE`, [visitId])) as unknown[];
    if (locked.length === 0) return undefined;
    const [row] = (await manager.query(`${VISIT_SELECT} WHERE v.id = $1`, [visitId])) as VisitRow[];
    return row;
  }

  /**
   * Locks the visit for its sitter: 404 unknown or a stranger's; 403 for the owner, an admin, or
   * another sitter (a check-in from the wrong sitter is refused, not hidden).
   */
  private async lockForSitter(
    manager: EntityManager,
    actor: User,
    visitId: string,
    what: string,
  ): Promise<{ visit: VisitRow; booking: BookingForCare }> {
    const visit = await this.lockVisit(manager, visitId);
    const booking = visit && (await bookingForCare(manager, visit.booking_id));
    if (!visit || !booking) throw new CareError('VISIT_NOT_FOUND');
    const role = careRoleOf(actor, booking);
    if (role === 'sitter') return { visit, booking };
    if (role === undefined && !(await this.isSitter(manager, actor.id))) throw new CareError('VISIT_NOT_FOUND');
    throw new CareError('SITTER_ONLY', `Only the booking's sitter can ${what} this visit`);
  }

  private async isSitter(manager: EntityManager, userId: string): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM sitter_profiles WHERE user_id = $1`, [userId])) as unknown[];
    return rows.length > 0;
  }

  /** Metres from the booking's care location, and whether that is more than CHECK_IN_FAR_METRES beyond its radius; null without one. */
  private async distanceFromCareLocation(
    manager: EntityManager,
    bookingId: string,
    lat: number,
    lng: number,
  ): Promise<{ metres: number; far: boolean } | null> {
    const [place] = (await manager.query(`SELECT latitude, longitude, radius_m FROM booking_care_locations WHERE booking_id = $1`, [
      bookingId,
    ])) as {
      latitude: number;
      longitude: number;
      radius_m: number;
    }[];
    if (!place) return null;
    const metres = Math.round(
      haversineKm({ latitude: lat, longitude: lng }, { latitude: place.latitude, longitude: place.longitude }) * 1000,
    );
    return { metres, far: metres > place.radius_m + CHECK_IN_FAR_METRES };
  }
}

/** A walk's route: its points in time order, the distance along them (haversine) and the time from the first to the last. */
function routeOf(kind: string, points: readonly RoutePoint[]): { points: RoutePoint[]; distanceM: number; durationS: number } {
  if (kind !== 'walk') throw new CareError('INVALID_CHECK_OUT', 'Only a walk has a route');
  const times = points.map((point) => Date.parse(point.t));
  for (let index = 1; index < times.length; index++) {
    if (times[index]! < times[index - 1]!) throw new CareError('INVALID_CHECK_OUT', 'The route’s points must be in time order');
  }
  let km = 0;
  for (let index = 1; index < points.length; index++) {
    const [a, b] = [points[index - 1]!, points[index]!];
    km += haversineKm({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng });
  }
  return {
    points: points.map((point) => ({ lat: point.lat, lng: point.lng, t: new Date(Date.parse(point.t)).toISOString() })),
    distanceM: Math.round(km * 1000),
    durationS: Math.round((times[times.length - 1]! - times[0]!) / 1000),
  };
}

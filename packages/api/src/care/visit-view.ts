import { type RoutePoint, UPLOADS_URL_PREFIX, type Visit, type VisitKind, type VisitStatus, type VisitTaskKind } from '@pawpal/contract';

/** A visit row as VISIT_SELECT reads it, with its tasks and photos. */
export interface VisitRow {
  id: string;
  booking_id: string;
  kind: VisitKind;
  label: string;
  day: string;
  due_at: Date;
  window_minutes: number;
  opens_at: Date;
  late_after: Date;
  missed_after: Date;
  checked_in_at: Date | null;
  checked_out_at: Date | null;
  distance_m: number | null;
  far_from_care_location: boolean;
  note: string | null;
  route: RoutePoint[] | null;
  route_distance_m: number | null;
  route_duration_s: number | null;
  excused_at: Date | null;
  excused_reason: string | null;
  excused_by_name: string | null;
  missed_at: Date | null;
  refunded_at: Date | null;
  refunded_cents: number | null;
  tasks: { id: string; kind: VisitTaskKind; petId: string | null; label: string; done: boolean | null; note: string | null }[];
  photos: { id: string; name: string }[];
}

/** Every visit read goes through this SELECT (add WHERE / ORDER BY after it; `v` is the visit). */
export const VISIT_SELECT = `
  SELECT v.id, v.booking_id, v.kind, v.label, v.day::text AS day, v.due_at, v.window_minutes, v.opens_at, v.late_after, v.missed_after,
         v.checked_in_at, v.checked_out_at, v.distance_m, v.far_from_care_location, v.note, v.route, v.route_distance_m, v.route_duration_s,
         v.excused_at, v.excused_reason, CASE WHEN ex.is_admin THEN 'Pawpal' ELSE ex.first_name END AS excused_by_name, v.missed_at, v.refunded_at, v.refunded_cents,
         COALESCE((SELECT json_agg(json_build_object('id', t.id, 'kind', t.kind, 'petId', t.pet_id, 'label', t.label, 'done', t.done, 'note', t.note)
                                   ORDER BY t.position)
                     FROM visit_tasks t WHERE t.visit_id = v.id), '[]'::json) AS tasks,
         COALESCE((SELECT json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY p.position)
                     FROM visit_photos p JOIN uploads u ON u.id = p.upload_id WHERE p.visit_id = v.id), '[]'::json) AS photos
    FROM visits v
    LEFT JOIN users ex ON ex.id = v.excused_by`;

/**
 * A visit's status, from the clock (VISIT_STATUSES): excused, done (checked out), in progress
 * (checked in), missed (no check-in by `missed_after`: twice the grace after it was due; a daily
 * update not sent by the evening), due (from `opens_at`: CHECK_IN_EARLY_MINUTES before it is due;
 * a daily update all its day), upcoming before that.
 */
export function visitStatus(
  row: Pick<VisitRow, 'excused_at' | 'checked_out_at' | 'checked_in_at' | 'missed_at' | 'missed_after' | 'opens_at'>,
  now: Date,
): VisitStatus {
  if (row.excused_at) return 'excused';
  if (row.checked_out_at) return 'done';
  if (row.checked_in_at) return 'in_progress';
  if (row.missed_at || now.getTime() >= row.missed_after.getTime()) return 'missed';
  if (now.getTime() >= row.opens_at.getTime()) return 'due';
  return 'upcoming';
}

export function photoUrl(name: string): string {
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** The contract's Visit: the distance from the care location and the far flag, never a check-in position. */
export function toVisit(row: VisitRow, now: Date): Visit {
  return {
    id: row.id,
    bookingId: row.booking_id,
    kind: row.kind,
    dueAt: row.due_at.toISOString(),
    windowMinutes: row.window_minutes,
    status: visitStatus(row, now),
    checkInAt: row.checked_in_at?.toISOString() ?? null,
    checkOutAt: row.checked_out_at?.toISOString() ?? null,
    distanceFromCareLocationM: row.distance_m,
    farFromCareLocation: row.far_from_care_location,
    tasks: row.tasks.map((task) => ({
      id: task.id,
      kind: task.kind,
      petId: task.petId,
      label: task.label,
      done: task.done,
      note: task.note,
    })),
    photos: row.photos.map((photo) => ({ id: photo.id, url: photoUrl(photo.name) })),
    note: row.note,
    route:
      row.route && row.route_distance_m !== null && row.route_duration_s !== null
        ? { points: row.route, distanceM: row.route_distance_m, durationS: row.route_duration_s }
        : null,
    excusedReason: row.excused_reason === null ? null : `${row.excused_reason} (excused by ${row.excused_by_name ?? 'Pawpal'})`,
  };
}

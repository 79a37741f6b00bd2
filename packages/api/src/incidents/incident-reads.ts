import {
  type CarePhoto,
  type CareUpdateMessage,
  type Incident,
  type IncidentAuthorRole,
  type IncidentKind,
  type IncidentStatus,
  INCIDENT_KIND_LABELS,
  type TimelineItem,
  UPLOADS_URL_PREFIX,
} from '@pawpal/contract';
import { type DataSource, type EntityManager } from 'typeorm';
import { formatAud } from '../money/index.js';
import { type IncidentStep } from '../platform/events/events.js';

/** How much of a description, an update or an outcome a timeline line quotes. */
export const TIMELINE_EXCERPT_LENGTH = 140;

/** An incident row with the booking's people, as every read needs it. */
export interface IncidentRow {
  id: string;
  booking_id: string;
  kind: IncidentKind;
  status: IncidentStatus;
  description: string;
  opened_by: string | null;
  opened_by_role: 'owner' | 'sitter' | 'pawpal';
  opened_at: Date;
  acknowledge_by: Date;
  acknowledged_at: Date | null;
  acknowledged_by: string | null;
  resolved_at: Date | null;
  resolved_by: string | null;
  outcome: string | null;
  refund_cents: number | null;
  holds_payout: boolean;
  visit_id: string | null;
  pet_id: string | null;
  last_seen_suburb: string | null;
  last_seen_at: Date | null;
  photos: CarePhoto[] | string;
  owner_id: string;
  sitter_id: string;
  owner_first_name: string;
  sitter_first_name: string;
  booking_status: string;
}

interface UpdateRow {
  id: string;
  incident_id: string;
  author_id: string | null;
  author_role: IncidentAuthorRole;
  author_first_name: string | null;
  text: string;
  photos: CarePhoto[] | string;
  created_at: Date;
}

type Reader = Pick<EntityManager, 'query'> | Pick<DataSource, 'query'>;

/** Every column of an incident and its booking's people; callers add WHERE, ORDER and LIMIT. */
export const INCIDENT_SELECT = `
  SELECT i.id, i.booking_id, i.kind, i.status, i.description, i.opened_by, i.opened_by_role, i.opened_at, i.acknowledge_by,
         i.acknowledged_at, i.acknowledged_by, i.resolved_at, i.resolved_by, i.outcome, i.refund_cents, i.holds_payout, i.visit_id,
         i.pet_id, i.last_seen_suburb, i.last_seen_at, ${photoListSql('i.photos')} AS photos,
         b.owner_id, b.sitter_id, b.status AS booking_status, o.first_name AS owner_first_name, s.first_name AS sitter_first_name
    FROM incidents i
    JOIN bookings b ON b.id = i.booking_id
    JOIN users o ON o.id = b.owner_id
    JOIN users s ON s.id = b.sitter_id`;

/**
 * SQL for the photos of a `photos` column (upload ids, in the order given) as the contract shows
 * them: a JSON array of `{ id, url }`.
 */
function photoListSql(column: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', up.id::text, 'url', '${UPLOADS_URL_PREFIX}' || up.name) ORDER BY array_position(${column}, up.id::text)), '[]'::json)
             FROM uploads up WHERE up.id::text = ANY (${column}))`;
}

/** The photos a row's JSON list is (PGlite and node-postgres both parse json; a string is parsed here). */
export function photosOf(list: CarePhoto[] | string): CarePhoto[] {
  return typeof list === 'string' ? (JSON.parse(list) as CarePhoto[]) : list;
}

/** An incident by id with its booking's people (undefined when unknown); `lock` takes the row for an update. */
export async function findIncident(reader: Reader, incidentId: string, lock = false): Promise<IncidentRow | undefined> {
  const [row] = (await reader.query(`${INCIDENT_SELECT} WHERE i.id = $1 ${lock ? 'FOR UPDATE OF i' : ''}`, [incidentId])) as IncidentRow[];
  return row;
}

/** The threads of `incidentIds`, oldest first. */
async function updatesOf(reader: Reader, incidentIds: readonly string[]): Promise<Map<string, UpdateRow[]>> {
  const byIncident = new Map<string, UpdateRow[]>();
  if (incidentIds.length === 0) return byIncident;
  const rows = (await reader.query(
    `SELECT u.id, u.incident_id, u.author_id, u.author_role, a.first_name AS author_first_name, u.text, ${photoListSql('u.photos')} AS photos, u.created_at
       FROM incident_updates u LEFT JOIN users a ON a.id = u.author_id
      WHERE u.incident_id = ANY ($1::uuid[])
      ORDER BY u.created_at, u.id`,
    [[...incidentIds]],
  )) as UpdateRow[];
  for (const row of rows) {
    const list = byIncident.get(row.incident_id) ?? [];
    list.push(row);
    byIncident.set(row.incident_id, list);
  }
  return byIncident;
}

/** How an author is named in a thread: the owner's and sitter's first names, "Alex from Pawpal" for an admin, "Pawpal" for Pawpal itself. */
function authorName(role: IncidentAuthorRole, firstName: string | null): string {
  switch (role) {
    case 'owner':
    case 'sitter':
      return firstName ?? 'A former member';
    case 'admin':
      return firstName ? `${firstName} from Pawpal` : 'Pawpal';
    case 'pawpal':
      return 'Pawpal';
    default:
      role satisfies never;
      return 'Pawpal';
  }
}

/** The incidents as the contract shows them, each with its thread. */
export async function toIncidents(reader: Reader, rows: readonly IncidentRow[]): Promise<Incident[]> {
  const updates = await updatesOf(
    reader,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    bookingId: row.booking_id,
    kind: row.kind,
    status: row.status,
    description: row.description,
    openedByRole: row.opened_by_role,
    openedAt: row.opened_at.toISOString(),
    acknowledgeBy: row.acknowledge_by.toISOString(),
    acknowledgedAt: row.acknowledged_at?.toISOString() ?? null,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    outcome: row.outcome,
    visitId: row.visit_id,
    payoutHeld: row.holds_payout,
    photos: photosOf(row.photos),
    updates: (updates.get(row.id) ?? []).map((update) => ({
      id: update.id,
      authorRole: update.author_role,
      authorName: authorName(update.author_role, update.author_first_name),
      text: update.text,
      photos: photosOf(update.photos),
      createdAt: update.created_at.toISOString(),
    })),
  }));
}

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= TIMELINE_EXCERPT_LENGTH ? line : `${line.slice(0, TIMELINE_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

function openerName(row: IncidentRow): string {
  if (row.opened_by_role === 'owner') return row.owner_first_name;
  if (row.opened_by_role === 'sitter') return row.sitter_first_name;
  return 'Pawpal';
}

/** The timeline's line for each step of an incident (and the live care_update's summary). */
export const incidentLines = {
  opened: (row: IncidentRow): string => `${openerName(row)} reported: ${INCIDENT_KIND_LABELS[row.kind]}. ${excerpt(row.description)}`,
  updated: (row: IncidentRow, update: Pick<UpdateRow, 'author_role' | 'author_first_name' | 'text'>): string =>
    `${authorName(update.author_role, update.author_first_name)} on the ${INCIDENT_KIND_LABELS[row.kind].toLowerCase()} incident: ${excerpt(update.text)}`,
  acknowledged: (row: IncidentRow): string => {
    const minutes = row.acknowledged_at ? Math.round((row.acknowledged_at.getTime() - row.opened_at.getTime()) / 60_000) : 0;
    return `Pawpal acknowledged the ${INCIDENT_KIND_LABELS[row.kind].toLowerCase()} incident, ${minutes} min after it was reported`;
  },
  resolved: (row: IncidentRow): string =>
    `Pawpal resolved the ${INCIDENT_KIND_LABELS[row.kind].toLowerCase()} incident: ${excerpt(row.outcome ?? '')}${
      row.refund_cents ? ` (${formatAud(row.refund_cents)} refunded)` : ''
    }`,
  holdReleased: (row: IncidentRow): string =>
    `Pawpal released the payout hold of the ${INCIDENT_KIND_LABELS[row.kind].toLowerCase()} incident`,
};

/**
 * The booking's incidents as timeline entries, in time order: each incident's opening, every
 * update of its thread, its acknowledgement (an `incident_update`) and its resolution. The caller
 * has checked who reads (the booking's owner, its sitter, admins). Merged with the care timeline
 * (visits, vet claims) by GET /api/bookings/{id}/timeline.
 */
export async function incidentTimelineItems(reader: Reader, bookingId: string): Promise<TimelineItem[]> {
  const rows = (await reader.query(`${INCIDENT_SELECT} WHERE i.booking_id = $1 ORDER BY i.opened_at, i.id`, [bookingId])) as IncidentRow[];
  const updates = await updatesOf(
    reader,
    rows.map((row) => row.id),
  );
  const items: TimelineItem[] = [];
  for (const row of rows) {
    const common = { visitId: row.visit_id, incidentId: row.id };
    items.push({
      at: row.opened_at.toISOString(),
      type: 'incident_opened',
      ...common,
      summary: incidentLines.opened(row),
      photos: photosOf(row.photos),
    });
    if (row.acknowledged_at) {
      items.push({
        at: row.acknowledged_at.toISOString(),
        type: 'incident_update',
        ...common,
        summary: incidentLines.acknowledged(row),
        photos: [],
      });
    }
    for (const update of updates.get(row.id) ?? []) {
      items.push({
        at: update.created_at.toISOString(),
        type: 'incident_update',
        ...common,
        summary: incidentLines.updated(row, update),
        photos: photosOf(update.photos),
      });
    }
    if (row.resolved_at) {
      items.push({
        at: row.resolved_at.toISOString(),
        type: 'incident_resolved',
        ...common,
        summary: incidentLines.resolved(row),
        photos: [],
      });
    }
  }
  return items.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The live care_update of one step of an incident and who gets it: the people on it (the owner,
 * the sitter, and the admins who acknowledged, resolved or wrote in it) but the one who acted.
 * Undefined when the incident (or the update) is gone.
 */
export async function incidentCareUpdate(
  reader: Reader,
  change: { incidentId: string; step: IncidentStep; updateId: string | null; actorId: string | null },
): Promise<{ recipients: string[]; message: CareUpdateMessage } | undefined> {
  const row = await findIncident(reader, change.incidentId);
  if (!row) return undefined;
  let summary: string;
  let at: Date;
  switch (change.step) {
    case 'opened':
      summary = incidentLines.opened(row);
      at = row.opened_at;
      break;
    case 'updated': {
      const [update] = (await reader.query(
        `SELECT u.author_role, a.first_name AS author_first_name, u.text, u.created_at
           FROM incident_updates u LEFT JOIN users a ON a.id = u.author_id WHERE u.id = $1 AND u.incident_id = $2`,
        [change.updateId, row.id],
      )) as UpdateRow[];
      if (!update) return undefined;
      summary = incidentLines.updated(row, update);
      at = update.created_at;
      break;
    }
    case 'acknowledged':
      summary = incidentLines.acknowledged(row);
      at = row.acknowledged_at ?? row.opened_at;
      break;
    case 'resolved':
      summary = incidentLines.resolved(row);
      at = row.resolved_at ?? row.opened_at;
      break;
    case 'hold_released':
      summary = incidentLines.holdReleased(row);
      at = row.resolved_at ?? row.opened_at;
      break;
    default:
      change.step satisfies never;
      return undefined;
  }
  const people = new Set<string>([row.owner_id, row.sitter_id, ...(await adminsOn(reader, row))]);
  if (change.actorId !== null) people.delete(change.actorId);
  return {
    recipients: [...people],
    message: {
      type: 'care_update',
      bookingId: row.booking_id,
      visitId: row.visit_id,
      incidentId: row.id,
      summary,
      createdAt: at.toISOString(),
    },
  };
}

/** The admins who took part in an incident: acknowledged it, resolved it, or wrote in its thread. */
async function adminsOn(reader: Reader, row: IncidentRow): Promise<string[]> {
  const rows = (await reader.query(
    `SELECT DISTINCT author_id AS id FROM incident_updates WHERE incident_id = $1 AND author_role = 'admin' AND author_id IS NOT NULL`,
    [row.id],
  )) as { id: string }[];
  return [...rows.map((admin) => admin.id), ...[row.acknowledged_by, row.resolved_by].filter((id): id is string => id !== null)];
}

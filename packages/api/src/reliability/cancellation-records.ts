import { Injectable } from '@nestjs/common';
import {
  lateCancellationText,
  type LateCancellationEntry,
  paths,
  RELIABILITY_NOTICE_KINDS,
  SERVICE_LABELS,
  type ServiceType,
} from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { NoticesService } from '../notices/notices.service.js';
import { isUuid } from '../platform/validation/uuid.js';
import { daysBeforeStart } from './reliability-record.js';
import { lateSitterCancellationSql, SITTER_CANCELLATIONS_SQL } from './reliability-reads.js';
import { ReliabilityError } from './reliability.errors.js';

/*
 * `cancellation_records`, its one writer: the sitter's word that the owner asked for a
 * cancellation, the owner's confirmation, and the sitter's reply to a late-cancellation entry.
 * Also the entries themselves, computed from the bookings (docs/reliability.md).
 */

interface EntryRow {
  id: string;
  service: ServiceType;
  stay_month: string;
  starts_at: Date;
  cancelled_at: Date;
  reply: string | null;
  reply_at: Date | null;
}

/** The late-cancellation entries of sitter `$sitterParam`, as (id, at) rows to merge with reviews by time. */
export function lateCancellationKeysSql(sitterParam: string): string {
  return `SELECT c.booking_id AS id, c.cancelled_at AS at FROM (${SITTER_CANCELLATIONS_SQL}) c
           WHERE c.sitter_id = ${sitterParam} AND ${lateSitterCancellationSql('c')}`;
}

/** Sitter `sitterId`'s entries with these ids (of `lateCancellationKeysSql`), in no order. */
export async function lateCancellationEntries(manager: EntityManager, ids: string[], sitterId: string): Promise<LateCancellationEntry[]> {
  if (ids.length === 0) return [];
  const rows = (await manager.query(
    `SELECT b.id, b.service, to_char(b.start_date, 'YYYY-MM') AS stay_month, c.starts_at, c.cancelled_at, cr.reply, cr.reply_at
       FROM (${SITTER_CANCELLATIONS_SQL}) c JOIN bookings b ON b.id = c.booking_id LEFT JOIN cancellation_records cr ON cr.booking_id = b.id
      WHERE c.booking_id = ANY($1::uuid[]) AND c.sitter_id = $2 AND ${lateSitterCancellationSql('c')}`,
    [ids, sitterId],
  )) as EntryRow[];
  return rows.map((row) => {
    const daysBefore = daysBeforeStart(row.cancelled_at, row.starts_at);
    return {
      kind: 'late_cancellation',
      id: row.id,
      removed: false,
      service: row.service,
      stayMonth: row.stay_month,
      daysBefore,
      text: lateCancellationText(daysBefore),
      publishedAt: row.cancelled_at.toISOString(),
      reply: row.reply && row.reply_at ? { text: row.reply, createdAt: row.reply_at.toISOString() } : null,
    };
  });
}

@Injectable()
export class CancellationRecordWriter {
  constructor(private readonly notices: NoticesService) {}

  /**
   * In the sitter's cancel transaction: the sitter says the owner asked for it. The owner is asked
   * to confirm; until they do, the cancellation counts against the sitter.
   */
  async sitterSaysOwnerAsked(
    manager: EntityManager,
    booking: { id: string; owner_id: string; service: ServiceType; start_date: string },
    sitterFirstName: string,
    now: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO cancellation_records (booking_id, owner_asked_at) VALUES ($1, $2)
       ON CONFLICT (booking_id) DO UPDATE SET owner_asked_at = COALESCE(cancellation_records.owner_asked_at, EXCLUDED.owner_asked_at)`,
      [booking.id, now],
    );
    await this.notices.send(manager, booking.owner_id, {
      kind: RELIABILITY_NOTICE_KINDS.ownerAskedCheck,
      title: `Did you ask ${sitterFirstName} to cancel?`,
      body: `${sitterFirstName} cancelled your ${SERVICE_LABELS[booking.service].toLowerCase()} booking from ${booking.start_date} and says you asked for it. Confirm it on your bookings page if you did: then it is not held against ${sitterFirstName}'s record.`,
      link: paths.bookings(),
    });
  }

  /** The owner confirms: 404 unless the sitter said the owner asked for this booking's cancellation, 409 twice. */
  async ownerConfirms(manager: EntityManager, ownerId: string, bookingId: string, now: Date): Promise<void> {
    const [row] = isUuid(bookingId)
      ? ((await manager.query(
          `SELECT cr.owner_confirmed_at FROM cancellation_records cr JOIN bookings b ON b.id = cr.booking_id
            WHERE cr.booking_id = $1 AND b.owner_id = $2 AND cr.owner_asked_at IS NOT NULL FOR UPDATE OF cr`,
          [bookingId, ownerId],
        )) as { owner_confirmed_at: Date | null }[])
      : [];
    if (!row) throw new ReliabilityError('NOT_FOUND', 'No cancellation waits for your confirmation here');
    if (row.owner_confirmed_at) throw new ReliabilityError('ALREADY_CONFIRMED');
    await manager.query(`UPDATE cancellation_records SET owner_confirmed_at = $2 WHERE booking_id = $1 AND owner_confirmed_at IS NULL`, [
      bookingId,
      now,
    ]);
  }

  /** The sitter's one reply to a late-cancellation entry of theirs: 404 unless it is an entry, 403 another's, 409 twice. */
  async reply(manager: EntityManager, sitterId: string, entryId: string, text: string, now: Date): Promise<LateCancellationEntry> {
    const rows = isUuid(entryId)
      ? ((await manager.query(
          `SELECT c.sitter_id FROM (${SITTER_CANCELLATIONS_SQL}) c WHERE c.booking_id = $1 AND ${lateSitterCancellationSql('c')}`,
          [entryId],
        )) as { sitter_id: string }[])
      : [];
    if (rows.length === 0) throw new ReliabilityError('NOT_FOUND', 'Entry not found');
    if (!rows.some((row) => row.sitter_id === sitterId)) throw new ReliabilityError('NOT_YOURS');
    const written = (await manager.query(
      `INSERT INTO cancellation_records (booking_id, reply, reply_at) VALUES ($1, $2, $3)
       ON CONFLICT (booking_id) DO UPDATE SET reply = EXCLUDED.reply, reply_at = EXCLUDED.reply_at WHERE cancellation_records.reply IS NULL
       RETURNING booking_id`,
      [entryId, text, now],
    )) as unknown[];
    if (written.length === 0) throw new ReliabilityError('ALREADY_REPLIED');
    const [entry] = await lateCancellationEntries(manager, [entryId], sitterId);
    return entry!;
  }
}

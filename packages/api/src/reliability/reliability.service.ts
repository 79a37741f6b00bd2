import { Injectable } from '@nestjs/common';
import {
  type LateCancellationEntry,
  type OwnerAskedCancellation,
  type OwnerReliability,
  RELIABILITY_WINDOW_DAYS,
  type ServiceType,
  type SitterReliability,
} from '@pawpal/contract';
import { DataSource } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { isUuid } from '../platform/validation/uuid.js';
import { visibleToSql } from '../sitters/listing.js';
import { type User } from '../users/user.entity.js';
import { CancellationRecordWriter } from './cancellation-records.js';
import { ownerHistory, sitterHistory } from './reliability-reads.js';
import { ownerRecord, sitterRecord } from './reliability-record.js';
import { ReliabilityError } from './reliability.errors.js';
import { reliableSitters } from '../sitters/reliable-tier.js';

/** Most owner-asked cancellations listed to an owner (newest first). */
const OWNER_ASKED_LIST_MAX = 50;

/** The records as members read them, who may read which, and the replies and confirmations. */
@Injectable()
export class ReliabilityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly records: CancellationRecordWriter,
  ) {}

  /** A sitter's record: any signed-in member, for a sitter they may see (listed; the sitter; admins); 404 otherwise. */
  async sitter(viewer: User, sitterId: string): Promise<SitterReliability> {
    const now = this.clock.now();
    const [row] = isUuid(sitterId)
      ? ((await this.dataSource.query(
          `SELECT ${visibleToSql('sp', 'u', '$2', '$3')} AS visible FROM sitter_profiles sp JOIN users u ON u.id = sp.user_id WHERE sp.user_id = $1`,
          [sitterId, now, viewer.id],
        )) as { visible: boolean }[])
      : [];
    if (!row?.visible) throw new ReliabilityError('NOT_FOUND', 'Sitter not found');
    const history = await sitterHistory(this.dataSource.manager, sitterId, now);
    const record = sitterRecord(history, now);
    const reliable = await reliableSitters(this.dataSource.manager, [sitterId]);
    return {
      sitterId,
      windowDays: RELIABILITY_WINDOW_DAYS,
      reliable: reliable.has(sitterId),
      figures: record.figures,
      rating: history.rating,
    };
  }

  /**
   * An owner's record: the owner themself, admins, and a sitter who has a request from them (any
   * booking between the two, whatever became of it). Everyone else, and unknown ids: 404, the same
   * answer, so the record does not even say the account exists.
   */
  async owner(viewer: User, userId: string): Promise<OwnerReliability> {
    const [row] = isUuid(userId)
      ? ((await this.dataSource.query(
          `SELECT ($2::uuid = u.id OR $3::boolean OR EXISTS (SELECT 1 FROM bookings b WHERE b.owner_id = u.id AND b.sitter_id = $2::uuid)) AS allowed
             FROM users u WHERE u.id = $1`,
          [userId, viewer.id, viewer.isAdmin],
        )) as { allowed: boolean }[])
      : [];
    if (!row?.allowed) throw new ReliabilityError('NOT_FOUND', 'User not found');
    const history = await ownerHistory(this.dataSource.manager, userId, this.clock.now());
    return { userId, windowDays: RELIABILITY_WINDOW_DAYS, figures: ownerRecord(history) };
  }

  reply(actor: User, entryId: string, text: string): Promise<LateCancellationEntry> {
    return this.dataSource.transaction((manager) => this.records.reply(manager, actor.id, entryId, text, this.clock.now()));
  }

  /** The signed-in owner's cancellations a sitter says they asked for, newest first. */
  async ownerAsked(actor: User): Promise<OwnerAskedCancellation[]> {
    const rows = (await this.dataSource.query(
      // A sitter who withdrew while standbys stood by: the handoff names them and when (the booking
      // may be the standby's since, who is named as taking it over).
      `SELECT b.id, s.first_name, b.service, b.start_date::text AS start_date, COALESCE(h.opened_at, b.cancelled_at) AS cancelled_at,
              cr.owner_confirmed_at, t.first_name AS taken_over_by_first_name
         FROM cancellation_records cr JOIN bookings b ON b.id = cr.booking_id
         LEFT JOIN standby_handoffs h ON h.booking_id = b.id AND h.trigger = 'sitter_cancelled'
         JOIN users s ON s.id = COALESCE(h.from_sitter_id, b.sitter_id)
         LEFT JOIN users t ON t.id = h.taken_by AND h.outcome = 'taken'
        WHERE b.owner_id = $1 AND cr.owner_asked_at IS NOT NULL
        ORDER BY COALESCE(h.opened_at, b.cancelled_at) DESC LIMIT ${OWNER_ASKED_LIST_MAX}`,
      [actor.id],
    )) as {
      id: string;
      first_name: string;
      service: ServiceType;
      start_date: string;
      cancelled_at: Date;
      owner_confirmed_at: Date | null;
      taken_over_by_first_name: string | null;
    }[];
    return rows.map((row) => ({
      bookingId: row.id,
      sitterFirstName: row.first_name,
      service: row.service,
      startDate: row.start_date,
      cancelledAt: row.cancelled_at.toISOString(),
      confirmedAt: row.owner_confirmed_at?.toISOString() ?? null,
      takenOverByFirstName: row.taken_over_by_first_name,
    }));
  }

  async confirmOwnerAsked(actor: User, bookingId: string): Promise<OwnerAskedCancellation> {
    await this.dataSource.transaction((manager) => this.records.ownerConfirms(manager, actor.id, bookingId, this.clock.now()));
    const list = await this.ownerAsked(actor);
    return list.find((item) => item.bookingId === bookingId)!;
  }
}

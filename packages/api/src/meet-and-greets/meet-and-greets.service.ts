import { Injectable } from '@nestjs/common';
import {
  MEET_AND_GREET_LIST_LIMIT,
  MEET_AND_GREET_MAX_DAYS_AHEAD,
  MEET_AND_GREET_OPEN_MAX,
  MEET_AND_GREET_OUTCOME_LABELS,
  type MeetAndGreet,
  type MeetAndGreetOutcome,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../platform/clock/clock.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { isUuid } from '../platform/validation/uuid.js';
import { listedSql } from '../sitters/listing.js';
import { SittersError } from '../sitters/sitters.errors.js';
import { type User } from '../users/user.entity.js';
import { type CreateMeetAndGreetDto } from './dto/meet-and-greets.input.js';
import { invitationFor, MeetAndGreetNotices, meetingTime } from './meet-and-greet-notices.js';
import {
  findMeetAndGreet,
  MEET_AND_GREET_SELECT,
  type MeetAndGreetRow,
  sideOf,
  statusAt,
  timeZoneOf,
  toMeetAndGreet,
} from './meet-and-greet-reads.js';
import { MeetAndGreetsError } from './meet-and-greets.errors.js';

const DAY_MS = 86_400_000;

/**
 * Meet-and-greets (docs/bookings.md#meet-and-greets): an owner asks a listed sitter to meet, free,
 * with the pets, at one of three times; the sitter chooses one or declines; afterwards each says
 * how it went. Only its owner and its sitter see or act on one; anyone else gets 404.
 */
@Injectable()
export class MeetAndGreetsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly notices: MeetAndGreetNotices,
  ) {}

  /** POST /api/meet-and-greets (201). */
  async create(actor: User, input: CreateMeetAndGreetDto): Promise<MeetAndGreet> {
    const now = this.clock.now();
    const times = proposedTimes(input.proposedTimes, now);
    const id = await this.dataSource.transaction(async (manager) => {
      const [sitter] = isUuid(input.sitterId)
        ? ((await manager.query(
            `SELECT sp.user_id FROM sitter_profiles sp JOIN users u ON u.id = sp.user_id WHERE sp.user_id = $1 AND ${listedSql('sp', 'u', '$2')}`,
            [input.sitterId, now],
          )) as { user_id: string }[])
        : [];
      if (!sitter) throw new SittersError('SITTER_NOT_FOUND');
      if (sitter.user_id === actor.id) throw new MeetAndGreetsError('INVALID_MEET_AND_GREET', "You can't ask yourself to meet");
      // Serialise the owner's requests so the count of open ones holds.
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [actor.id]);
      // A request left unanswered past its last time no longer waits: it is closed as expired.
      await manager.query(
        `UPDATE meet_and_greets SET status = 'expired'
          WHERE owner_id = $1 AND status = 'requested' AND $2 >= ALL (proposed_times)`,
        [actor.id, now],
      );
      const [{ open, same }] = (await manager.query(
        `SELECT count(*)::int AS open, count(*) FILTER (WHERE sitter_id = $2)::int AS same
           FROM meet_and_greets WHERE owner_id = $1 AND status = 'requested'`,
        [actor.id, sitter.user_id],
      )) as [{ open: number; same: number }];
      if (same > 0) throw new MeetAndGreetsError('ALREADY_REQUESTED');
      if (open >= MEET_AND_GREET_OPEN_MAX) throw new MeetAndGreetsError('TOO_MANY_OPEN');
      const [{ id }] = (await manager.query(
        `INSERT INTO meet_and_greets (owner_id, sitter_id, proposed_times, message, created_at) VALUES ($1, $2, $3::timestamptz[], $4, $5) RETURNING id`,
        [actor.id, sitter.user_id, times, input.message, now],
      )) as [{ id: string }];
      const row = (await findMeetAndGreet(manager, id))!;
      const zone = timeZoneOf(row);
      await this.notices.tell(manager, row, ['sitter'], 'requested', () => ({
        title: `${row.owner_first_name} would like to meet you`,
        body: `${row.owner_first_name} asks for a meet-and-greet with their pets before booking, at one of: ${times
          .map((time) => meetingTime(time, zone))
          .join('; ')}. “${input.message.slice(0, 280)}” Choose a time or decline in your bookings.`,
      }));
      return id;
    });
    return this.read(actor, id);
  }

  /** GET /api/meet-and-greets: the signed-in person's, as owner and as sitter, newest first. */
  async list(actor: User): Promise<MeetAndGreet[]> {
    const now = this.clock.now();
    const rows = (await this.dataSource.query(
      `${MEET_AND_GREET_SELECT} WHERE m.owner_id = $1 OR m.sitter_id = $1 ORDER BY m.created_at DESC, m.id LIMIT $2`,
      [actor.id, MEET_AND_GREET_LIST_LIMIT],
    )) as MeetAndGreetRow[];
    return rows.map((row) => toMeetAndGreet(row, actor.id, now));
  }

  /** GET /api/meet-and-greets/{id}. */
  async get(actor: User, id: string): Promise<MeetAndGreet> {
    return this.read(actor, id);
  }

  /** POST /api/meet-and-greets/{id}/accept: the sitter chooses one of the proposed times, still in the future. */
  async accept(actor: User, id: string, time: string): Promise<MeetAndGreet> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.answerable(manager, actor, id, now);
      const chosen = row.proposed_times.find((proposed) => proposed.getTime() === Date.parse(time));
      if (!chosen) throw new MeetAndGreetsError('INVALID_TIMES', 'Choose one of the times the owner proposed');
      if (chosen.getTime() <= now.getTime()) throw new MeetAndGreetsError('INVALID_TIMES', 'That time has passed: choose a later one');
      await manager.query(`UPDATE meet_and_greets SET status = 'accepted', chosen_time = $2, answered_at = $3 WHERE id = $1`, [
        row.id,
        chosen,
        now,
      ]);
      const accepted = (await findMeetAndGreet(manager, row.id))!;
      const when = meetingTime(chosen, timeZoneOf(accepted));
      await this.notices.tell(
        manager,
        accepted,
        ['owner', 'sitter'],
        'accepted',
        (side) => ({
          title: `Meet-and-greet confirmed: ${when}`,
          body:
            side === 'owner'
              ? `${accepted.sitter_first_name} will meet you and your pets on ${when}. The invitation is attached; agree where in Pawpal's messages.`
              : `You meet ${accepted.owner_first_name} and their pets on ${when}. The invitation is attached; agree where in Pawpal's messages.`,
        }),
        [invitationFor(accepted, now, this.notices.appOrigin())],
      );
    });
    return this.read(actor, id);
  }

  /** POST /api/meet-and-greets/{id}/decline: the sitter says no. */
  async decline(actor: User, id: string): Promise<MeetAndGreet> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.answerable(manager, actor, id, now);
      await manager.query(`UPDATE meet_and_greets SET status = 'declined', answered_at = $2 WHERE id = $1`, [row.id, now]);
      await this.notices.tell(manager, row, ['owner'], 'declined', () => ({
        title: `${row.sitter_first_name} can't meet this time`,
        body: `${row.sitter_first_name} declined your meet-and-greet request. You can ask another sitter, or ask again later.`,
      }));
    });
    return this.read(actor, id);
  }

  /** POST /api/meet-and-greets/{id}/outcome: either side, once, after the chosen time. */
  async outcome(actor: User, id: string, outcome: MeetAndGreetOutcome): Promise<MeetAndGreet> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const { row, side } = await this.visible(manager, actor, id, true);
      if (row.status !== 'accepted' || !row.chosen_time || row.chosen_time.getTime() > now.getTime()) {
        throw new MeetAndGreetsError('NOT_YET_HAPPENED');
      }
      if ((side === 'owner' ? row.owner_outcome : row.sitter_outcome) !== null) throw new MeetAndGreetsError('OUTCOME_ALREADY_GIVEN');
      const column = side === 'owner' ? 'owner' : 'sitter';
      await manager.query(`UPDATE meet_and_greets SET ${column}_outcome = $2, ${column}_outcome_at = $3 WHERE id = $1`, [
        row.id,
        outcome,
        now,
      ]);
      const who = side === 'owner' ? row.owner_first_name : row.sitter_first_name;
      await this.notices.tell(manager, row, [side === 'owner' ? 'sitter' : 'owner'], `outcome:${side}`, () => ({
        title: `${who} said how the meet-and-greet went`,
        body: `${who}: “${MEET_AND_GREET_OUTCOME_LABELS[outcome]}”.`,
      }));
    });
    return this.read(actor, id);
  }

  private async read(actor: User, id: string): Promise<MeetAndGreet> {
    const { row } = await this.visible(this.dataSource.manager, actor, id);
    return toMeetAndGreet(row, actor.id, this.clock.now());
  }

  /** The meet-and-greet and the actor's side; 404 unless they are its owner or its sitter. */
  private async visible(
    manager: EntityManager,
    actor: User,
    id: string,
    lock = false,
  ): Promise<{ row: MeetAndGreetRow; side: 'owner' | 'sitter' }> {
    const row = isUuid(id) ? await findMeetAndGreet(manager, id, lock) : undefined;
    const side = row && sideOf(row, actor.id);
    if (!row || !side) throw new MeetAndGreetsError('MEET_AND_GREET_NOT_FOUND');
    return { row, side };
  }

  /** A request the actor, its sitter, can still answer (403 for the owner). */
  private async answerable(manager: EntityManager, actor: User, id: string, now: Date): Promise<MeetAndGreetRow> {
    const { row, side } = await this.visible(manager, actor, id, true);
    if (side !== 'sitter') throw new DomainError(DomainErrorCode.NotAllowed, 'The sitter answers a meet-and-greet request');
    if (statusAt(row, now) !== 'requested') throw new MeetAndGreetsError('NOT_AWAITING_ANSWER');
    return row;
  }
}

/** The owner's times: distinct instants, each in the future and at most MEET_AND_GREET_MAX_DAYS_AHEAD days ahead (the DTO checked there are three). */
function proposedTimes(values: readonly string[], now: Date): Date[] {
  const times = values.map((value) => new Date(value));
  const latest = now.getTime() + MEET_AND_GREET_MAX_DAYS_AHEAD * DAY_MS;
  if (times.some((time) => Number.isNaN(time.getTime()))) throw new MeetAndGreetsError('INVALID_TIMES');
  if (new Set(times.map((time) => time.getTime())).size !== times.length) {
    throw new MeetAndGreetsError('INVALID_TIMES', 'Propose three different times');
  }
  if (times.some((time) => time.getTime() <= now.getTime()))
    throw new MeetAndGreetsError('INVALID_TIMES', 'Each proposed time must be in the future');
  if (times.some((time) => time.getTime() > latest)) {
    throw new MeetAndGreetsError('INVALID_TIMES', `Propose times at most ${MEET_AND_GREET_MAX_DAYS_AHEAD} days ahead`);
  }
  return times;
}

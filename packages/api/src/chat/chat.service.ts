import { Injectable } from '@nestjs/common';
import {
  CHAT_PAGE_DEFAULT,
  CHAT_PREVIEW_LENGTH,
  type ChannelSummary,
  type ChatMessage,
  type MarkReadResponse,
  type MessagePage,
  type NewMessageMessage,
} from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { EventBus } from '../platform/events/event-bus.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { type User } from '../users/user.entity.js';
import { isSitterSql } from '../users/sitter-role.js';
import { type SignedInUser } from '../platform/session/signed-in.guard.js';
import { type HistoryQueryDto, type OpenChannelDto, type PostMessageDto } from './dto/chat.dto.js';
import { isUuid } from '../platform/validation/uuid.js';
import { Clock } from '../platform/clock/clock.js';
import { chatNames, fullNameShownSql, mayOpenSql, mayPostSql } from './chat-rules.js';
import { ChatError } from './chat.errors.js';

interface MessageRow {
  id: string;
  seq: string;
  channel_id: string;
  sender_id: string;
  body: string | null;
  photo_url: string | null;
  created_at: Date;
}

interface ChannelRow {
  id: string;
  last_activity_at: Date;
  other_id: string;
  other_first_name: string;
  other_last_name: string;
  other_avatar_url: string | null;
  other_full_name: boolean;
  unread_count: number;
  m_id: string | null;
  m_seq: string | null;
  m_sender_id: string | null;
  m_body: string | null;
  m_photo_url: string | null;
  m_created_at: Date | null;
}

/** The acting user's participation, decided here and nowhere else: a channel that is not theirs does not exist (404). */
interface Participation {
  channelId: string;
  otherUserId: string;
}

/** Unread messages of a user across channels: from the other person, after the user's read marker. */
export const UNREAD_COUNT_SQL = `
  SELECT count(*)::int AS count
  FROM chat_read_state r
  JOIN chat_messages m ON m.channel_id = r.channel_id AND m.seq > r.last_read_seq
  WHERE r.user_id = $1 AND m.sender_id <> $1`;

const CHANNEL_SUMMARY_SQL = `
  SELECT c.id, c.last_activity_at,
         o.id AS other_id, o.first_name AS other_first_name, o.last_name AS other_last_name, o.profile_image_url AS other_avatar_url,
         ${fullNameShownSql('$1::uuid', 'o.id')} AS other_full_name,
         (SELECT count(*)::int FROM chat_messages x
           WHERE x.channel_id = c.id AND x.seq > r.last_read_seq AND x.sender_id <> $1) AS unread_count,
         m.id AS m_id, m.seq AS m_seq, m.sender_id AS m_sender_id, m.body AS m_body, m.photo_url AS m_photo_url, m.created_at AS m_created_at
  FROM chat_read_state r
  JOIN chat_channels c ON c.id = r.channel_id
  JOIN users o ON o.id = CASE WHEN c.user_a_id = $1 THEN c.user_b_id ELSE c.user_a_id END
  LEFT JOIN LATERAL (
    SELECT * FROM chat_messages lm WHERE lm.channel_id = c.id ORDER BY lm.seq DESC LIMIT 1
  ) m ON true
  WHERE r.user_id = $1`;

/** Channels, messages and read state. Every method takes the acting user and checks participation itself. */
@Injectable()
export class ChatService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventBus,
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
  ) {}

  /**
   * The pair's one channel with the partner named by sitterId, userId or bookingId; `created` when
   * new. Only as the marketplace allows (chat-rules.ts): an unknown partner and a forbidden one get
   * the same 404, so nobody learns who has an account.
   */
  async openChannel(actor: User, input: OpenChannelDto): Promise<{ channel: ChannelSummary; created: boolean }> {
    const given = [input.sitterId, input.userId, input.bookingId].filter((value) => value !== undefined);
    if (given.length !== 1) throw new ChatError('CHAT_PARTNER_NOT_FOUND', 'Send exactly one of sitterId, userId or bookingId');
    if ((input.sitterId ?? input.userId)?.toLowerCase() === actor.id) throw new ChatError('CHAT_WITH_YOURSELF');
    if (actor.isAdmin) throw new DomainError(DomainErrorCode.NotAllowed, 'Admin accounts cannot start conversations in chat');
    const partnerId = await this.resolvePartner(actor, input);

    const { channelId, created } = await this.dataSource.transaction(async (manager) => {
      const inserted = (await manager.query(
        `INSERT INTO chat_channels (user_a_id, user_b_id) VALUES ($1, $2)
         ON CONFLICT ((least(user_a_id, user_b_id)), (greatest(user_a_id, user_b_id))) DO NOTHING
         RETURNING id`,
        [actor.id, partnerId],
      )) as { id: string }[];
      const id =
        inserted[0]?.id ??
        (
          (await manager.query(
            `SELECT id FROM chat_channels WHERE least(user_a_id, user_b_id) = least($1::uuid, $2::uuid) AND greatest(user_a_id, user_b_id) = greatest($1::uuid, $2::uuid)`,
            [actor.id, partnerId],
          )) as { id: string }[]
        )[0]?.id;
      if (!id) throw new Error('chat channel vanished while opening it');
      await manager.query(`INSERT INTO chat_read_state (channel_id, user_id) VALUES ($1, $2), ($1, $3) ON CONFLICT DO NOTHING`, [
        id,
        actor.id,
        partnerId,
      ]);
      return { channelId: id, created: inserted.length === 1 };
    });
    return { channel: await this.getChannel(actor, channelId), created };
  }

  /** The caller's channels, most recent activity first. */
  async listChannels(actor: User): Promise<ChannelSummary[]> {
    const rows = (await this.dataSource.query(`${CHANNEL_SUMMARY_SQL} ORDER BY c.last_activity_at DESC, c.id`, [actor.id])) as ChannelRow[];
    return rows.map(toChannelSummary);
  }

  async getChannel(actor: User, channelId: string): Promise<ChannelSummary> {
    if (!isUuid(channelId)) throw new ChatError('CHANNEL_NOT_FOUND');
    const rows = (await this.dataSource.query(`${CHANNEL_SUMMARY_SQL} AND c.id = $2`, [actor.id, channelId])) as ChannelRow[];
    if (!rows[0]) throw new ChatError('CHANNEL_NOT_FOUND');
    return toChannelSummary(rows[0]);
  }

  /** A page of history, newest first; `nextCursor` fetches the older page. */
  async listMessages(actor: SignedInUser, channelId: string, query: HistoryQueryDto): Promise<MessagePage> {
    await this.participation(this.dataSource.manager, actor, channelId);
    const limit = query.limit ?? CHAT_PAGE_DEFAULT;
    const rows = (await this.dataSource.query(
      `SELECT id, seq, channel_id, sender_id, body, photo_url, created_at FROM chat_messages
       WHERE channel_id = $1 AND ($2::bigint IS NULL OR seq < $2::bigint)
       ORDER BY seq DESC LIMIT $3`,
      [channelId, query.before ?? null, limit + 1],
    )) as MessageRow[];
    const page = rows.slice(0, limit);
    return { messages: page.map(toMessageResponse), nextCursor: rows.length > limit ? (page.at(-1)?.seq ?? null) : null };
  }

  /**
   * Stores a message (committed before this returns, so before the 201 and before any push), then
   * announces it on the bus. The sender's own messages never count as unread for them.
   */
  async postMessage(actor: SignedInUser, channelId: string, input: PostMessageDto): Promise<ChatMessage> {
    const body = input.body ?? null;
    const photoUrl = input.photoUrl ?? null;
    if (body === null && photoUrl === null) throw new ChatError('CHAT_MESSAGE_INVALID');
    if (photoUrl !== null && !this.uploads.isStoredImageUrl(photoUrl)) {
      throw new ChatError('CHAT_MESSAGE_INVALID', 'photoUrl must be an image uploaded through /api/uploads/images');
    }
    if (!isUuid(channelId)) throw new ChatError('CHANNEL_NOT_FOUND');
    // One statement, so one implicit transaction and one round trip: the participation check
    // (the same rule as participation()), the marketplace rule, the insert and the channel's activity time.
    const [row] = (await this.dataSource.query(
      `WITH channel AS (
         SELECT c.id, c.other_id FROM (
           SELECT id, CASE WHEN user_a_id = $2 THEN user_b_id ELSE user_a_id END AS other_id
           FROM chat_channels WHERE id = $1 AND (user_a_id = $2 OR user_b_id = $2)
         ) c
         WHERE ${mayPostSql('$2::uuid', 'c.other_id', '$5')}
       ), inserted AS (
         INSERT INTO chat_messages (channel_id, sender_id, body, photo_url)
         SELECT id, $2, $3, $4 FROM channel
         RETURNING id, seq, channel_id, sender_id, body, photo_url, created_at
       ), touched AS (
         UPDATE chat_channels SET last_activity_at = inserted.created_at FROM inserted WHERE chat_channels.id = inserted.channel_id
       )
       SELECT inserted.*, channel.other_id FROM inserted, channel`,
      [channelId, actor.id, body, photoUrl, this.clock.now()],
    )) as (MessageRow & { other_id: string })[];
    if (!row) {
      // Not theirs (404), or theirs but the rules no longer allow messages in it (readable, 403).
      await this.participation(this.dataSource.manager, actor, channelId);
      throw new DomainError(
        DomainErrorCode.NotAllowed,
        'This conversation is read-only: messages need a listed sitter or a booking between you',
      );
    }
    const message = row;
    const recipientId = row.other_id;
    await this.events.publish('chat.message_sent', { messageId: message.id, channelId, senderId: actor.id, recipientId });
    return toMessageResponse(message);
  }

  /** Marks everything in the channel read for the caller; returns the caller's total unread count. */
  async markRead(actor: SignedInUser, channelId: string): Promise<MarkReadResponse> {
    await this.participation(this.dataSource.manager, actor, channelId);
    await this.dataSource.query(
      `UPDATE chat_read_state SET last_read_seq = greatest(last_read_seq, (SELECT coalesce(max(seq), 0) FROM chat_messages WHERE channel_id = $1))
       WHERE channel_id = $1 AND user_id = $2`,
      [channelId, actor.id],
    );
    const unreadCount = await this.unreadCount(actor.id);
    await this.events.publish('chat.read', { channelId, userId: actor.id });
    return { unreadCount };
  }

  /** Messages from others after the user's read markers, across all their channels. */
  async unreadCount(userId: string): Promise<number> {
    const [row] = (await this.dataSource.query(UNREAD_COUNT_SQL, [userId])) as { count: number }[];
    return row?.count ?? 0;
  }

  /** Like unreadCount in one round trip, or null when the user no longer exists (the session outlived the account). */
  async unreadCountOfExistingUser(userId: string): Promise<number | null> {
    if (!isUuid(userId)) return null;
    const rows = (await this.dataSource.query(`SELECT (${UNREAD_COUNT_SQL}) AS count FROM users WHERE id = $1`, [userId])) as {
      count: number;
    }[];
    return rows[0]?.count ?? null;
  }

  /**
   * What the recipient's socket is told about a new message, with their unread count (one round
   * trip), or null if the message is gone or not theirs.
   */
  async newMessageNotice(
    messageId: string,
    recipientId: string,
  ): Promise<{ notice: Omit<NewMessageMessage, 'type'>; unreadCount: number } | null> {
    const [row] = (await this.dataSource.query(
      `SELECT m.id, m.channel_id, m.sender_id, m.body, m.photo_url, m.created_at, s.first_name, s.last_name,
              ${fullNameShownSql('$2::uuid', 's.id')} AS full_name,
              (${UNREAD_COUNT_SQL.replace(/\$1/g, '$2')}) AS unread_count
       FROM chat_messages m
       JOIN chat_read_state r ON r.channel_id = m.channel_id AND r.user_id = $2
       JOIN users s ON s.id = m.sender_id
       WHERE m.id = $1`,
      [messageId, recipientId],
    )) as (MessageRow & { first_name: string; last_name: string; full_name: boolean; unread_count: number })[];
    if (!row) return null;
    const notice = {
      channelId: row.channel_id,
      channelName: chatNames(row.first_name, row.last_name, row.full_name).name,
      messageId: row.id,
      senderId: row.sender_id,
      preview: row.body === null ? 'Sent a photo' : truncate(row.body, CHAT_PREVIEW_LENGTH),
      createdAt: row.created_at.toISOString(),
    };
    return { notice, unreadCount: row.unread_count };
  }

  /** The one authorisation check: the actor is one of the channel's two participants, else 404. */
  private async participation(manager: EntityManager, actor: SignedInUser, channelId: string): Promise<Participation> {
    if (!isUuid(channelId)) throw new ChatError('CHANNEL_NOT_FOUND');
    const [row] = (await manager.query(
      `SELECT CASE WHEN user_a_id = $2 THEN user_b_id ELSE user_a_id END AS other_id
       FROM chat_channels WHERE id = $1 AND (user_a_id = $2 OR user_b_id = $2)`,
      [channelId, actor.id],
    )) as { other_id: string }[];
    if (!row) throw new ChatError('CHANNEL_NOT_FOUND');
    return { channelId, otherUserId: row.other_id };
  }

  /** The partner's user id if the actor may open a conversation with them; the same 404 for unknown and forbidden. */
  private async resolvePartner(actor: User, input: OpenChannelDto): Promise<string> {
    const now = this.clock.now();
    if (input.bookingId !== undefined) {
      // A booking's owner and sitter can talk about it; nobody else learns it exists.
      const [row] = (await this.dataSource.query(
        `SELECT p.id FROM (
           SELECT CASE WHEN owner_id = $2 THEN sitter_id ELSE owner_id END AS id FROM bookings WHERE id = $1 AND (owner_id = $2 OR sitter_id = $2)
         ) p WHERE ${mayOpenSql('$2::uuid', 'p.id', '$3')}`,
        [input.bookingId, actor.id, now],
      )) as { id: string }[];
      if (!row) throw new ChatError('CHAT_PARTNER_NOT_FOUND', 'Booking not found');
      return row.id;
    }
    // A sitter's id is their user id (sitter_profiles.user_id is the key): sitterId names someone with a sitter profile.
    const sitterOnly = input.sitterId !== undefined;
    const [row] = (await this.dataSource.query(
      `SELECT u.id FROM users u
        WHERE u.id = $1 ${sitterOnly ? `AND ${isSitterSql('u.id')}` : ''}
          AND ${mayOpenSql('$2::uuid', 'u.id', '$3')}`,
      [input.sitterId ?? input.userId, actor.id, now],
    )) as { id: string }[];
    if (!row) throw new ChatError('CHAT_PARTNER_NOT_FOUND', sitterOnly ? 'Sitter not found' : 'User not found');
    return row.id;
  }
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}

function toMessageResponse(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    channelId: row.channel_id,
    senderId: row.sender_id,
    body: row.body,
    photoUrl: row.photo_url,
    createdAt: row.created_at.toISOString(),
  };
}

function toChannelSummary(row: ChannelRow): ChannelSummary {
  const lastMessage =
    row.m_id === null
      ? null
      : {
          id: row.m_id,
          channelId: row.id,
          senderId: row.m_sender_id!,
          body: row.m_body,
          photoUrl: row.m_photo_url,
          createdAt: row.m_created_at!.toISOString(),
        };
  const { firstName, lastName, name } = chatNames(row.other_first_name, row.other_last_name, row.other_full_name);
  return {
    id: row.id,
    name,
    otherUser: { id: row.other_id, firstName, lastName, avatarUrl: row.other_avatar_url },
    lastMessage,
    unreadCount: row.unread_count,
    lastActivityAt: row.last_activity_at.toISOString(),
  };
}

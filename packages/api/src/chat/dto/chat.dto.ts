import { Transform, Type } from 'class-transformer';
import { IsInt, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_MAX,
  type MessageHistoryQuery,
  type OpenChannelInput,
  type PostMessageInput,
} from '@pawpal/contract';
import { Omittable } from '../../platform/validation/omittable.js';

/** POST /api/chat/channels: exactly one of sitterId, userId, bookingId (checked by ChatService). */
export class OpenChannelDto implements OpenChannelInput {
  @Omittable()
  @IsUUID('all', { message: 'sitterId must be a sitter id' })
  sitterId?: string;

  @Omittable()
  @IsUUID('all', { message: 'userId must be a user id' })
  userId?: string;

  @Omittable()
  @IsUUID('all', { message: 'bookingId must be a booking id' })
  bookingId?: string;
}

/** POST /api/chat/messages/:channelId: text and/or a photo uploaded through /api/uploads/images. */
export class PostMessageDto implements PostMessageInput {
  @Omittable()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
  @MaxLength(CHAT_MESSAGE_MAX_LENGTH, { message: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` })
  @MinLength(1)
  @IsString({ message: 'body must be text' })
  body?: string;

  @Omittable()
  @IsString({ message: 'photoUrl must be the url of an uploaded image' })
  photoUrl?: string;
}

/** GET /api/chat/messages/:channelId?before=&limit= */
export class HistoryQueryDto implements MessageHistoryQuery {
  @Omittable()
  @Matches(/^\d{1,18}$/, { message: 'before must be a cursor from a previous page' })
  before?: string;

  @Omittable()
  @Type(() => Number)
  @Max(CHAT_PAGE_MAX, { message: `limit must be at most ${CHAT_PAGE_MAX}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}

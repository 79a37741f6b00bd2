import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { type ChannelSummary, type ChatMessage, type MarkReadResponse, type MessagePage } from '@pawpal/contract';
import { type FastifyReply } from 'fastify';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { Idempotent } from '../platform/idempotency/idempotency.interceptor.js';
import { User } from '../users/user.entity.js';
import { ChatService } from './chat.service.js';
import { HistoryQueryDto, OpenChannelDto, PostMessageDto } from './dto/chat.dto.js';

/** Chat between two users. Only a channel's two participants see it; for everyone else it does not exist (404). */
@Controller('api/chat')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  /** The caller's channels, most recent activity first. */
  @Get('channels')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  listChannels(@CurrentUser() user: User): Promise<ChannelSummary[]> {
    return this.chat.listChannels(user);
  }

  /** Opens (or returns) the pair's one channel: 201 when new, 200 when it existed. */
  @Post('channels')
  @UseGuards(SignedInGuard)
  async openChannel(
    @CurrentUser() user: User,
    @Body() body: OpenChannelDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChannelSummary> {
    const { channel, created } = await this.chat.openChannel(user, body);
    void reply.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return channel;
  }

  @Get('channels/:channelId')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  getChannel(@CurrentUser() user: User, @Param('channelId') channelId: string): Promise<ChannelSummary> {
    return this.chat.getChannel(user, channelId);
  }

  /** History newest first; pass `nextCursor` as `before` for older messages. */
  @Get('messages/:channelId')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  listMessages(@CurrentUser() user: User, @Param('channelId') channelId: string, @Query() query: HistoryQueryDto): Promise<MessagePage> {
    return this.chat.listMessages(user, channelId, query);
  }

  /** Stores the message (committed before the 201 and before any push). */
  @Post('messages/:channelId')
  @UseGuards(SignedInGuard)
  @Idempotent()
  @HttpCode(HttpStatus.CREATED)
  postMessage(@CurrentUser() user: User, @Param('channelId') channelId: string, @Body() body: PostMessageDto): Promise<ChatMessage> {
    return this.chat.postMessage(user, channelId, body);
  }

  /** Marks the channel read for the caller; `{ unreadCount }` is the caller's total across channels. */
  @Post('messages/:channelId/mark-read')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.OK)
  markRead(@CurrentUser() user: User, @Param('channelId') channelId: string): Promise<MarkReadResponse> {
    return this.chat.markRead(user, channelId);
  }
}

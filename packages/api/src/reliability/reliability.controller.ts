import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { type LateCancellationEntry, type OwnerAskedCancellation, type OwnerReliability, type SitterReliability } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { type User } from '../users/user.entity.js';
import { ReliabilityReplyDto } from './dto/reliability.dto.js';
import { ReliabilityService } from './reliability.service.js';

/** Reliability records (docs/reliability.md): computed on each read, signed in only. */
@Controller('api')
@UseGuards(SignedInGuard)
export class ReliabilityController {
  constructor(private readonly reliability: ReliabilityService) {}

  @Get('sitters/:sitterId/reliability')
  @Header('Cache-Control', 'no-store')
  sitter(@CurrentUser() actor: User, @Param('sitterId') sitterId: string): Promise<SitterReliability> {
    return this.reliability.sitter(actor, sitterId);
  }

  @Get('users/:userId/reliability')
  @Header('Cache-Control', 'no-store')
  owner(@CurrentUser() actor: User, @Param('userId') userId: string): Promise<OwnerReliability> {
    return this.reliability.owner(actor, userId);
  }

  /** The sitter's one public reply to a late-cancellation entry in their reviews. */
  @Post('reliability/entries/:entryId/reply')
  @HttpCode(HttpStatus.CREATED)
  reply(@CurrentUser() actor: User, @Param('entryId') entryId: string, @Body() body: ReliabilityReplyDto): Promise<LateCancellationEntry> {
    return this.reliability.reply(actor, entryId, body.text);
  }

  @Get('reliability/owner-asked')
  @Header('Cache-Control', 'no-store')
  ownerAsked(@CurrentUser() actor: User): Promise<OwnerAskedCancellation[]> {
    return this.reliability.ownerAsked(actor);
  }

  /** The owner confirms they asked the sitter to cancel: the cancellation is then not held against the sitter. */
  @Post('reliability/owner-asked/:bookingId/confirm')
  @HttpCode(HttpStatus.OK)
  confirm(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<OwnerAskedCancellation> {
    return this.reliability.confirmOwnerAsked(actor, bookingId);
  }
}

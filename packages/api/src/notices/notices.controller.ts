import { Controller, Get, Header, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { type Notice } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { NoticesService } from './notices.service.js';

@Controller('api/notices')
@UseGuards(SignedInGuard)
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  /** The caller's latest notices, newest first. */
  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() actor: User): Promise<Notice[]> {
    return this.notices.list(actor.id);
  }

  /** Marks every notice of the caller read. */
  @Post('read')
  @HttpCode(HttpStatus.NO_CONTENT)
  async markAllRead(@CurrentUser() actor: User): Promise<void> {
    await this.notices.markAllRead(actor.id);
  }
}

import { Body, Controller, Get, Header, Put, UseGuards } from '@nestjs/common';
import { type NotificationPreferences } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { NotificationPreferencesInput } from './notification-preferences.input.js';
import { NotificationPreferencesService } from './notification-preferences.service.js';

/** Which notifications reach the signed-in user, per kind and channel (security mail is not listed: it cannot be switched off). */
@Controller('api/profile/notification-preferences')
@UseGuards(SignedInGuard)
export class NotificationPreferencesController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@CurrentUser() user: User): Promise<NotificationPreferences> {
    return { preferences: await this.preferences.list(user.id) };
  }

  /** Stores the given rows (others unchanged); answers every row. */
  @Put()
  @Header('Cache-Control', 'no-store')
  async set(@CurrentUser() user: User, @Body() body: NotificationPreferencesInput): Promise<NotificationPreferences> {
    await this.preferences.set(user.id, body.preferences);
    return { preferences: await this.preferences.list(user.id) };
  }
}

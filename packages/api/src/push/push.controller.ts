import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Post, Query, UseGuards } from '@nestjs/common';
import { type PushSubscriptionSaved, type VapidPublicKey } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { PushSubscriptionDto, PushUnsubscribeDto } from './push-subscription.input.js';
import { PushSubscriptions } from './push-subscriptions.service.js';
import { PushVapidKeys } from './push-vapid-keys.service.js';

/** Web Push: the application server key, and the browsers of the signed-in user that receive notifications. */
@Controller('api/push')
export class PushController {
  constructor(
    private readonly vapid: PushVapidKeys,
    private readonly subscriptions: PushSubscriptions,
  ) {}

  /** The VAPID public key for PushManager.subscribe({ applicationServerKey }). Public: it is in every push message's header anyway. */
  @Get('vapid-public-key')
  @Header('Cache-Control', 'no-cache')
  async publicKey(): Promise<VapidPublicKey> {
    return { publicKey: (await this.vapid.get()).publicKey };
  }

  /** This browser receives the signed-in user's notifications (those whose push preference is on). */
  @Post('subscriptions')
  @UseGuards(SignedInGuard)
  subscribe(@CurrentUser() user: User, @Body() body: PushSubscriptionDto): Promise<PushSubscriptionSaved> {
    return this.subscriptions.save(user.id, body);
  }

  /** `?endpoint=`: this browser no longer does (204 whether or not it did). A query, not a body: the app's DELETE sends none. */
  @Delete('subscriptions')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  async unsubscribe(@CurrentUser() user: User, @Query() query: PushUnsubscribeDto): Promise<void> {
    await this.subscriptions.remove(user.id, query.endpoint);
  }
}

import { type DynamicModule, Module } from '@nestjs/common';
import { PUSH_CONFIG, type PushConfig } from './push-config.js';
import { PushController } from './push.controller.js';
import { PushQueue } from './push-queue.service.js';
import { PushSender } from './push-sender.service.js';
import { PushSubscriptions } from './push-subscriptions.service.js';
import { PushVapidKeys } from './push-vapid-keys.service.js';

/**
 * Web Push: the browsers' subscriptions, the VAPID keys, and a queue delivered like the
 * mail queue. Every notification the mail queue receives (booking events, reminders, payouts,
 * unread messages, verification decisions) is also queued here for each browser of the person,
 * in the same transaction, when their push preference for the kind is on.
 */
@Module({})
export class PushModule {
  static forRoot(config: { readonly push: PushConfig }): DynamicModule {
    return {
      module: PushModule,
      controllers: [PushController],
      providers: [{ provide: PUSH_CONFIG, useValue: config.push }, PushVapidKeys, PushSubscriptions, PushQueue, PushSender],
      exports: [PushSender],
    };
  }
}

import { type DynamicModule, Module } from '@nestjs/common';
import { MAIL_CONFIG, type MailConfig } from './mail-config.js';
import { MailQueue } from './mail-queue.service.js';
import { MailSender } from './mail-sender.service.js';
import { MAIL_TRANSPORT, OutboxTransport, SmtpTransport } from './mail-transport.js';
import { NotificationPreferencesController } from './notification-preferences.controller.js';
import { NotificationPreferencesService } from './notification-preferences.service.js';
import { OutboxController } from './outbox.controller.js';
import { UnsubscribeController } from './unsubscribe.controller.js';

/**
 * Email: the queue every feature writes to in its own transaction (MailQueue), the
 * sender, SMTP through nodemailer or the built-in outbox, unsubscribe links and preferences.
 * Global, so a feature injects MailQueue without importing this module. The outbox routes exist
 * only outside production.
 */
@Module({})
export class MailModule {
  static forRoot(config: { readonly mail: MailConfig; readonly appOrigin: string }): DynamicModule {
    const host = new URL(config.appOrigin).hostname;
    return {
      global: true,
      module: MailModule,
      controllers: [UnsubscribeController, NotificationPreferencesController, ...(config.mail.outboxRoutes ? [OutboxController] : [])],
      providers: [
        { provide: MAIL_CONFIG, useValue: config.mail },
        {
          provide: MAIL_TRANSPORT,
          useFactory: () => (config.mail.smtpUrl ? new SmtpTransport(config.mail.smtpUrl, config.mail.from, host) : new OutboxTransport()),
        },
        NotificationPreferencesService,
        MailQueue,
        MailSender,
      ],
      exports: [MailQueue, MailSender, NotificationPreferencesService],
    };
  }
}

import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from './admin/admin.module.js';
import { AuditModule } from './audit/audit.module.js';
import { IncidentsModule } from './incidents/incidents.module.js';
import { MeetAndGreetsModule } from './meet-and-greets/meet-and-greets.module.js';
import { SeriesModule } from './series/series.module.js';
import { CalendarsModule } from './calendars/calendars.module.js';
import { StandbyModule } from './standby/standby.module.js';
import { ReliabilityModule } from './reliability/reliability.module.js';
import { AccountsModule } from './accounts/accounts.module.js';
import { AuthModule } from './auth/auth.module.js';
import { NoticesModule } from './notices/notices.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { type PawpalConfig } from './app-config.js';
import { MONEY_CONFIG } from './money/money.module.js';
import { ConfigModule } from './platform/config/config.module.js';
import { type Database } from './database/database.js';
import { EventsModule } from './platform/events/events.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { OpenApiModule } from './platform/openapi/openapi.module.js';
import { LimitsModule } from './platform/limits/limits.module.js';
import { ObservabilityModule } from './platform/observability/observability.module.js';
import { OutboundModule } from './platform/security/outbound.module.js';
import { ReadRouting } from './platform/read-routing/read-routing.js';
import { ReadRoutingModule } from './platform/read-routing/read-routing.module.js';
import { SeedModule } from './seed/seed.module.js';
import { StaticModule } from './platform/static/static.module.js';
import { ChatModule } from './chat/chat.module.js';
import { LiveModule } from './live/live.module.js';
import { MailModule } from './mail/mail.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PushModule } from './push/push.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { UsersModule } from './users/users.module.js';
import { UsersService } from './users/users.service.js';
import { SessionModule } from './platform/session/session.module.js';
import { AvailabilityModule } from './availability/availability.module.js';
import { GeoApiModule } from './geo/geo-api.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { CareModule } from './care/care.module.js';
import { AppealsModule } from './appeals/appeals.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PayoutsModule } from './payouts/payouts.module.js';
import { PAYMENTS_CONFIG } from './payments/providers/registry.js';
import { PAYOUTS_CONFIG } from './payouts/payouts-config.js';
import { PetsModule } from './pets/pets.module.js';
import { ReferralsModule } from './referrals/referrals.module.js';
import { REFERRALS_CONFIG } from './referrals/referrals-config.js';
import { UPLOADS_CONFIG } from './uploads/uploads-config.js';
import { VERIFICATIONS_CONFIG } from './verifications/verifications-config.js';
import { BUSINESS_CONFIG } from './tax/business-config.js';
import { SEARCH_CONFIG } from './search/search-config.js';
import { USERS_CONFIG } from './users/users-config.js';
import { LIVE_CONFIG } from './live/live-config.js';
import { SchedulerModule } from './platform/scheduler/scheduler.module.js';
import { ClockModule } from './platform/clock/clock.module.js';
import { DevClockModule } from './dev-clock/dev-clock.module.js';
import { SavedSearchesModule } from './saved-searches/saved-searches.module.js';
import { SearchModule } from './search/search.module.js';
import { SeoModule } from './seo/seo.module.js';
import { SittersModule } from './sitters/sitters.module.js';
import { TaxModule } from './tax/tax.module.js';
import { VerificationsModule } from './verifications/verifications.module.js';

/** The features' own configuration sections (src/app-config.ts), global like APP_CONFIG. */
@Module({})
class FeatureConfigModule {
  static forRoot(config: PawpalConfig): DynamicModule {
    return {
      global: true,
      module: FeatureConfigModule,
      providers: [
        { provide: MONEY_CONFIG, useValue: config.money },
        { provide: PAYMENTS_CONFIG, useValue: config.payments },
        { provide: PAYOUTS_CONFIG, useValue: config.payouts },
        { provide: REFERRALS_CONFIG, useValue: config.referrals },
        { provide: UPLOADS_CONFIG, useValue: config.uploads },
        { provide: VERIFICATIONS_CONFIG, useValue: config.verifications },
        { provide: BUSINESS_CONFIG, useValue: config.business },
        { provide: SEARCH_CONFIG, useValue: config.search },
        { provide: USERS_CONFIG, useValue: config.users },
        { provide: LIVE_CONFIG, useValue: config.live },
      ],
      exports: [
        MONEY_CONFIG,
        PAYMENTS_CONFIG,
        PAYOUTS_CONFIG,
        REFERRALS_CONFIG,
        UPLOADS_CONFIG,
        VERIFICATIONS_CONFIG,
        BUSINESS_CONFIG,
        SEARCH_CONFIG,
        USERS_CONFIG,
        LIVE_CONFIG,
      ],
    };
  }
}

/** The application: feature modules over an already open database (see createApp). */
@Module({})
export class AppModule {
  static forRoot(config: PawpalConfig, database: Database): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        FeatureConfigModule.forRoot(config),
        // The DataSource is opened (and migrated) before Nest starts; Nest only hands it out
        // and destroys it at shutdown.
        TypeOrmModule.forRootAsync({
          useFactory: () => database.dataSource.options,
          dataSourceFactory: () => Promise.resolve(database.dataSource),
        }),
        // The reads that tolerate a second of lag pick the replica or the primary per request.
        ReadRoutingModule.forRoot(new ReadRouting(database.dataSource, database.readDataSource)),
        EventsModule,
        // Email: global, so features queue mail without importing it.
        MailModule.forRoot(config),
        NotificationsModule,
        // Requests to URLs a user chose (push endpoints), checked by the address they resolve to.
        OutboundModule,
        // Web Push: the same notifications, to the browsers people enabled.
        PushModule.forRoot(config),
        HealthModule,
        OpenApiModule,
        ObservabilityModule,
        // Rate limits shared by every instance: sign-in, and the members' anti-spam limits.
        LimitsModule,
        UsersModule,
        // The one SignedInGuard, looking users up through the users feature.
        SessionModule.forRoot({ imports: [UsersModule], users: UsersService }),
        GeoApiModule.forRoot(config.geo),
        SittersModule,
        AvailabilityModule,
        ClockModule,
        // Sweeps run on their own connections, with longer limits than a request's.
        SchedulerModule.forRoot(database.sweepDataSource),
        DevClockModule.forRoot(config),
        PetsModule,
        BookingsModule,
        PaymentsModule,
        PayoutsModule,
        // Care during a stay: care plans, visits, missed-visit alarms, vet claims (after bookings: its sweep follows theirs).
        CareModule,
        TaxModule,
        ReferralsModule,
        SearchModule,
        SavedSearchesModule,
        AuthModule,
        AccountsModule,
        UploadsModule,
        ProfileModule,
        ChatModule,
        LiveModule,
        // Trust: the audit log and admin guard, notices to users.
        AuditModule,
        NoticesModule,
        AdminModule,
        // During a stay: incidents with the acknowledgement promise.
        IncidentsModule,
        // Before a first booking: meet-and-greets.
        MeetAndGreetsModule,
        // Weekly care: series of walks and drop-in visits, each occurrence a booking.
        SeriesModule,
        // Sitters' calendar feeds, imported calendars, availability freshness.
        CalendarsModule,
        // A standby sitter takes over when the booked one drops out (docs/standby.md).
        StandbyModule,
        // Reliability records and the "Reliable sitter" tier.
        ReliabilityModule,
        ReviewsModule,
        ReportsModule,
        VerificationsModule,
        // A fair process: decisions naming community rules, and appeals to a different admin.
        AppealsModule,
        SeedModule,
        // /sitemap.xml and /robots.txt: before the static catch-all.
        SeoModule,
        StaticModule,
      ],
    };
  }
}

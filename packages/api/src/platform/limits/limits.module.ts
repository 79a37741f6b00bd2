import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { type AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { SchedulerService } from '../scheduler/scheduler.service.js';
import { MemberLimitsInterceptor } from './member-limits.interceptor.js';
import { DatabaseRateLimitStore, type RateLimitStore } from './rate-limit-store.js';
import { RATE_LIMIT_STORE, RateLimits } from './rate-limits.js';
import { RedisRateLimitStore } from './redis-rate-limit-store.js';

/** Rate limits shared by every instance (global): RateLimits for sign-in, and the members' anti-spam limits on every limited route. */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      useFactory: (config: AppConfig, dataSource: DataSource): RateLimitStore =>
        config.redisUrl === undefined ? new DatabaseRateLimitStore(dataSource) : new RedisRateLimitStore(config.redisUrl),
      inject: [APP_CONFIG, DataSource],
    },
    RateLimits,
    { provide: APP_INTERCEPTOR, useClass: MemberLimitsInterceptor },
  ],
  exports: [RateLimits],
})
export class LimitsModule implements OnModuleInit {
  constructor(
    private readonly scheduler: SchedulerService,
    private readonly rateLimits: RateLimits,
  ) {}

  /** Counters of windows that ended are deleted (the database store; Redis expires its keys itself). */
  onModuleInit(): void {
    this.scheduler.register({ name: 'rate-limit-windows', run: async (now) => void (await this.rateLimits.forgetExpired(now)) });
  }
}

import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { Readiness } from './readiness.js';

/** Liveness and readiness; Readiness is global so features can register their drain steps. */
@Global()
@Module({ controllers: [HealthController], providers: [Readiness], exports: [Readiness] })
export class HealthModule {}

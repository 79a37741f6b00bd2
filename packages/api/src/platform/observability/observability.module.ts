import { Global, Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller.js';
import { Metrics } from './metrics.js';

/** The metrics registry every feature may report to, and its scrape endpoint. */
@Global()
@Module({ providers: [Metrics], controllers: [MetricsController], exports: [Metrics] })
export class ObservabilityModule {}

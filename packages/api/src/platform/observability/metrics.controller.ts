import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, HttpStatus, Inject, Res } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { type AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ApiError } from '../errors/domain-error.js';
import { Metrics } from './metrics.js';

/** Refusals of the metrics endpoint: off (404) or a wrong token (401). */
export class MetricsError extends ApiError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `GET /api/metrics`: Prometheus text format, for a scraper holding METRICS_TOKEN
 * (`Authorization: Bearer <token>`). Without METRICS_TOKEN the endpoint does not exist (404), so
 * nothing about the process is public by default.
 */
@Controller('api/metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const token = this.config.metricsToken;
    if (token === undefined) throw new MetricsError(HttpStatus.NOT_FOUND, 'Cannot GET /api/metrics');
    if (!sameSecret(authorization ?? '', `Bearer ${token}`)) {
      void reply.header('www-authenticate', 'Bearer');
      throw new MetricsError(HttpStatus.UNAUTHORIZED, 'Metrics need the METRICS_TOKEN as a Bearer token');
    }
    void reply.header('content-type', this.metrics.registry.contentType).header('cache-control', 'no-store');
    return this.metrics.registry.metrics();
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

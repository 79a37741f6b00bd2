import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { from, mergeMap, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_WINDOW_MS } from '../idempotency/idempotency.interceptor.js';
import { type RateLimitKind, RateLimits } from './rate-limits.js';

/**
 * The routes a member's anti-spam limits count, by method and route pattern as Fastify knows it.
 * The features stay unaware: the limit is the platform's, like the body size limit.
 */
export const LIMITED_ROUTES: Readonly<Record<string, Exclude<RateLimitKind, 'sign-in'>>> = {
  'POST /api/chat/messages/:channelId': 'message',
  'POST /api/bookings': 'booking-request',
  'POST /api/uploads/images': 'upload',
  'POST /api/profile/photo': 'upload',
  'POST /api/sitters/me/verifications': 'upload',
};

/**
 * Global: counts each signed-in member's posts on LIMITED_ROUTES (429 with Retry-After once a
 * window's budget is spent). Interceptors run after the guards, so the member is SignedInGuard's
 * (a signed-out request is refused with 401 and counts nothing), and before the route's own
 * interceptors, so a refused post never reaches idempotency or the handler. A retry with an
 * `Idempotency-Key` the member already used within its 24 h is not counted again: it gets the
 * first answer (or 409/422) and creates nothing.
 */
@Injectable()
export class MemberLimitsInterceptor implements NestInterceptor {
  constructor(
    private readonly limits: RateLimits,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const kind = LIMITED_ROUTES[`${request.method} ${request.routeOptions.url}`];
    const memberId = request.currentUser?.id;
    if (kind === undefined || memberId === undefined) return next.handle();
    return from(this.count(request, memberId, kind)).pipe(mergeMap(() => next.handle()));
  }

  private async count(request: FastifyRequest, memberId: string, kind: Exclude<RateLimitKind, 'sign-in'>): Promise<void> {
    if (await this.isRetry(request, memberId)) return;
    await this.limits.consume(memberId, kind);
  }

  /** True when the member already sent this Idempotency-Key within its window (platform/idempotency's table, read only). */
  private async isRetry(request: FastifyRequest, memberId: string): Promise<boolean> {
    const header = request.headers[IDEMPOTENCY_HEADER];
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined || key.length === 0 || key.length > 255) return false;
    const since = new Date(this.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS);
    const rows = (await this.dataSource.query(`SELECT 1 FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND created_at >= $3`, [
      memberId,
      key,
      since,
    ])) as unknown[];
    return rows.length > 0;
  }
}

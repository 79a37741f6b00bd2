import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type UnreadCountResponse } from '@pawpal/contract';
import { type FastifyInstance } from 'fastify';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { describeError } from '../platform/errors/error-response.js';
import { readSessionUserId } from '../platform/session/signed-in.guard.js';
import { ChatService } from './chat.service.js';

/** The unread chat count, polled every 5 s by every signed-in tab. */
export const UNREAD_COUNT_PATH = '/api/chat/unread-count';

/**
 * `GET /api/chat/unread-count` → `{ count }`, registered straight on Fastify instead of through a
 * Nest controller. It is the hottest read in the product (every tab, every 5 s), it needs only the
 * session's user id, and Nest's router, guards and filter chain were a measurable share of its cost
 * (docs/benchmarks.md). Everything else stays the same: the global hooks (security headers,
 * cross-site check, session) run first, the user id comes from `readSessionUserId` like
 * SignedInGuard's, errors have the one JSON shape from `describeError`, and the single query checks
 * the user still exists.
 *
 * @openapi GET /api/chat/unread-count UnreadCountResponse
 */
@Injectable()
export class UnreadCountRoute implements OnModuleInit {
  private readonly logger = new Logger('Errors');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly chat: ChatService,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get(UNREAD_COUNT_PATH, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        const userId = readSessionUserId(request);
        const count = userId === undefined ? null : await this.chat.unreadCountOfExistingUser(userId);
        if (count === null) throw new DomainError(DomainErrorCode.NotSignedIn);
        return { count } satisfies UnreadCountResponse;
      } catch (error) {
        const { body, unexpected } = describeError(error);
        if (unexpected)
          this.logger.error(
            `GET ${UNREAD_COUNT_PATH} failed: ${error instanceof Error ? error.message : String(error)}`,
            error instanceof Error ? error.stack : undefined,
          );
        return reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
      }
    });
  }
}

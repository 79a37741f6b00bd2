import { createHash } from 'node:crypto';
import { type CallHandler, type ExecutionContext, HttpStatus, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { from, mergeMap, type Observable, of, catchError, throwError } from 'rxjs';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock.js';
import { ApiError } from '../errors/domain-error.js';

/** The request header a client sends to make a POST safe to retry (Stripe's name and rules). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key's first answer is kept: a retry within 24 hours gets it. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A first request still unfinished after this long is taken as lost (its process died): a retry may run. */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A refusal about the key itself (400, 409 or 422). */
export class IdempotencyError extends ApiError {
  constructor(
    readonly status: number,
    message: string,
    override readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** 409 while the key's first request is still running; the client retries shortly and gets its answer. */
function inProgress(): IdempotencyError {
  return new IdempotencyError(HttpStatus.CONFLICT, 'A request with this Idempotency-Key is still being processed; try again in a moment', {
    'Retry-After': '1',
  });
}

interface KeyRow {
  request_hash: string;
  status_code: number | null;
  response: unknown;
  created_at: Date;
}

/**
 * `@Idempotent()` on a POST: with an `Idempotency-Key` header (1–255 visible ASCII characters),
 * the first request runs and its answer is stored; the same key from the same member within 24 h
 * gets that answer again (header `Idempotent-Replayed: true`) without running the handler. The
 * same key with a different request is 422; while the first is still running, 409. A request that
 * failed stores nothing, so its retry runs. Without the header nothing changes. Runs after the
 * guards, so the member is known; keys are per member, never shared.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const header = request.headers[IDEMPOTENCY_HEADER];
    const userId = request.currentUser?.id;
    if (header === undefined || userId === undefined) return next.handle();
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined || !KEY_PATTERN.test(key)) {
      return throwError(() => new IdempotencyError(HttpStatus.BAD_REQUEST, 'Idempotency-Key must be 1 to 255 visible characters'));
    }
    const hash = createHash('sha256')
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    return from(this.claim(userId, key, hash)).pipe(
      mergeMap((previous) => {
        if (previous !== undefined) {
          void reply.status(previous.status_code!).header('Idempotent-Replayed', 'true');
          return of(previous.response);
        }
        return next.handle().pipe(
          mergeMap(async (response: unknown) => {
            await this.dataSource.query(`UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE user_id = $1 AND key = $2`, [
              userId,
              key,
              reply.statusCode,
              JSON.stringify(response ?? null),
            ]);
            return response;
          }),
          catchError((error: unknown) =>
            from(
              this.dataSource.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status_code IS NULL`, [userId, key]),
            ).pipe(mergeMap(() => throwError(() => error))),
          ),
        );
      }),
    );
  }

  /** Claims the key for this request (undefined: run it) or answers the finished first request. */
  private async claim(userId: string, key: string, hash: string): Promise<KeyRow | undefined> {
    const now = this.clock.now();
    await this.dataSource.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND created_at < $2`, [
      userId,
      new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS),
    ]);
    const inserted = (await this.dataSource.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [userId, key, hash, now],
    )) as unknown[];
    if (inserted.length > 0) return undefined;
    const [row] = (await this.dataSource.query(
      `SELECT request_hash, status_code, response, created_at FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
      [userId, key],
    )) as KeyRow[];
    if (row === undefined) throw inProgress();
    if (row.request_hash !== hash) {
      throw new IdempotencyError(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'This Idempotency-Key was already used for a different request; send a new key',
      );
    }
    if (row.status_code !== null) return row;
    // Unfinished: still running, or lost with its process. Take it over only when long abandoned;
    // the conditional UPDATE lets one taker win. (TypeORM answers an UPDATE with [rows, count].)
    const [retaken] = (await this.dataSource.query(
      `UPDATE idempotency_keys SET created_at = $3 WHERE user_id = $1 AND key = $2 AND status_code IS NULL AND created_at < $4 RETURNING key`,
      [userId, key, now, new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS)],
    )) as [unknown[], number];
    if (retaken.length > 0) return undefined;
    throw inProgress();
  }
}

/** Makes a POST handler safe to retry with an `Idempotency-Key` header (see IdempotencyInterceptor). */
export const Idempotent = (): MethodDecorator & ClassDecorator => UseInterceptors(IdempotencyInterceptor);

import { type FastifyInstance } from 'fastify';
import { type DataSource } from 'typeorm';
import { readSessionUserId } from '../session/signed-in.guard.js';

/** The cookie that keeps a member who just wrote on the primary (HttpOnly, SameSite=Lax, Path=/). */
export const RECENT_WRITE_COOKIE = 'pawpal_recent_write';

/**
 * How long a member reads from the primary after a write of theirs. The replica replays the
 * primary's changes well within a second (docs/operations.md alerts at 1 s of lag); 5 s covers
 * that lag with room to spare, so a member who saves their profile, replies to a review or books
 * sees the change on the very next page, while everyone else's reads stay on the replica.
 */
export const RECENT_WRITE_SECONDS = 5;

/** Methods that change nothing: they never mark a member as having written. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the rule reads of a request: its cookies (@fastify/cookie) and its session. */
export interface RoutedRequest {
  readonly cookies?: Readonly<Record<string, string | undefined>>;
  readonly session?: { get(key: 'userId'): string | undefined } | null;
}

/**
 * Which database answers a read that tolerates a second of lag (sitter search, the public sitter
 * page, a sitter's reviews): the read replica (Database.readDataSource), except where a member
 * must see their own writes. Everything else always reads the primary and never asks. The
 * controllers ask, and pass the DataSource to their service.
 */
export class ReadRouting {
  constructor(
    /** The primary (Database.dataSource): every write, and the reads that must see them. */
    readonly primary: DataSource,
    /** The replica (Database.readDataSource); the primary itself when none is configured. */
    readonly replica: DataSource,
  ) {}

  /** True when a replica is configured (without one every read is on the primary anyway). */
  get hasReplica(): boolean {
    return this.replica !== this.primary;
  }

  /**
   * The replica, but the primary for a request that carries RECENT_WRITE_COOKIE (its member wrote
   * in the last RECENT_WRITE_SECONDS, and the replica may not have their change yet), or whose
   * signed-in member is `subjectId`, the person the read is about (a sitter reading their own page
   * or reviews sees every change of theirs, however long ago it was made).
   */
  sourceFor(request: RoutedRequest, subjectId?: string): DataSource {
    if (!this.hasReplica) return this.primary;
    if (request.cookies?.[RECENT_WRITE_COOKIE] !== undefined) return this.primary;
    if (subjectId !== undefined && readSessionUserId(request) === subjectId) return this.primary;
    return this.replica;
  }
}

/**
 * Sets RECENT_WRITE_COOKIE on the answer to every successful (below 400) non-GET request of a
 * signed-in member, sign-in included, so their next reads for RECENT_WRITE_SECONDS come from the
 * primary. Registered only with a replica: without one every read is on the primary already.
 * Register after the session plugin.
 */
export function registerRecentWriteCookie(fastify: FastifyInstance, options: { secure: boolean }): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400 && readSessionUserId(request) !== undefined) {
      void reply.setCookie(RECENT_WRITE_COOKIE, '1', {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        maxAge: RECENT_WRITE_SECONDS,
      });
    }
    done(null, payload);
  });
}

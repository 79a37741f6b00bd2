import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import connectPgSimple from 'connect-pg-simple';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type Pool } from 'pg';
import { type AppConfig } from '../config/config.js';
import { type EventBus } from '../events/event-bus.js';
import { CachedSessionStore, type CallbackSessionStore } from './session-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-process session cache, when enabled: src/live/ drops entries of sessions ended on other instances. */
    pawpalSessionCache: CachedSessionStore | null;
  }
  interface Session {
    /** The signed-in user; absent for anonymous sessions (which are never saved). */
    userId?: string;
    /** When the session's expiry was last pushed forward (ms since epoch). */
    refreshedAt?: number;
  }
}

/** Sessions end after this long without a (coarse) refresh. */
export const SESSION_IDLE_DAYS = 14;
const SESSION_MAX_AGE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
/** Expiry is pushed forward at most once a day per session: one write a day, not one per request. */
const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/** `__Host-` (Secure, path /, no Domain) when served over https; browsers reject it over http. */
export function sessionCookieName(config: AppConfig): string {
  return config.https ? '__Host-pawpal.sid' : 'pawpal.sid';
}

function cookieOptions(config: AppConfig) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.https };
}

/**
 * Server-side sessions in Postgres (table `session`, created by a migration) through TypeORM's own
 * pg pool: in embedded mode nothing else may open a connection. Lookups go through a 5-second
 * in-process cache; with several instances a logout elsewhere reaches this cache through the live
 * fan-out (`session.ended` over LISTEN/NOTIFY, see src/live/), so it is honoured at once, or within
 * the TTL if the LISTEN connection is down. Register before routes.
 */
export async function registerSessions(
  fastify: FastifyInstance,
  config: AppConfig,
  pool: Pool,
  options: { cache: boolean },
): Promise<void> {
  const PgStore = connectPgSimple(fastifySession as unknown as Parameters<typeof connectPgSimple>[0]);
  const store = new PgStore({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 60 * 60,
    errorLog: (...args: unknown[]) => fastify.log.error({ args }, 'session store error'),
  });
  fastify.addHook('onClose', async () => {
    store.close();
  });

  const cache = options.cache ? new CachedSessionStore(store as unknown as CallbackSessionStore) : null;
  fastify.decorate('pawpalSessionCache', cache);
  await fastify.register(fastifyCookie);
  await fastify.register(fastifySession, {
    secret: config.sessionSecret,
    cookieName: sessionCookieName(config),
    cookie: { ...cookieOptions(config), maxAge: SESSION_MAX_AGE_MS },
    store: (cache ?? store) as unknown as fastifySession.SessionStore,
    saveUninitialized: false,
    rolling: false,
  });
}

/** Signs `userId` in on this request: a new session id (against fixation), saved when the response is sent. */
export async function startSession(request: FastifyRequest, userId: string): Promise<void> {
  await request.session.regenerate();
  request.session.set('userId', userId);
  request.session.set('refreshedAt', Date.now());
}

/**
 * Deletes the session row and clears the cookie (destroy alone leaves the cookie in the browser),
 * then publishes `session.ended` so the live connections opened with it are closed (src/live/).
 */
export async function endSession(request: FastifyRequest, reply: FastifyReply, config: AppConfig, events: EventBus): Promise<void> {
  const session = request.session as FastifyRequest['session'] | null;
  const sessionId = session?.sessionId;
  const userId = session?.get('userId') ?? null;
  if (session) await session.destroy();
  void reply.clearCookie(sessionCookieName(config), cookieOptions(config));
  if (sessionId !== undefined && userId !== null) await events.publish('session.ended', { sessionId, userId });
}

/** Pushes the expiry of a signed-in session forward when its last refresh is more than a day old. */
export function refreshSessionIfOld(request: FastifyRequest): void {
  const session = request.session;
  const refreshedAt = session.get('refreshedAt') ?? 0;
  if (Date.now() - refreshedAt > SESSION_REFRESH_AFTER_MS) {
    session.set('refreshedAt', Date.now());
    session.touch();
  }
}

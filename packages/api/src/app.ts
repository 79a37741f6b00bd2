import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Pool } from 'pg';
import { UPLOAD_MAX_BYTES } from '@pawpal/contract';
import { AppModule } from './app.module.js';
import { LiveWsAdapter } from './live/live-ws-adapter.js';
import { registerSessions } from './platform/session/sessions.js';
import { ReadRouting, registerRecentWriteCookie } from './platform/read-routing/read-routing.js';
import { type PawpalConfig } from './app-config.js';
import { type Database, openDatabase } from './database/database.js';
import { type SeedResult, SeedService } from './seed/seed.service.js';
import { ApiExceptionFilter } from './platform/errors/api-exception.filter.js';
import { BODY_LIMIT_BYTES } from './platform/security/body-limit.js';
import { crossSiteRequestHook } from './platform/security/cross-site.js';
import { securityHeadersHook } from './platform/security/security-headers.js';
import { createValidationPipe } from './platform/validation/validation.js';
import { registerCompression } from './platform/static/compression.js';
import { registerInputChecks } from './platform/validation/input-shape.js';
import { registerHttpMetrics } from './platform/observability/http-metrics.js';
import { PawpalLogger } from './platform/observability/logger.js';
import { Metrics } from './platform/observability/metrics.js';
import { registerRequestContext } from './platform/observability/request-context.js';
import { Readiness } from './platform/health/readiness.js';

/** The drain did not finish in time (requests still running); main.ts exits anyway. */
export class DrainTimeoutError extends Error {
  override readonly name = 'DrainTimeoutError';
  constructor(timeoutMs: number) {
    super(`Requests were still running ${timeoutMs} ms after the shutdown began`);
  }
}

export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
}

/** A running (or ready to listen) Pawpal API. Production (main.ts) and tests both start it here. */
export interface PawpalApp {
  readonly app: NestFastifyApplication;
  readonly config: PawpalConfig;
  readonly database: Database;
  readonly seed: SeedResult;
  /** Every HTTP route registered (method and URL pattern as Fastify knows it, e.g. `/api/bookings/:bookingId`); the fuzz test walks them. */
  readonly routes: readonly RegisteredRoute[];
  /** Starts listening (defaults: config.port and config.host); resolves with the base URL. */
  listen(port?: number, host?: string): Promise<string>;
  /** Stops accepting requests, lets running ones finish, closes the database and releases the data directory. */
  close(): Promise<void>;
  /**
   * A graceful stop (SIGTERM): readiness answers 503 at once, then after `delayMs` (time for the
   * balancer to notice) live sockets close with 1001 and the server closes, letting in-flight
   * requests finish; resolves when closed, or rejects with DrainTimeoutError after `timeoutMs`.
   */
  drain(options: { delayMs: number; timeoutMs: number }): Promise<void>;
}

/**
 * Builds the application from a validated config: opens (and, when configured, migrates) the
 * database, wires security, sessions and modules, seeds demo data. Does not listen.
 */
export async function createApp(config: PawpalConfig): Promise<PawpalApp> {
  const database = await openDatabase(config);
  let app: NestFastifyApplication | undefined;
  try {
    app = await NestFactory.create<NestFastifyApplication>(
      AppModule.forRoot(config, database),
      // Nest types trustProxy without the hop count Fastify accepts.
      new FastifyAdapter({
        trustProxy: config.trustProxy as boolean,
        bodyLimit: BODY_LIMIT_BYTES,
        logger: false,
        // A request id per request (the audit log records it): a fresh UUID, never the client's.
        genReqId: () => randomUUID(),
      }),
      // rawBody: JSON requests keep their bytes as request.rawBody (Stripe webhook signatures are over the raw body).
      {
        logger: new PawpalLogger({ logLevels: [...config.nestLogLevels] as LogLevel[], json: config.logFormat === 'json' }),
        abortOnError: false,
        rawBody: true,
      },
    );
    const fastify = app.getHttpAdapter().getInstance();
    const routes: RegisteredRoute[] = [];
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
    // Order matters: the request's context (its id on every log line and error) first, headers
    // on every response (refusals included), then the cross-site check before any session lookup
    // or body parsing, then sessions.
    registerRequestContext(fastify);
    // While draining, every answer closes its connection: a keep-alive client would otherwise hold
    // the server open (Node waits for every connection) until its idle timeout, past the drain deadline.
    const readiness = app.get(Readiness);
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      if (readiness.draining) void reply.header('connection', 'close');
      done(null, payload);
    });
    const pool = (database.dataSource.driver as unknown as { master: Pool }).master;
    registerHttpMetrics(fastify, app.get(Metrics), pool);
    fastify.addHook('onRequest', securityHeadersHook(config));
    fastify.addHook('onRequest', crossSiteRequestHook(config.appOrigin));
    await registerSessions(fastify, config, pool, { cache: true });
    // A member who just wrote reads from the primary for a few seconds (the replica may lag).
    if (app.get(ReadRouting).hasReplica) registerRecentWriteCookie(fastify, { secure: config.https });
    await registerCompression(fastify);
    // preCompressed: reply.sendFile serves x.br / x.gz built next to x when the browser accepts them.
    await fastify.register(fastifyStatic, { serve: false, preCompressed: true });
    // Image uploads (src/uploads/): one file per request, streamed with the size limit enforced.
    await fastify.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
    // Bodies are JSON or HTML forms; anything else (Fastify also parses text/plain) gets 415.
    fastify.removeContentTypeParser('text/plain');
    // The spec's request helper sends `Content-Type: application/json` on every call, bodiless
    // POSTs included (accept, mark-read, payment intent); Fastify would answer those 400 "Body
    // cannot be empty". An empty body carries nothing to parse, so its content type is dropped;
    // so is that of a request with no body at all (a browser's bodiless DELETE sends no length).
    fastify.addHook('onRequest', (request, _reply, done) => {
      const length = request.headers['content-length'];
      if ((length === '0' || length === undefined) && request.headers['transfer-encoding'] === undefined) {
        delete request.headers['content-type'];
      }
      done();
    });
    // The live connection /api/ws: authenticated at the upgrade from the session cookie (src/live/).
    app.useWebSocketAdapter(new LiveWsAdapter(app, config, fastify));
    // Input as a whole, before any route: JSON only (but the sign-in and log-out pages' forms),
    // bounded in size (a JSON body on its bytes, before it is parsed), no NUL or broken characters
    // (platform/validation/input-shape.ts).
    registerInputChecks(app, { formRoutes: ['/api/login', '/api/logout'] });
    app.useGlobalFilters(new ApiExceptionFilter());
    app.useGlobalPipes(createValidationPipe());
    await app.init();
    for (const name of database.appliedMigrations) new Logger('Database').log(`Applied migration ${name}`);
    const seed = await app.get(SeedService).seedIfEmpty();

    const nest = app;
    let closing: Promise<void> | undefined;
    const close = (): Promise<void> => {
      closing ??= (async () => {
        try {
          await nest.close();
        } finally {
          await database.close();
        }
      })();
      return closing;
    };
    return {
      app: nest,
      config,
      database,
      seed,
      routes,
      async listen(port = config.port, host = config.host) {
        await nest.listen(port, host);
        const address = nest.getHttpServer().address();
        const actualPort = typeof address === 'object' && address !== null ? address.port : port;
        const shownHost = ['localhost', '0.0.0.0', '::', '127.0.0.1', '::1'].includes(host) ? 'localhost' : host;
        return `http://${shownHost}:${actualPort}`;
      },
      async drain({ delayMs, timeoutMs }) {
        readiness.startDraining();
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new DrainTimeoutError(timeoutMs)), timeoutMs);
        });
        try {
          await Promise.race([
            (async () => {
              if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
              await readiness.runDrainSteps();
              await close();
            })(),
            deadline,
          ]);
        } finally {
          clearTimeout(timer);
        }
      },
      close,
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
}

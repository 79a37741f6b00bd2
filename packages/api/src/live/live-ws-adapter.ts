import { type IncomingMessage } from 'node:http';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import { type FastifyInstance } from 'fastify';
import { WS_MAX_PAYLOAD_BYTES } from '@pawpal/contract';
import { sessionCookieName } from '../platform/session/sessions.js';
import { readSessionUserId } from '../platform/session/signed-in.guard.js';
import { type AppConfig } from '../platform/config/config.js';
import { isCrossSiteRequest } from '../platform/security/cross-site.js';
import { type SocketIdentity } from './connection-registry.js';

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by the upgrade check: whose session opened this socket. */
    pawpalIdentity?: SocketIdentity;
  }
}

type VerifyCallback = (result: boolean, code?: number, message?: string) => void;
interface VerifyInfo {
  origin: string;
  secure: boolean;
  req: IncomingMessage;
}

interface RestoredSession {
  sessionId: string;
  get(key: 'userId'): string | undefined;
}

/**
 * WsAdapter that authenticates at the upgrade, before a socket exists: a foreign Origin gets 403,
 * no signed-in session 401 (ws's verifyClient). Also caps frames at 64 KB (ws closes with 1009)
 * and maps raw `{ type, ...rest }` frames to Nest events so `@SubscribeMessage('auth')` works.
 */
export class LiveWsAdapter extends WsAdapter {
  private readonly log = new Logger('LiveWsAdapter');

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
    private readonly fastify: FastifyInstance,
  ) {
    super(app, {
      messageParser: (data: unknown) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          return undefined; // not JSON: dropped (the rate limit still counts it)
        }
        if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { type?: unknown }).type !== 'string') return undefined;
        const { type, ...rest } = parsed as { type: string };
        return { event: type, data: rest };
      },
    });
  }

  /** Client mistakes (oversized or malformed frames) are the client's problem: debug, not error. */
  override bindErrorHandler(server: Parameters<WsAdapter['bindErrorHandler']>[0]): ReturnType<WsAdapter['bindErrorHandler']> {
    const wsServer = server as import('ws').WebSocketServer;
    wsServer.on('connection', (socket) => socket.on('error', (error) => this.log.debug(`WebSocket client error: ${error.message}`)));
    wsServer.on('error', (error) => this.log.error(`WebSocket server error: ${error.message}`));
    return server;
  }

  override create(port: number, options: Record<string, unknown> = {}): ReturnType<WsAdapter['create']> {
    return super.create(port, {
      ...options,
      maxPayload: WS_MAX_PAYLOAD_BYTES,
      verifyClient: (info: VerifyInfo, callback: VerifyCallback) => {
        this.verify(info.req).then(
          (status) =>
            status === 200 ? callback(true) : callback(false, status, status === 403 ? 'Cross-site connection refused' : 'Not signed in'),
          (error: unknown) => {
            this.log.error(`WebSocket upgrade check failed: ${error instanceof Error ? error.message : String(error)}`);
            callback(false, 503, 'Try again shortly');
          },
        );
      },
    } as Parameters<WsAdapter['create']>[1]);
  }

  /** 200 with `req.pawpalIdentity` set, 403 for a foreign Origin, 401 without a signed-in session. */
  private async verify(req: IncomingMessage): Promise<200 | 401 | 403> {
    if (isCrossSiteRequest({ method: 'POST', headers: req.headers }, this.config.appOrigin)) return 403;
    const signed = this.fastify.parseCookie(req.headers.cookie ?? '')[sessionCookieName(this.config)];
    if (!signed) return 401;
    const holder: { session?: RestoredSession } = {};
    await new Promise<void>((resolve, reject) => {
      this.fastify.decryptSession(signed, holder as never, (error?: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
      );
    });
    const userId = readSessionUserId(holder);
    if (!holder.session || !userId) return 401;
    req.pawpalIdentity = { userId, sessionId: holder.session.sessionId };
    return 200;
  }
}

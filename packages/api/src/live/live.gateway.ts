import { type IncomingMessage } from 'node:http';
import { Inject, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  type AuthClientMessage,
  LIVE_PATH,
  type ServerMessage,
  WS_CLOSE_THROTTLED,
  WS_CLOSE_UNAUTHORISED,
  WS_MAX_MESSAGES_PER_MINUTE,
} from '@pawpal/contract';
import { type WebSocket, type WebSocketServer } from 'ws';
import { LIVE_CONFIG, type LiveConfig } from './live-config.js';
import { ConnectionRegistry, MAX_SOCKETS_PER_SESSION, type SocketIdentity } from './connection-registry.js';
import { WS_RATE_WINDOW_MS } from './live.constants.js';
import { LiveService } from './live.service.js';

interface SocketState {
  identity: SocketIdentity;
  alive: boolean;
  windowStartedAt: number;
  messagesInWindow: number;
}

/**
 * The live connection `/api/ws?userId=…`. Authentication happened at the upgrade (LiveWsAdapter);
 * here the socket is bound to the session's user, a different userId (query or auth message) is
 * closed with 4401, and the socket is registered for delivery. Thin: delivery lives in LiveService.
 */
@WebSocketGateway({ path: LIVE_PATH })
export class LiveGateway
  implements OnGatewayInit<WebSocketServer>, OnGatewayConnection<WebSocket>, OnGatewayDisconnect<WebSocket>, OnModuleDestroy
{
  private readonly states = new WeakMap<WebSocket, SocketState>();
  private heartbeat: NodeJS.Timeout | undefined;
  private server: WebSocketServer | undefined;

  constructor(
    @Inject(LIVE_CONFIG) private readonly config: LiveConfig,
    private readonly registry: ConnectionRegistry,
    private readonly live: LiveService,
  ) {}

  afterInit(server: WebSocketServer): void {
    this.server = server;
    // Ping every WS_HEARTBEAT_MS; a socket that has not answered the previous ping is dead.
    this.heartbeat = setInterval(() => this.beat(), this.config.heartbeatMs);
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
  }

  handleConnection(socket: WebSocket, request: IncomingMessage): void {
    const identity = request.pawpalIdentity;
    if (!identity) {
      socket.close(WS_CLOSE_UNAUTHORISED, 'Not signed in');
      return;
    }
    const claimed = new URL(request.url ?? '/', 'http://localhost').searchParams.get('userId');
    if (claimed !== null && claimed !== identity.userId) {
      socket.close(WS_CLOSE_UNAUTHORISED, 'This connection belongs to another user');
      return;
    }
    if (!this.registry.add(socket, identity)) {
      socket.close(WS_CLOSE_THROTTLED, `At most ${MAX_SOCKETS_PER_SESSION} live connections per session`);
      return;
    }
    const state: SocketState = { identity, alive: true, windowStartedAt: Date.now(), messagesInWindow: 0 };
    this.states.set(socket, state);
    socket.on('pong', () => {
      state.alive = true;
    });
    // Registered before Nest's own message handler, so it runs first for every frame.
    socket.on('message', () => this.countMessage(socket, state));
  }

  handleDisconnect(socket: WebSocket): void {
    const state = this.states.get(socket);
    if (state) this.registry.remove(socket, state.identity);
  }

  /** `{ type: 'auth', userId }`: confirms the socket's user; another user's id closes it with 4401. */
  @SubscribeMessage('auth')
  async auth(@ConnectedSocket() socket: WebSocket, @MessageBody() body: { [K in keyof AuthClientMessage]?: unknown }): Promise<void> {
    const state = this.states.get(socket);
    if (!state || socket.readyState !== socket.OPEN) return;
    if (body.userId !== state.identity.userId) {
      socket.close(WS_CLOSE_UNAUTHORISED, 'This connection belongs to another user');
      return;
    }
    send(socket, { type: 'ready', userId: state.identity.userId });
    await this.live.sendUnreadCount(state.identity.userId);
  }

  private countMessage(socket: WebSocket, state: SocketState): void {
    const now = Date.now();
    if (now - state.windowStartedAt >= WS_RATE_WINDOW_MS) {
      state.windowStartedAt = now;
      state.messagesInWindow = 0;
    }
    state.messagesInWindow += 1;
    if (state.messagesInWindow > WS_MAX_MESSAGES_PER_MINUTE && socket.readyState === socket.OPEN) {
      socket.close(WS_CLOSE_THROTTLED, 'Too many messages');
    }
  }

  private beat(): void {
    for (const socket of this.server?.clients ?? []) {
      const state = this.states.get(socket);
      if (!state) continue;
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
  }
}

function send(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

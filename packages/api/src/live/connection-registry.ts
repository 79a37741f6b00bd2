import { Injectable } from '@nestjs/common';
import { Metrics } from '../platform/observability/metrics.js';
import { type WebSocket } from 'ws';
import { type ServerMessage } from '@pawpal/contract';

/** What the upgrade check learned about a socket; stored on it. */
export interface SocketIdentity {
  userId: string;
  sessionId: string;
}

/** Live connections one session may hold open on an instance (tabs and reconnects; anti-abuse). */
export const MAX_SOCKETS_PER_SESSION = 20;

/** This instance's open sockets, by user (delivery) and by session (logout). */
@Injectable()
export class ConnectionRegistry {
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly bySession = new Map<string, Set<WebSocket>>();

  constructor(private readonly metrics: Metrics) {}

  /** Registers the socket; false (nothing registered) when its session already has MAX_SOCKETS_PER_SESSION open. */
  add(socket: WebSocket, identity: SocketIdentity): boolean {
    if ((this.bySession.get(identity.sessionId)?.size ?? 0) >= MAX_SOCKETS_PER_SESSION) return false;
    addTo(this.byUser, identity.userId, socket);
    addTo(this.bySession, identity.sessionId, socket);
    this.metrics.websocketConnections.set(this.size);
    return true;
  }

  remove(socket: WebSocket, identity: SocketIdentity): void {
    removeFrom(this.byUser, identity.userId, socket);
    removeFrom(this.bySession, identity.sessionId, socket);
    this.metrics.websocketConnections.set(this.size);
  }

  hasUser(userId: string): boolean {
    return this.byUser.has(userId);
  }

  get size(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }

  sendToUser(userId: string, message: ServerMessage): void {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    const frame = JSON.stringify(message);
    for (const socket of sockets) {
      if (socket.readyState === socket.OPEN) socket.send(frame);
    }
  }

  /** Closes every socket of this instance (a drain before shutdown). */
  closeAll(code: number, reason: string): void {
    for (const sockets of [...this.byUser.values()]) for (const socket of [...sockets]) socket.close(code, reason);
  }

  closeSession(sessionId: string, code: number, reason: string): void {
    for (const socket of [...(this.bySession.get(sessionId) ?? [])]) socket.close(code, reason);
  }
}

function addTo(map: Map<string, Set<WebSocket>>, key: string, socket: WebSocket): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(socket);
}

function removeFrom(map: Map<string, Set<WebSocket>>, key: string, socket: WebSocket): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(socket);
  if (set.size === 0) map.delete(key);
}

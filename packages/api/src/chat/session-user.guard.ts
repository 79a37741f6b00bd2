import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by SessionUserGuard: the signed-in user's id, straight from the server-side session. */
    sessionUserId?: string;
  }
}

/** Who is acting in chat: only the id is needed, and it comes from the session, never the client. */
export interface ChatActor {
  id: string;
}

/**
 * 401 unless the session is signed in. Unlike SignedInGuard it does not load the user row: every
 * chat statement checks participation against chat_channels, whose rows reference users (ON DELETE
 * CASCADE), so a deleted account can reach nothing. One round trip less on the hottest paths
 * (posting, history, mark-read, the 5-second unread poll).
 */
@Injectable()
export class SessionUserGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const userId = request.session?.get('userId');
    if (typeof userId !== 'string' || !UUID.test(userId)) throw new DomainError(DomainErrorCode.NotSignedIn);
    request.sessionUserId = userId;
    return true;
  }
}

/** The acting user of a route guarded by SessionUserGuard. */
export const CurrentChatActor = createParamDecorator((_data: unknown, context: ExecutionContext): ChatActor => {
  const id = context.switchToHttp().getRequest<FastifyRequest>().sessionUserId;
  if (!id) throw new Error('@CurrentChatActor() used on a route without SessionUserGuard');
  return { id };
});

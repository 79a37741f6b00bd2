import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { DomainError, DomainErrorCode } from '../errors/domain-error.js';
import { isUuid } from '../validation/uuid.js';
import { refreshSessionIfOld } from './sessions.js';

/** What the platform knows of a signed-in user: the id. Routes get the users feature's full row. */
export interface SignedInUser {
  readonly id: string;
}

/**
 * Looks up the user a session names: bound by the composition to the users feature
 * (SessionModule.forRoot), so the platform reads the session without knowing the users table.
 */
export abstract class SignedInUsers {
  /**
   * The user, or null when the account no longer exists or may not be signed in now (suspended):
   * read on every guarded request, so a suspension holds even where a session cache still
   * remembers the session.
   */
  abstract findSignedIn(id: string): Promise<SignedInUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by SignedInGuard. */
    currentUser?: SignedInUser;
  }
}

/**
 * The signed-in user's id from the server-side session (never from the client), or undefined
 * when the session is anonymous. The one reader of the session's user: SignedInGuard, the plain
 * Fastify routes that skip Nest for speed (chat's unread count) and the live connection's upgrade
 * check all call it. It does not check that the account still exists.
 */
export function readSessionUserId(request: { session?: { get(key: 'userId'): string | undefined } | null }): string | undefined {
  const userId = request.session?.get('userId');
  return typeof userId === 'string' && isUuid(userId) ? userId : undefined;
}

/**
 * `@UseGuards(SignedInGuard)`: 401 `Not signed in` unless the session belongs to an existing user
 * who may be signed in (not suspended),
 * who becomes `@CurrentUser()`; pushes the session's expiry forward once a day.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly users: SignedInUsers) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const userId = readSessionUserId(request);
    const user = userId === undefined ? null : await this.users.findSignedIn(userId);
    if (!user) throw new DomainError(DomainErrorCode.NotSignedIn);
    request.currentUser = user;
    refreshSessionIfOld(request);
    return true;
  }
}

/** The signed-in user of a route guarded by SignedInGuard: the users feature's row (`@CurrentUser() user: User`). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SignedInUser => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().currentUser;
  if (!user) throw new Error('@CurrentUser() used on a route without SignedInGuard');
  return user;
});

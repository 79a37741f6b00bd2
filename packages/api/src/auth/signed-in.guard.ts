import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { type User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { refreshSessionIfOld } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by SignedInGuard. */
    currentUser?: User;
  }
}

/** 401 `Not signed in` unless the session belongs to an existing user, who becomes @CurrentUser(). */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly users: UsersService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const userId = request.session?.get('userId');
    const user = userId === undefined ? null : await this.users.findById(userId);
    if (!user) throw new DomainError(DomainErrorCode.NotSignedIn);
    request.currentUser = user;
    refreshSessionIfOld(request);
    return true;
  }
}

/** The signed-in user of a route guarded by SignedInGuard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().currentUser;
  if (!user) throw new Error('@CurrentUser() used on a route without SignedInGuard');
  return user;
});

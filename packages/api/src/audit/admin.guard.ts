import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { ApiError } from '../platform/errors/domain-error.js';
import { SignedInGuard } from '../platform/session/signed-in.guard.js';
import { type User } from '../users/user.entity.js';

/** 403 for a signed-in user who is not an admin. */
export class AdminOnlyError extends ApiError {
  override readonly name = 'AdminOnlyError';
  readonly status = HttpStatus.FORBIDDEN;
  constructor() {
    super('Only Pawpal admins can do this');
  }
}

/**
 * `@UseGuards(AdminGuard)` on every `/api/admin/*` controller: 401 signed out (SignedInGuard's
 * answer), 403 for anyone but an admin. The admin becomes `@CurrentUser()` as with SignedInGuard.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly signedIn: SignedInGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.signedIn.canActivate(context);
    const user = context.switchToHttp().getRequest<FastifyRequest>().currentUser as User | undefined;
    if (!user?.isAdmin) throw new AdminOnlyError();
    return true;
  }
}

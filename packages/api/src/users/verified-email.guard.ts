import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { ApiError } from '../platform/errors/domain-error.js';
import { type User } from './user.entity.js';

/** 403: the action needs a verified email address (requesting or accepting a booking). */
export class EmailNotVerifiedError extends ApiError {
  override readonly name = 'EmailNotVerifiedError';
  readonly status = HttpStatus.FORBIDDEN;

  constructor(email: string) {
    super(`Verify your email address first: open the link we sent to ${email}, or send a new one with "Resend" on the banner.`);
  }
}

/** After SignedInGuard: `@UseGuards(SignedInGuard, VerifiedEmailGuard)` lets only users whose address is verified through. */
@Injectable()
export class VerifiedEmailGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<FastifyRequest>().currentUser as User | undefined;
    if (user && user.emailVerifiedAt === null) throw new EmailNotVerifiedError(user.email);
    return true;
  }
}

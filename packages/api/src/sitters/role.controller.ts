import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { type RoleRecord } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { RolesService } from './roles.service.js';

/** The role record. Its path is under api/user; it lives with sitters because being a sitter is what it tells. */
@Controller('api/user')
@UseGuards(SignedInGuard)
export class RoleController {
  constructor(private readonly roles: RolesService) {}

  /** `{ isSitter, isAdmin, sitterData }` of the user themself, or of anyone for an admin (else 403; unknown 404). */
  @Get('role/:userId')
  @Header('Cache-Control', 'no-store')
  role(@CurrentUser() actor: User, @Param('userId') userId: string): Promise<RoleRecord> {
    return this.roles.getRole(actor, userId);
  }
}

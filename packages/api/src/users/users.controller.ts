import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { type RoleResponse } from './dto/role.response.js';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';

@Controller('api/user')
@UseGuards(SignedInGuard)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** `{ isSitter, isAdmin, sitterData }` of the user themself, or of anyone for an admin (else 403; unknown 404). */
  @Get('role/:userId')
  @Header('Cache-Control', 'no-store')
  role(@CurrentUser() actor: User, @Param('userId') userId: string): Promise<RoleResponse> {
    return this.users.getRole(actor, userId);
  }
}

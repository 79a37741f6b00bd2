import { Body, Controller, Header, HttpCode, HttpStatus, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { type AuthUser } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { toUserResponse } from '../users/dto/user.response.js';
import { User } from '../users/user.entity.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { ProfileService } from './profile.service.js';

@Controller('api/profile')
@UseGuards(SignedInGuard)
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  /** Updates the caller's names, email (409 when taken) and phone (Australian, stored E.164). Returns the /api/auth/user object. */
  @Patch()
  @Header('Cache-Control', 'no-store')
  async update(@CurrentUser() user: User, @Body() body: UpdateProfileDto): Promise<AuthUser> {
    return toUserResponse(await this.profile.update(user, body));
  }

  /** Replaces the profile picture (multipart field `file`, same rules as /api/uploads/images). Returns the user object. */
  @Post('photo')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  async photo(@CurrentUser() user: User, @Req() request: FastifyRequest): Promise<AuthUser> {
    return toUserResponse(await this.profile.replacePhoto(user, request));
  }
}

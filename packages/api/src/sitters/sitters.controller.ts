import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Put, UseGuards } from '@nestjs/common';
import { type PublicSitterProfile, type SitterProfile } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { CreateSitterProfileDto, ServicesDto, UpdateSitterProfileDto } from './dto/sitter-profile.input.js';
import { SittersService } from './sitters.service.js';

@Controller('api/sitters')
export class SittersController {
  constructor(private readonly sitters: SittersService) {}

  /** Registration: makes the signed-in user a sitter (409 when they already are one). */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  register(@CurrentUser() actor: User, @Body() body: CreateSitterProfileDto): Promise<SitterProfile> {
    return this.sitters.register(actor, body);
  }

  /** The signed-in sitter's own profile (404 when not a sitter). */
  @Get('me')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  own(@CurrentUser() actor: User): Promise<SitterProfile> {
    return this.sitters.own(actor);
  }

  /** Changes some fields of the signed-in sitter's own profile. */
  @Patch('me')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  update(@CurrentUser() actor: User, @Body() body: UpdateSitterProfileDto): Promise<SitterProfile> {
    return this.sitters.update(actor, body);
  }

  /** Replaces the signed-in sitter's services and prices. */
  @Put('me/services')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  replaceServices(@CurrentUser() actor: User, @Body() body: ServicesDto): Promise<SitterProfile> {
    return this.sitters.replaceServices(actor, body.services);
  }

  /** Public profile of a sitter (the sitter id is their user id). */
  @Get(':sitterId')
  publicProfile(@Param('sitterId') sitterId: string): Promise<PublicSitterProfile> {
    return this.sitters.publicProfile(sitterId);
  }
}

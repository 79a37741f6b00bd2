import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Patch, Post, Put, Req, UseGuards } from '@nestjs/common';
import { type PublicSitterProfile, type SitterProfile, type SitterReviewState } from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { ReadRouting } from '../platform/read-routing/read-routing.js';
import { CurrentUser, readSessionUserId, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { CreateSitterProfileDto, ServicesDto, UpdateSitterProfileDto } from './dto/sitter-profile.input.js';
import { SitterReviewService } from './sitter-review.service.js';
import { SittersService } from './sitters.service.js';

@Controller('api/sitters')
export class SittersController {
  constructor(
    private readonly sitters: SittersService,
    private readonly review: SitterReviewService,
    private readonly routing: ReadRouting,
  ) {}

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

  /** The signed-in sitter's review before listing: status, reason, timestamps and what is still missing. */
  @Get('me/review')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  reviewState(@CurrentUser() actor: User): Promise<SitterReviewState> {
    return this.review.state(actor);
  }

  /** A rejected sitter, having fixed their profile, asks for review again (409 unless rejected). */
  @Post('me/review/resubmit')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  resubmit(@CurrentUser() actor: User): Promise<SitterReviewState> {
    return this.review.resubmit(actor);
  }

  /**
   * Public profile of a sitter (the sitter id is their user id). A profile that is not listed
   * (not approved, or the account suspended) is 404 to everyone but the sitter and admins; the
   * answer depends on who asks, so it is not stored by shared caches. Read from the replica when
   * there is one, but from the primary for the sitter themself and a member who just wrote.
   */
  @Get(':sitterId')
  @Header('Cache-Control', 'private, no-cache')
  publicProfile(@Param('sitterId') sitterId: string, @Req() request: FastifyRequest): Promise<PublicSitterProfile> {
    return this.sitters.publicProfile(sitterId, readSessionUserId(request), this.routing.sourceFor(request, sitterId));
  }
}

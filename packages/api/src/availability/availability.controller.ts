import { Body, Controller, Get, Header, Param, Put, Query, Req, UseGuards } from '@nestjs/common';
import { type FastifyRequest } from 'fastify';
import { CurrentUser, readSessionUserId, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { AvailabilityService } from './availability.service.js';
import { type Availability } from '@pawpal/contract';
import { AvailabilityQueryDto, UpdateAvailabilityDto } from './dto/availability.dto.js';

@Controller('api/sitters')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  /** The signed-in sitter blocks or unblocks days of their own calendar (booked days: 409; past days: 400). */
  @Put('me/availability')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  update(@CurrentUser() actor: User, @Body() body: UpdateAvailabilityDto): Promise<Availability> {
    return this.availability.update(actor, body.block ?? [], body.unblock ?? []);
  }

  /**
   * Public calendar of a sitter: available, blocked or booked per day, in the sitter's time zone.
   * Like the sitter's page, 404 while they are not listed, except to themself and admins.
   */
  @Get(':sitterId/availability')
  calendar(
    @Req() request: FastifyRequest,
    @Param('sitterId') sitterId: string,
    @Query() query: AvailabilityQueryDto,
  ): Promise<Availability> {
    return this.availability.calendar(sitterId, query.from, query.to, readSessionUserId(request));
  }
}

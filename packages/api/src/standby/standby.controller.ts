import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { type Booking, type BookingStandby, type StandbyRequest } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { RebookInput } from './dto/rebook.input.js';
import { StandbyService } from './standby.service.js';

/** A sitter's standby asks and offers (docs/standby.md): only the asked sitter sees or answers one. */
@Controller('api/standby-requests')
@UseGuards(SignedInGuard)
export class StandbyRequestsController {
  constructor(private readonly standby: StandbyService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() actor: User): Promise<StandbyRequest[]> {
    return this.standby.list(actor);
  }

  @Post(':id/opt-in')
  @HttpCode(HttpStatus.OK)
  optIn(@CurrentUser() actor: User, @Param('id') id: string): Promise<StandbyRequest> {
    return this.standby.optIn(actor, id);
  }

  @Post(':id/accept')
  @HttpCode(HttpStatus.OK)
  accept(@CurrentUser() actor: User, @Param('id') id: string): Promise<StandbyRequest> {
    return this.standby.accept(actor, id);
  }

  @Post(':id/decline')
  @HttpCode(HttpStatus.OK)
  decline(@CurrentUser() actor: User, @Param('id') id: string): Promise<StandbyRequest> {
    return this.standby.decline(actor, id);
  }
}

/** A booking's standbys and, after a full refund, rebooking in one tap (its owner). */
@Controller('api/bookings')
@UseGuards(SignedInGuard)
export class BookingStandbyController {
  constructor(private readonly standby: StandbyService) {}

  @Get(':bookingId/standby')
  @Header('Cache-Control', 'no-store')
  get(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<BookingStandby> {
    return this.standby.forBooking(actor, bookingId);
  }

  @Post(':bookingId/rebook')
  rebook(@CurrentUser() actor: User, @Param('bookingId') bookingId: string, @Body() body: RebookInput): Promise<Booking> {
    return this.standby.rebook(actor, bookingId, body.sitterId);
  }
}

import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { type BookingChange, type BookingChangesResponse } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { BookingChangesService } from './booking-changes.service.js';
import { ProposeChangeInput } from './dto/booking-change.input.js';

/** Changes to a booking, for its owner and sitter (docs/bookings.md, "Changes to a booking"). */
@Controller('api')
@UseGuards(SignedInGuard)
export class BookingChangesController {
  constructor(private readonly changes: BookingChangesService) {}

  /** Proposes a change (201): dates, pets, service or handover times, with a message; the other side answers. */
  @Post('bookings/:bookingId/changes')
  @HttpCode(HttpStatus.CREATED)
  propose(@CurrentUser() actor: User, @Param('bookingId') bookingId: string, @Body() body: ProposeChangeInput): Promise<BookingChange> {
    return this.changes.propose(actor, bookingId, body);
  }

  /** The booking's changes, newest first. */
  @Get('bookings/:bookingId/changes')
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<BookingChangesResponse> {
    return this.changes.list(actor, bookingId);
  }

  @Post('booking-changes/:changeId/accept')
  @HttpCode(HttpStatus.OK)
  accept(@CurrentUser() actor: User, @Param('changeId') changeId: string): Promise<BookingChange> {
    return this.changes.accept(actor, changeId);
  }

  @Post('booking-changes/:changeId/decline')
  @HttpCode(HttpStatus.OK)
  decline(@CurrentUser() actor: User, @Param('changeId') changeId: string): Promise<BookingChange> {
    return this.changes.decline(actor, changeId);
  }

  @Post('booking-changes/:changeId/withdraw')
  @HttpCode(HttpStatus.OK)
  withdraw(@CurrentUser() actor: User, @Param('changeId') changeId: string): Promise<BookingChange> {
    return this.changes.withdraw(actor, changeId);
  }
}

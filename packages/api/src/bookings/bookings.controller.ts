import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  type Booking,
  type BookingListResponse,
  type CancellationPreview,
  type PendingCountResponse,
  type Quote,
  type Review,
} from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { CurrentUser, readSessionUserId, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { Idempotent } from '../platform/idempotency/idempotency.interceptor.js';
import { UsersService } from '../users/users.service.js';
import { User } from '../users/user.entity.js';
import { VerifiedEmailGuard } from '../users/verified-email.guard.js';
import { BookingReadsService } from './booking-reads.service.js';
import { BookingRequestsService } from './booking-requests.service.js';
import { BookingReviewsService } from './booking-reviews.service.js';
import { BookingTransitionsService } from './booking-transitions.service.js';
import { CancelBookingDto } from './dto/cancel-booking.input.js';
import { CreateBookingInput, DeclineInput, ListBookingsQuery, QuoteInput, ReviewInput } from './dto/booking-request.input.js';

@Controller('api/bookings')
export class BookingsController {
  constructor(
    private readonly requests: BookingRequestsService,
    private readonly reads: BookingReadsService,
    private readonly transitions: BookingTransitionsService,
    private readonly reviews: BookingReviewsService,
    private readonly users: UsersService,
  ) {}

  /** Prices a request on the server (public; pets are checked when signed in). Nothing is stored. */
  @Post('quote')
  @HttpCode(HttpStatus.OK)
  async quote(@Body() body: QuoteInput, @Req() request: FastifyRequest): Promise<Quote> {
    const userId = readSessionUserId(request);
    const actor = userId === undefined ? undefined : ((await this.users.findById(userId)) ?? undefined);
    return this.requests.quote(actor, body);
  }

  /** Requests a booking (status requested). The client never sends a price. 403 until the email is verified. */
  @Post()
  @UseGuards(SignedInGuard, VerifiedEmailGuard)
  @Idempotent()
  @HttpCode(HttpStatus.CREATED)
  create(@CurrentUser() actor: User, @Body() body: CreateBookingInput): Promise<Booking> {
    return this.requests.create(actor, body);
  }

  /** The caller's bookings (`as=owner|sitter`, optional `status`). */
  @Get()
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() actor: User, @Query() query: ListBookingsQuery): Promise<BookingListResponse> {
    return this.reads.list(actor, query);
  }

  /**
   * `{ count }` of requests waiting for the sitter's answer (401 signed out, 403 for
   * non-sitters). Polled every 10 s: the session's user id goes straight into one query that also
   * checks the user exists, instead of SignedInGuard's lookup plus the count.
   */
  @Get('pending-count')
  @Header('Cache-Control', 'no-store')
  pendingCount(@Req() request: FastifyRequest): Promise<PendingCountResponse> {
    const userId = readSessionUserId(request);
    if (userId === undefined) throw new DomainError(DomainErrorCode.NotSignedIn);
    return this.reads.pendingCount(userId);
  }

  /** A booking for its owner, sitter or an admin; 404 for anyone else. */
  @Get(':bookingId')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  get(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<Booking> {
    return this.reads.get(actor, bookingId);
  }

  /** 403 until the sitter's email is verified. */
  @Post(':bookingId/accept')
  @UseGuards(SignedInGuard, VerifiedEmailGuard)
  @HttpCode(HttpStatus.OK)
  accept(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<Booking> {
    return this.transitions.accept(actor, bookingId);
  }

  /** The sitter declines a request, optionally saying why (`{ reason }`, DECLINE_REASONS); the owner sees the reason. */
  @Post(':bookingId/decline')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.OK)
  decline(@CurrentUser() actor: User, @Param('bookingId') bookingId: string, @Body() body: DeclineInput): Promise<Booking> {
    return this.transitions.decline(actor, bookingId, body?.reason);
  }

  @Post(':bookingId/complete')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.OK)
  complete(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<Booking> {
    return this.transitions.complete(actor, bookingId);
  }

  /** What cancelling now would refund. */
  @Get(':bookingId/cancellation')
  @UseGuards(SignedInGuard)
  @Header('Cache-Control', 'no-store')
  cancellation(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<CancellationPreview> {
    return this.transitions.cancellationPreview(actor, bookingId);
  }

  @Post(':bookingId/cancel')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.OK)
  cancel(@CurrentUser() actor: User, @Param('bookingId') bookingId: string, @Body() body: CancelBookingDto): Promise<Booking> {
    return this.transitions.cancel(actor, bookingId, body?.ownerAsked === true);
  }

  /** The owner (of the sitter) or the sitter (of the owner and pets) reviews a completed booking, once each, within the review window; hidden until both are in or the window closes. */
  @Post(':bookingId/review')
  @UseGuards(SignedInGuard)
  @HttpCode(HttpStatus.CREATED)
  review(@CurrentUser() actor: User, @Param('bookingId') bookingId: string, @Body() body: ReviewInput): Promise<Review> {
    return this.reviews.review(actor, bookingId, body);
  }
}

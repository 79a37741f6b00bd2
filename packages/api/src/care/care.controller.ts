import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { type CareLocation, type CarePlan, type TimelineItem, type VetClaim, type Visit } from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { CareLocationsService } from './care-locations.service.js';
import { CarePlansService } from './care-plans.service.js';
import { CareLocationInput } from './dto/care-location.input.js';
import { CarePlanInput } from './dto/care-plan.input.js';
import { CheckInInput, CheckOutInput, ExcuseVisitInput } from './dto/visit.input.js';
import { VetClaimInput } from './dto/vet-claim.input.js';
import { VetClaimsService } from './vet-claims.service.js';
import { VisitsService } from './visits.service.js';

/** A pet's care plan: its owner reads and writes it; the sitter of a paid stay reads it (docs/care.md). */
@Controller('api/pets')
@UseGuards(SignedInGuard)
export class CarePlansController {
  constructor(private readonly plans: CarePlansService) {}

  @Get(':petId/care-plan')
  @Header('Cache-Control', 'no-store')
  get(@CurrentUser() actor: User, @Param('petId') petId: string): Promise<CarePlan> {
    return this.plans.get(actor, petId);
  }

  @Put(':petId/care-plan')
  put(@CurrentUser() actor: User, @Param('petId') petId: string, @Body() body: CarePlanInput): Promise<CarePlan> {
    return this.plans.put(actor, petId, body);
  }
}

/** A booking's care: its visits, timeline, care location and vet claims (the owner, the sitter, admins). */
@Controller('api/bookings')
@UseGuards(SignedInGuard)
export class BookingCareController {
  constructor(
    private readonly visits: VisitsService,
    private readonly locations: CareLocationsService,
    private readonly vetClaims: VetClaimsService,
  ) {}

  @Get(':bookingId/visits')
  @Header('Cache-Control', 'no-store')
  visitsOf(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<Visit[]> {
    return this.visits.list(actor, bookingId);
  }

  @Get(':bookingId/timeline')
  @Header('Cache-Control', 'no-store')
  timeline(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<TimelineItem[]> {
    return this.visits.timeline(actor, bookingId);
  }

  @Get(':bookingId/care-location')
  @Header('Cache-Control', 'no-store')
  careLocation(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<CareLocation> {
    return this.locations.get(actor, bookingId);
  }

  @Put(':bookingId/care-location')
  setCareLocation(
    @CurrentUser() actor: User,
    @Param('bookingId') bookingId: string,
    @Body() body: CareLocationInput,
  ): Promise<CareLocation> {
    return this.locations.put(actor, bookingId, body);
  }

  @Get(':bookingId/vet-claims')
  @Header('Cache-Control', 'no-store')
  vetClaimsOf(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<VetClaim[]> {
    return this.vetClaims.list(actor, bookingId);
  }

  @Post(':bookingId/vet-claims')
  @HttpCode(HttpStatus.CREATED)
  claim(@CurrentUser() actor: User, @Param('bookingId') bookingId: string, @Body() body: VetClaimInput): Promise<VetClaim> {
    return this.vetClaims.create(actor, bookingId, body);
  }
}

/** The sitter's visits: today's list, check-in and check-out; the owner's (or an admin's) excuse. */
@Controller('api/visits')
@UseGuards(SignedInGuard)
export class VisitsController {
  constructor(private readonly visits: VisitsService) {}

  @Get('today')
  @Header('Cache-Control', 'no-store')
  today(@CurrentUser() actor: User): Promise<Visit[]> {
    return this.visits.today(actor);
  }

  @Post(':visitId/check-in')
  @HttpCode(HttpStatus.OK)
  checkIn(@CurrentUser() actor: User, @Param('visitId') visitId: string, @Body() body: CheckInInput): Promise<Visit> {
    // The position is optional: a check-in may come with no body at all.
    return this.visits.checkIn(actor, visitId, body ?? {});
  }

  @Post(':visitId/check-out')
  @HttpCode(HttpStatus.OK)
  checkOut(@CurrentUser() actor: User, @Param('visitId') visitId: string, @Body() body: CheckOutInput): Promise<Visit> {
    return this.visits.checkOut(actor, visitId, body);
  }

  @Post(':visitId/excuse')
  @HttpCode(HttpStatus.OK)
  excuse(
    @CurrentUser() actor: User,
    @Param('visitId') visitId: string,
    @Body() body: ExcuseVisitInput,
    @Req() request: FastifyRequest,
  ): Promise<Visit> {
    return this.visits.excuse(actor, visitId, body, request.id);
  }
}

/** The owner's answer to a vet claim above the pre-approved spend. */
@Controller('api/vet-claims')
@UseGuards(SignedInGuard)
export class VetClaimsController {
  constructor(private readonly vetClaims: VetClaimsService) {}

  @Post(':claimId/approve')
  @HttpCode(HttpStatus.OK)
  approve(@CurrentUser() actor: User, @Param('claimId') claimId: string): Promise<VetClaim> {
    return this.vetClaims.approve(actor, claimId);
  }

  @Post(':claimId/decline')
  @HttpCode(HttpStatus.OK)
  decline(@CurrentUser() actor: User, @Param('claimId') claimId: string): Promise<VetClaim> {
    return this.vetClaims.decline(actor, claimId);
  }
}

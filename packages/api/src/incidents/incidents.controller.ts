import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { type AdminIncidentList, type Incident, type IncidentMetrics, type LostPetPoster } from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { AdminGuard } from '../audit/admin.guard.js';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { type User } from '../users/user.entity.js';
import { AdminIncidentsService } from './admin-incidents.service.js';
import { AdminIncidentsQueryDto, CreateIncidentDto, IncidentUpdateDto, ResolveIncidentDto } from './dto/incidents.input.js';
import { IncidentsService } from './incidents.service.js';

/** A booking's incidents: the owner or the sitter reports one; its people and admins read them. */
@Controller('api/bookings/:bookingId/incidents')
@UseGuards(SignedInGuard)
export class BookingIncidentsController {
  constructor(private readonly incidents: IncidentsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  open(@CurrentUser() actor: User, @Param('bookingId') bookingId: string, @Body() body: CreateIncidentDto): Promise<Incident> {
    return this.incidents.open(actor, bookingId, body);
  }

  @Get()
  @Header('Cache-Control', 'private, no-store')
  list(@CurrentUser() actor: User, @Param('bookingId') bookingId: string): Promise<Incident[]> {
    return this.incidents.listForBooking(actor, bookingId);
  }
}

/** One incident: its thread (the owner, the sitter, admins) and a lost pet's poster. */
@Controller('api/incidents')
@UseGuards(SignedInGuard)
export class IncidentsController {
  constructor(private readonly incidents: IncidentsService) {}

  @Get(':incidentId')
  @Header('Cache-Control', 'private, no-store')
  get(@CurrentUser() actor: User, @Param('incidentId') incidentId: string): Promise<Incident> {
    return this.incidents.get(actor, incidentId);
  }

  @Post(':incidentId/updates')
  @HttpCode(HttpStatus.CREATED)
  addUpdate(@CurrentUser() actor: User, @Param('incidentId') incidentId: string, @Body() body: IncidentUpdateDto): Promise<Incident> {
    return this.incidents.addUpdate(actor, incidentId, body);
  }

  @Get(':incidentId/poster')
  @Header('Cache-Control', 'private, no-store')
  poster(@CurrentUser() actor: User, @Param('incidentId') incidentId: string): Promise<LostPetPoster> {
    return this.incidents.poster(actor, incidentId);
  }
}

/** The admins' incident queue, the promise's metrics, acknowledging and resolving. */
@Controller('api/admin/incidents')
@UseGuards(AdminGuard)
export class AdminIncidentsController {
  constructor(private readonly incidents: AdminIncidentsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AdminIncidentsQueryDto): Promise<AdminIncidentList> {
    return this.incidents.list(query.status, query.page, query.pageSize);
  }

  @Get('metrics')
  @Header('Cache-Control', 'no-store')
  metrics(@Query('from') from?: string, @Query('to') to?: string): Promise<IncidentMetrics> {
    return this.incidents.metrics(from, to);
  }

  @Post(':incidentId/acknowledge')
  @HttpCode(HttpStatus.OK)
  acknowledge(@CurrentUser() admin: User, @Param('incidentId') incidentId: string, @Req() request: FastifyRequest): Promise<Incident> {
    return this.incidents.acknowledge(admin, incidentId, request.id);
  }

  @Post(':incidentId/resolve')
  @HttpCode(HttpStatus.OK)
  resolve(
    @CurrentUser() admin: User,
    @Param('incidentId') incidentId: string,
    @Body() body: ResolveIncidentDto,
    @Req() request: FastifyRequest,
  ): Promise<Incident> {
    return this.incidents.resolve(admin, incidentId, body, request.id);
  }

  @Post(':incidentId/release-hold')
  @HttpCode(HttpStatus.OK)
  releaseHold(@CurrentUser() admin: User, @Param('incidentId') incidentId: string, @Req() request: FastifyRequest): Promise<Incident> {
    return this.incidents.releaseHold(admin, incidentId, request.id);
  }
}

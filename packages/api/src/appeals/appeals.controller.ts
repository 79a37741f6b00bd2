import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { type AdminAppeal, type AppealMetrics, type ListPage, type MemberAppeal, type MemberDecision } from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { AdminGuard } from '../audit/admin.guard.js';
import { CurrentUser, readSessionUserId, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { AppealsService } from './appeals.service.js';
import { AdminAppealsQueryDto, AppealDto, DecideAppealDto } from './dto/appeals.input.js';

/** The signed-in member's adverse decisions, with whether and until when they may appeal. */
@Controller('api/decisions')
@UseGuards(SignedInGuard)
export class DecisionsController {
  constructor(private readonly appeals: AppealsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  mine(@CurrentUser() actor: User): Promise<MemberDecision[]> {
    return this.appeals.mine(actor);
  }
}

/**
 * POST /api/appeals: signed in, or signed out with the single-use token of a suspension's email
 * (a suspended member cannot sign in: docs/appeals.md). Neither: 401.
 */
@Controller('api/appeals')
export class AppealsController {
  constructor(
    private readonly appeals: AppealsService,
    private readonly users: UsersService,
  ) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  async file(@Body() body: AppealDto, @Req() request: FastifyRequest): Promise<MemberAppeal> {
    const userId = readSessionUserId(request);
    const actor = userId === undefined ? null : await this.users.findSignedIn(userId);
    return this.appeals.file(actor, body, request.id);
  }
}

/** The admins' appeal queue: 401 signed out, 403 for anyone but an admin. */
@Controller('api/admin/appeals')
@UseGuards(AdminGuard)
export class AdminAppealsController {
  constructor(private readonly appeals: AppealsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AdminAppealsQueryDto): Promise<ListPage<AdminAppeal>> {
    return this.appeals.adminList(query);
  }

  @Get('metrics')
  @Header('Cache-Control', 'no-store')
  metrics(): Promise<AppealMetrics> {
    return this.appeals.metrics();
  }

  /** Upheld or overturned with a reason, by an admin other than the decider (403). 409 when already decided. */
  @Post(':id/decide')
  @HttpCode(HttpStatus.OK)
  decide(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body() body: DecideAppealDto,
    @Req() request: FastifyRequest,
  ): Promise<AdminAppeal> {
    return this.appeals.decide(admin, id, body, request.id);
  }
}

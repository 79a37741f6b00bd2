import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { type Series, type SeriesListResponse } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { CreateSeriesInput, SkipSeriesInput } from './dto/series.input.js';
import { SeriesService } from './series.service.js';

/** Weekly care: the owner asks, the sitter accepts once; only the two parties see or act (docs/bookings.md, "Weekly care"). */
@Controller('api/series')
@UseGuards(SignedInGuard)
export class SeriesController {
  constructor(private readonly series: SeriesService) {}

  @Post()
  create(@CurrentUser() actor: User, @Body() body: CreateSeriesInput): Promise<Series> {
    return this.series.create(actor, body);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() actor: User): Promise<SeriesListResponse> {
    return this.series.list(actor);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  get(@CurrentUser() actor: User, @Param('id') id: string): Promise<Series> {
    return this.series.get(actor, id);
  }

  @Post(':id/accept')
  @HttpCode(HttpStatus.OK)
  accept(@CurrentUser() actor: User, @Param('id') id: string): Promise<Series> {
    return this.series.accept(actor, id);
  }

  @Post(':id/decline')
  @HttpCode(HttpStatus.OK)
  decline(@CurrentUser() actor: User, @Param('id') id: string): Promise<Series> {
    return this.series.decline(actor, id);
  }

  @Post(':id/skip')
  @HttpCode(HttpStatus.OK)
  skip(@CurrentUser() actor: User, @Param('id') id: string, @Body() body: SkipSeriesInput): Promise<Series> {
    return this.series.skip(actor, id, body.date);
  }

  @Post(':id/pause')
  @HttpCode(HttpStatus.OK)
  pause(@CurrentUser() actor: User, @Param('id') id: string): Promise<Series> {
    return this.series.pause(actor, id);
  }

  @Post(':id/resume')
  @HttpCode(HttpStatus.OK)
  resume(@CurrentUser() actor: User, @Param('id') id: string): Promise<Series> {
    return this.series.resume(actor, id);
  }

  @Post(':id/end')
  @HttpCode(HttpStatus.OK)
  end(@CurrentUser() actor: User, @Param('id') id: string): Promise<Series> {
    return this.series.end(actor, id);
  }
}

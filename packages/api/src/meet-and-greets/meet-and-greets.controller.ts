import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { type MeetAndGreet } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { type User } from '../users/user.entity.js';
import { AcceptMeetAndGreetDto, CreateMeetAndGreetDto, MeetAndGreetOutcomeDto } from './dto/meet-and-greets.input.js';
import { MeetAndGreetsService } from './meet-and-greets.service.js';

/** Meet-and-greets: an owner asks, the sitter answers, both say how it went (docs/bookings.md#meet-and-greets). */
@Controller('api/meet-and-greets')
@UseGuards(SignedInGuard)
export class MeetAndGreetsController {
  constructor(private readonly meetAndGreets: MeetAndGreetsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  create(@CurrentUser() actor: User, @Body() body: CreateMeetAndGreetDto): Promise<MeetAndGreet> {
    return this.meetAndGreets.create(actor, body);
  }

  @Get()
  @Header('Cache-Control', 'private, no-store')
  list(@CurrentUser() actor: User): Promise<MeetAndGreet[]> {
    return this.meetAndGreets.list(actor);
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  get(@CurrentUser() actor: User, @Param('id') id: string): Promise<MeetAndGreet> {
    return this.meetAndGreets.get(actor, id);
  }

  @Post(':id/accept')
  @HttpCode(HttpStatus.OK)
  accept(@CurrentUser() actor: User, @Param('id') id: string, @Body() body: AcceptMeetAndGreetDto): Promise<MeetAndGreet> {
    return this.meetAndGreets.accept(actor, id, body.time);
  }

  @Post(':id/decline')
  @HttpCode(HttpStatus.OK)
  decline(@CurrentUser() actor: User, @Param('id') id: string): Promise<MeetAndGreet> {
    return this.meetAndGreets.decline(actor, id);
  }

  @Post(':id/outcome')
  @HttpCode(HttpStatus.OK)
  outcome(@CurrentUser() actor: User, @Param('id') id: string, @Body() body: MeetAndGreetOutcomeDto): Promise<MeetAndGreet> {
    return this.meetAndGreets.outcome(actor, id, body.outcome);
  }
}

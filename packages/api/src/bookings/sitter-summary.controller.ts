import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { type SitterSummary } from '@pawpal/contract';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { BookingReadsService } from './booking-reads.service.js';

/** The sitter dashboard's numbers; lives under the sitters prefix but is computed from bookings. */
@Controller('api/sitters/me/summary')
@UseGuards(SignedInGuard)
export class SitterSummaryController {
  constructor(private readonly reads: BookingReadsService) {}

  /** `{ pendingCount, upcoming, earningsThisMonthCents }`; 403 for non-sitters. */
  @Get()
  @Header('Cache-Control', 'no-store')
  summary(@CurrentUser() actor: User): Promise<SitterSummary> {
    return this.reads.sitterSummary(actor);
  }
}

import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { type AdminReferralList, type MyReferrals } from '@pawpal/contract';
import { AdminGuard } from '../audit/admin.guard.js';
import { CurrentUser, SignedInGuard } from '../platform/session/signed-in.guard.js';
import { User } from '../users/user.entity.js';
import { AdminReferralsQueryDto } from './dto/admin-referrals.query.js';
import { ReferralsService } from './referrals.service.js';

/** The signed-in member's referral code, link, friends and credit (401 signed out). */
@Controller('api/referrals')
@UseGuards(SignedInGuard)
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Get('me')
  @Header('Cache-Control', 'private, no-store')
  me(@CurrentUser() user: User): Promise<MyReferrals> {
    return this.referrals.me(user.id);
  }
}

/** Admins: referrals and the flags that stopped a reward (a shared card or bank account, the yearly limit). */
@Controller('api/admin/referrals')
@UseGuards(AdminGuard)
export class AdminReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AdminReferralsQueryDto): Promise<AdminReferralList> {
    return this.referrals.adminList(query.flagged === 'true', query.page, query.pageSize);
  }
}

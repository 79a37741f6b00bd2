import { IsIn, IsOptional } from 'class-validator';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '@pawpal/contract';
import { PageQuery } from '../../platform/validation/paging.js';

/** GET /api/admin/referrals query: `flagged=true` keeps the referrals admins should look at. */
export class AdminReferralsQueryDto extends PageQuery(ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE) {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'flagged must be true or false' })
  flagged?: 'true' | 'false';
}

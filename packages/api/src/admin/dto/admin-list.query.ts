import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ADMIN_PAGE_SIZE, type AdminListQuery, type AuditLogQuery, MAX_ADMIN_PAGE_SIZE, MAX_ADMIN_SEARCH_LENGTH } from '@pawpal/contract';
import { PageQuery } from '../../platform/validation/paging.js';

/** Paging of the admin lists (1-based page, pageSize up to MAX_ADMIN_PAGE_SIZE). */
class AdminPageQueryDto extends PageQuery(ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE) {}

/** GET /api/admin/users and /api/admin/bookings query. */
export class AdminListQueryDto extends AdminPageQueryDto implements AdminListQuery {
  @IsOptional()
  @MaxLength(MAX_ADMIN_SEARCH_LENGTH, { message: `q must be at most ${MAX_ADMIN_SEARCH_LENGTH} characters` })
  @IsString({ message: 'q must be text' })
  q?: string;
}

/** GET /api/admin/audit-log query. */
export class AuditLogQueryDto extends AdminPageQueryDto implements AuditLogQuery {
  @IsOptional()
  @MaxLength(50, { message: 'targetType must be at most 50 characters' })
  @IsString({ message: 'targetType must be text' })
  targetType?: string;

  @IsOptional()
  @MaxLength(100, { message: 'targetId must be at most 100 characters' })
  @IsString({ message: 'targetId must be text' })
  targetId?: string;
}

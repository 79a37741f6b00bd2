import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ADMIN_PAGE_SIZE, type AdminListQuery, type AuditLogQuery, MAX_ADMIN_PAGE_SIZE, MAX_ADMIN_SEARCH_LENGTH } from '@pawpal/contract';

/** The longest page number accepted (beyond it every list is empty anyway; keeps OFFSET bounded). */
export const MAX_ADMIN_PAGE = 10_000;

/** Paging of the admin lists (1-based page, pageSize up to MAX_ADMIN_PAGE_SIZE). */
class AdminPageQueryDto {
  @Max(MAX_ADMIN_PAGE, { message: `page must be at most ${MAX_ADMIN_PAGE}` })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @Type(() => Number)
  page: number = 1;

  @Max(MAX_ADMIN_PAGE_SIZE, { message: `pageSize must be at most ${MAX_ADMIN_PAGE_SIZE}` })
  @Min(1, { message: 'pageSize must be at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  @Type(() => Number)
  pageSize: number = ADMIN_PAGE_SIZE;
}

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

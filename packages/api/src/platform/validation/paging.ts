import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** The highest page number any list accepts: beyond it every list is empty anyway, and OFFSET stays bounded. */
export const MAX_PAGE_NUMBER = 10_000;

/**
 * The one paging query of every paged list (`page` 1-based, `pageSize` from 1 to `maxSize`,
 * defaulting to `defaultSize`), as a base class for the list's own query DTO:
 * `class AdminReportsQuery extends PageQuery(ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE) { … }`.
 */
export function PageQuery(defaultSize: number, maxSize: number) {
  class PageQueryDto {
    @Max(MAX_PAGE_NUMBER, { message: `page must be at most ${MAX_PAGE_NUMBER}` })
    @Min(1, { message: 'page must be at least 1' })
    @IsInt({ message: 'page must be a whole number' })
    @Type(() => Number)
    page: number = 1;

    @Max(maxSize, { message: `pageSize must be at most ${maxSize}` })
    @Min(1, { message: 'pageSize must be at least 1' })
    @IsInt({ message: 'pageSize must be a whole number' })
    @Type(() => Number)
    pageSize: number = defaultSize;
  }
  return PageQueryDto;
}

import { Controller, Get, Header, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  type Suburb,
  SUBURB_QUERY_MAX_LENGTH,
  SUBURB_SEARCH_DEFAULT_LIMIT,
  SUBURB_SEARCH_MAX_LIMIT,
  type SuburbQuery,
} from '@pawpal/contract';
import { GeoDirectory } from './geo.directory.js';

/** How long browsers may reuse an autocomplete answer (the directory only changes on restart). */
const SUBURBS_CACHE_SECONDS = 3600;

export class SuburbQueryDto implements SuburbQuery {
  @MaxLength(SUBURB_QUERY_MAX_LENGTH, { message: `q must be at most ${SUBURB_QUERY_MAX_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'q is required (a suburb name or postcode prefix)' })
  q: string;

  @Max(SUBURB_SEARCH_MAX_LIMIT, { message: `limit must be at most ${SUBURB_SEARCH_MAX_LIMIT}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit: number = SUBURB_SEARCH_DEFAULT_LIMIT;
}

@Controller('api/geo')
export class GeoController {
  constructor(private readonly directory: GeoDirectory) {}

  /** Suburb autocomplete by name prefix (or a later word) or by postcode prefix. Public. */
  @Get('suburbs')
  @Header('Cache-Control', `public, max-age=${SUBURBS_CACHE_SECONDS}`)
  suburbs(@Query() query: SuburbQueryDto): Suburb[] {
    return this.directory.search(query.q, query.limit).map(({ postcode, name, state, latitude, longitude }) => ({ postcode, name, state, latitude, longitude }));
  }
}

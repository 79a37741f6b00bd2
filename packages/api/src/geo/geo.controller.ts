import { Controller, Get, Header, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { DEFAULT_SEARCH_LIMIT, GeoDirectory, MAX_SEARCH_LIMIT } from './geo.directory.js';

/** How long browsers may reuse an autocomplete answer (the directory only changes on restart). */
const SUBURBS_CACHE_SECONDS = 3600;
const MAX_QUERY_LENGTH = 60;

export class SuburbQueryDto {
  @MaxLength(MAX_QUERY_LENGTH, { message: `q must be at most ${MAX_QUERY_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'q is required (a suburb name or postcode prefix)' })
  q: string;

  @Max(MAX_SEARCH_LIMIT, { message: `limit must be at most ${MAX_SEARCH_LIMIT}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit: number = DEFAULT_SEARCH_LIMIT;
}

export interface SuburbResponse {
  postcode: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
}

@Controller('api/geo')
export class GeoController {
  constructor(private readonly directory: GeoDirectory) {}

  /** Suburb autocomplete by name prefix (or a later word) or by postcode prefix. Public. */
  @Get('suburbs')
  @Header('Cache-Control', `public, max-age=${SUBURBS_CACHE_SECONDS}`)
  suburbs(@Query() query: SuburbQueryDto): SuburbResponse[] {
    return this.directory.search(query.q, query.limit).map(({ postcode, name, state, latitude, longitude }) => ({ postcode, name, state, latitude, longitude }));
  }
}

import { Controller, Get, Header, NotFoundException, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  AUSTRALIA_BOUNDS,
  NEAREST_SUBURB_MAX_KM,
  type NearestSuburbQuery,
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

export class NearestSuburbQueryDto implements NearestSuburbQuery {
  @Max(AUSTRALIA_BOUNDS.maxLatitude, { message: 'latitude must be in Australia' })
  @Min(AUSTRALIA_BOUNDS.minLatitude, { message: 'latitude must be in Australia' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'latitude must be a number' })
  @Type(() => Number)
  latitude: number;

  @Max(AUSTRALIA_BOUNDS.maxLongitude, { message: 'longitude must be in Australia' })
  @Min(AUSTRALIA_BOUNDS.minLongitude, { message: 'longitude must be in Australia' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'longitude must be a number' })
  @Type(() => Number)
  longitude: number;
}

function toSuburb({ postcode, name, state, latitude, longitude }: Suburb): Suburb {
  return { postcode, name, state, latitude, longitude };
}

@Controller('api/geo')
export class GeoController {
  constructor(private readonly directory: GeoDirectory) {}

  /** Suburb autocomplete by name prefix (or a later word) or by postcode prefix. Public. */
  @Get('suburbs')
  @Header('Cache-Control', `public, max-age=${SUBURBS_CACHE_SECONDS}`)
  suburbs(@Query() query: SuburbQueryDto): Suburb[] {
    return this.directory.search(query.q, query.limit).map(toSuburb);
  }

  /** The suburb nearest a point ("Use my location" on the search page). Public. */
  @Get('suburbs/nearest')
  @Header('Cache-Control', `public, max-age=${SUBURBS_CACHE_SECONDS}`)
  nearest(@Query() query: NearestSuburbQueryDto): Suburb {
    const [nearest] = this.directory.nearby({ latitude: query.latitude, longitude: query.longitude }, NEAREST_SUBURB_MAX_KM, 1);
    if (!nearest) throw new NotFoundException(`We don't know a suburb within ${NEAREST_SUBURB_MAX_KM} km of there`);
    return toSuburb(nearest.suburb);
  }
}

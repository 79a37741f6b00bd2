import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  AU_STATES,
  type AuState,
  BADGE_KINDS,
  type BadgeKind,
  DOG_SIZES,
  type DogSize,
  MAX_RATING,
  MIN_RATING,
  POSTCODE_PATTERN,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_DEFAULT_RADIUS_KM,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MAX_RADIUS_KM,
  SEARCH_MIN_RADIUS_KM,
  SEARCH_PET_TYPES,
  SEARCH_SORTS,
  type SearchPetType,
  type SearchQuery,
  type SearchSort,
  SERVICE_TYPES,
  type ServiceType,
  SUBURB_MAX_LENGTH,
  SERVICE_MAX_PRICE_CENTS,
} from '@pawpal/contract';
import { PageQuery } from '../../platform/validation/paging.js';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor = new (...args: any[]) => object;

/**
 * Where and what a search is for: suburb or postcode (with an optional state), the radius and the
 * service, with the search's own rules and messages. One home for them: the search query and a
 * saved search (POST /api/saved-searches) both extend it.
 */
export function SearchPlaceFields<TBase extends Constructor>(Base: TBase) {
  class SearchPlaceFieldsDto extends Base {
    @IsOptional()
    @Matches(POSTCODE_PATTERN, { message: 'postcode must be 4 digits' })
    postcode?: string;

    @IsOptional()
    @MaxLength(SUBURB_MAX_LENGTH, { message: `suburb must be at most ${SUBURB_MAX_LENGTH} characters` })
    @IsNotEmpty({ message: 'suburb must not be empty' })
    @IsString()
    suburb?: string;

    @IsOptional()
    @IsIn(AU_STATES, { message: `state must be one of ${AU_STATES.join(', ')}` })
    state?: AuState;

    @Max(SEARCH_MAX_RADIUS_KM, { message: `radiusKm must be at most ${SEARCH_MAX_RADIUS_KM}` })
    @Min(SEARCH_MIN_RADIUS_KM, { message: `radiusKm must be at least ${SEARCH_MIN_RADIUS_KM}` })
    @IsNumber({}, { message: 'radiusKm must be a number' })
    @Type(() => Number)
    radiusKm: number = SEARCH_DEFAULT_RADIUS_KM;

    @IsOptional()
    @IsIn(SERVICE_TYPES, { message: `service must be one of ${SERVICE_TYPES.join(', ')}` })
    service?: ServiceType;
  }
  return SearchPlaceFieldsDto;
}

/**
 * GET /api/search/sitters query (every value arrives as a string; numbers are converted). Paged by
 * the one paging rule (platform/validation/paging.ts: page 1 to 10,000, so OFFSET stays bounded).
 */
export class SearchQueryDto extends SearchPlaceFields(PageQuery(SEARCH_DEFAULT_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE)) implements SearchQuery {
  @IsOptional()
  @Max(90, { message: 'lat must be between -90 and 90' })
  @Min(-90, { message: 'lat must be between -90 and 90' })
  @IsNumber({}, { message: 'lat must be a number' })
  @Type(() => Number)
  lat?: number;

  @IsOptional()
  @Max(180, { message: 'lng must be between -180 and 180' })
  @Min(-180, { message: 'lng must be between -180 and 180' })
  @IsNumber({}, { message: 'lng must be a number' })
  @Type(() => Number)
  lng?: number;

  @IsOptional()
  @Matches(DAY_PATTERN, { message: 'from must be a date written YYYY-MM-DD' })
  from?: string;

  @IsOptional()
  @Matches(DAY_PATTERN, { message: 'to must be a date written YYYY-MM-DD' })
  to?: string;

  @IsOptional()
  @IsIn(SEARCH_PET_TYPES, { message: `petType must be one of ${SEARCH_PET_TYPES.join(', ')}` })
  petType?: SearchPetType;

  @IsOptional()
  @IsIn(DOG_SIZES, { message: `dogSize must be one of ${DOG_SIZES.join(', ')}` })
  dogSize?: DogSize;

  @IsOptional()
  @Max(SERVICE_MAX_PRICE_CENTS, { message: `minPrice must be at most ${SERVICE_MAX_PRICE_CENTS} cents` })
  @Min(0, { message: 'minPrice must not be negative' })
  @IsInt({ message: 'minPrice must be a whole number of cents' })
  @Type(() => Number)
  minPrice?: number;

  @IsOptional()
  @Max(SERVICE_MAX_PRICE_CENTS, { message: `maxPrice must be at most ${SERVICE_MAX_PRICE_CENTS} cents` })
  @Min(0, { message: 'maxPrice must not be negative' })
  @IsInt({ message: 'maxPrice must be a whole number of cents' })
  @Type(() => Number)
  maxPrice?: number;

  @IsOptional()
  @Max(MAX_RATING, { message: `minRating must be between ${MIN_RATING} and ${MAX_RATING}` })
  @Min(MIN_RATING, { message: `minRating must be between ${MIN_RATING} and ${MAX_RATING}` })
  @IsNumber({}, { message: 'minRating must be a number' })
  @Type(() => Number)
  minRating?: number;

  @IsOptional()
  @IsIn(BADGE_KINDS, { message: `verified must be one of ${BADGE_KINDS.join(', ')}` })
  verified?: BadgeKind;

  /** `reliable=true`: only sitters holding the "Reliable sitter" tier (`false` is no filter). */
  @IsOptional()
  @IsBoolean({ message: 'reliable must be true or false' })
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  reliable?: boolean;

  @IsOptional()
  @IsIn(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
  sort?: SearchSort;
}

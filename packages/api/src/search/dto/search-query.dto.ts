import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { AU_STATES, type AuState } from '../../geo/au-states.js';
import { DOG_SIZES, type DogSize, PET_TYPES, type PetType, SERVICE_TYPES, type ServiceType } from '../../sitters/sitters.constants.js';
import { DEFAULT_PAGE_SIZE, DEFAULT_RADIUS_KM, MAX_PAGE_SIZE, MAX_RADIUS_KM, SORT_ORDERS, type SortOrder } from '../search.constants.js';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/search/sitters query (every value arrives as a string; numbers are converted). */
export class SearchQueryDto {
  @IsOptional()
  @Matches(/^\d{4}$/, { message: 'postcode must be 4 digits' })
  postcode?: string;

  @IsOptional()
  @MaxLength(80, { message: 'suburb must be at most 80 characters' })
  @IsNotEmpty({ message: 'suburb must not be empty' })
  @IsString()
  suburb?: string;

  @IsOptional()
  @IsIn(AU_STATES, { message: `state must be one of ${AU_STATES.join(', ')}` })
  state?: AuState;

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

  @Max(MAX_RADIUS_KM, { message: `radiusKm must be at most ${MAX_RADIUS_KM}` })
  @Min(1, { message: 'radiusKm must be at least 1' })
  @IsNumber({}, { message: 'radiusKm must be a number' })
  @Type(() => Number)
  radiusKm: number = DEFAULT_RADIUS_KM;

  @IsOptional()
  @IsIn(SERVICE_TYPES, { message: `service must be one of ${SERVICE_TYPES.join(', ')}` })
  service?: ServiceType;

  @IsOptional()
  @Matches(DAY_PATTERN, { message: 'from must be a date written YYYY-MM-DD' })
  from?: string;

  @IsOptional()
  @Matches(DAY_PATTERN, { message: 'to must be a date written YYYY-MM-DD' })
  to?: string;

  @IsOptional()
  @IsIn(PET_TYPES, { message: `petType must be one of ${PET_TYPES.join(', ')}` })
  petType?: PetType;

  @IsOptional()
  @IsIn(DOG_SIZES, { message: `dogSize must be one of ${DOG_SIZES.join(', ')}` })
  dogSize?: DogSize;

  @IsOptional()
  @Min(0, { message: 'minPrice must not be negative' })
  @IsInt({ message: 'minPrice must be a whole number of cents' })
  @Type(() => Number)
  minPrice?: number;

  @IsOptional()
  @Min(0, { message: 'maxPrice must not be negative' })
  @IsInt({ message: 'maxPrice must be a whole number of cents' })
  @Type(() => Number)
  maxPrice?: number;

  @IsOptional()
  @Max(5, { message: 'minRating must be between 1 and 5' })
  @Min(1, { message: 'minRating must be between 1 and 5' })
  @IsNumber({}, { message: 'minRating must be a number' })
  @Type(() => Number)
  minRating?: number;

  @IsOptional()
  @IsIn(SORT_ORDERS, { message: `sort must be one of ${SORT_ORDERS.join(', ')}` })
  sort?: SortOrder;

  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @Type(() => Number)
  page: number = 1;

  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  @Min(1, { message: 'pageSize must be at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  @Type(() => Number)
  pageSize: number = DEFAULT_PAGE_SIZE;
}

export interface SitterSearchResult {
  id: string;
  firstName: string;
  lastInitial: string;
  avatarUrl: string | null;
  photoUrl: string | null;
  suburb: string;
  state: string;
  /** Null when the search has no location. */
  distanceKm: number | null;
  headline: string;
  priceFromCents: number;
  priceUnit: string;
  rating: number | null;
  reviewCount: number;
}

export interface SearchResponse {
  results: SitterSearchResult[];
  total: number;
  page: number;
  pageSize: number;
  location: { name: string; postcode: string; state: string; latitude: number; longitude: number } | null;
}

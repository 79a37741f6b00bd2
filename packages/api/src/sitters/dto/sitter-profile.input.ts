import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  CANCELLATION_POLICY_NAMES,
  type CancellationPolicy,
  AU_STATES,
  type AuState,
  DOG_SIZES,
  type DogSize,
  type PetsAccepted,
  POSTCODE_PATTERN,
  SERVICE_MAX_PRICE_CENTS,
  SERVICE_MIN_PRICE_CENTS,
  SERVICE_TYPES,
  type ServiceType,
  SITTER_ABOUT_MAX_LENGTH,
  SITTER_HEADLINE_MAX_LENGTH,
  SITTER_HEADLINE_MIN_LENGTH,
  SITTER_MAX_EXPERIENCE_YEARS,
  SITTER_MAX_PETS_LIMIT,
  SITTER_MAX_PHOTOS,
  type ServicePrice,
  type ServicesInput,
  type SitterProfileInput,
  SUBURB_MAX_LENGTH,
  type UpdateSitterProfileInput,
  UPLOAD_URL_PATTERN,
} from '@pawpal/contract';
import { Omittable } from '../../platform/validation/omittable.js';

// class-validator runs a property's decorators bottom-up: the basic rule goes last in the source.

export class PetsAcceptedDto implements PetsAccepted {
  @IsIn(DOG_SIZES, { each: true, message: `dogSizes must be a list of ${DOG_SIZES.join(', ')}` })
  @ArrayUnique({ message: 'dogSizes must not repeat a size' })
  @IsArray({ message: 'dogSizes must be a list of dog sizes' })
  dogSizes: DogSize[];

  @IsBoolean({ message: 'cats must be true or false' })
  cats: boolean;

  @IsBoolean({ message: 'smallAnimals must be true or false' })
  smallAnimals: boolean;

  @IsBoolean({ message: 'birds must be true or false' })
  birds: boolean;
}

export class ServicePriceDto implements ServicePrice {
  @IsIn(SERVICE_TYPES, { message: `type must be one of ${SERVICE_TYPES.join(', ')}` })
  type: ServiceType;

  @Max(SERVICE_MAX_PRICE_CENTS, { message: `priceCents must be at most ${SERVICE_MAX_PRICE_CENTS} ($${SERVICE_MAX_PRICE_CENTS / 100})` })
  @Min(SERVICE_MIN_PRICE_CENTS, { message: `priceCents must be at least ${SERVICE_MIN_PRICE_CENTS} ($${SERVICE_MIN_PRICE_CENTS / 100})` })
  @IsInt({ message: 'priceCents must be a whole number of cents' })
  priceCents: number;
}

/** PUT /api/sitters/me/services (and the services of a registration). */
export class ServicesDto implements ServicesInput {
  @ArrayUnique((service: ServicePriceDto) => service?.type, { message: 'Each service can be listed only once' })
  @ArrayMaxSize(SERVICE_TYPES.length, { message: `At most ${SERVICE_TYPES.length} services` })
  @ArrayMinSize(1, { message: 'Offer at least one service' })
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'Each service must be an object like { type, priceCents }' })
  @Type(() => ServicePriceDto)
  @IsArray({ message: 'services must be a list of { type, priceCents }' })
  services: ServicePriceDto[];
}

/** PATCH /api/sitters/me: every field optional; services change through PUT /api/sitters/me/services. */
export class UpdateSitterProfileDto implements UpdateSitterProfileInput {
  @Omittable()
  @MaxLength(SITTER_HEADLINE_MAX_LENGTH, { message: `headline must be at most ${SITTER_HEADLINE_MAX_LENGTH} characters` })
  @MinLength(SITTER_HEADLINE_MIN_LENGTH, { message: `headline must be at least ${SITTER_HEADLINE_MIN_LENGTH} characters` })
  @IsString({ message: 'headline must be text' })
  headline?: string;

  @Omittable()
  @MaxLength(SITTER_ABOUT_MAX_LENGTH, { message: `about must be at most ${SITTER_ABOUT_MAX_LENGTH} characters` })
  @IsString({ message: 'about must be text' })
  about?: string;

  @Omittable()
  @Max(SITTER_MAX_EXPERIENCE_YEARS, { message: `experienceYears must be at most ${SITTER_MAX_EXPERIENCE_YEARS}` })
  @Min(0, { message: 'experienceYears must not be negative' })
  @IsInt({ message: 'experienceYears must be a whole number' })
  experienceYears?: number;

  @Omittable()
  @MaxLength(SUBURB_MAX_LENGTH, { message: `suburb must be at most ${SUBURB_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'suburb must not be empty' })
  @IsString({ message: 'suburb must be text' })
  suburb?: string;

  @Omittable()
  @Matches(POSTCODE_PATTERN, { message: 'postcode must be 4 digits' })
  @IsString({ message: 'postcode must be text' })
  postcode?: string;

  @Omittable()
  @IsIn(AU_STATES, { message: `state must be one of ${AU_STATES.join(', ')}` })
  state?: AuState;

  @Omittable()
  @ValidateNested()
  @Type(() => PetsAcceptedDto)
  petsAccepted?: PetsAcceptedDto;

  @Omittable()
  @Max(SITTER_MAX_PETS_LIMIT, { message: `maxPets must be at most ${SITTER_MAX_PETS_LIMIT}` })
  @Min(1, { message: 'maxPets must be at least 1' })
  @IsInt({ message: 'maxPets must be a whole number' })
  maxPets?: number;

  @Omittable()
  @IsIn(CANCELLATION_POLICY_NAMES, { message: `cancellationPolicy must be one of ${CANCELLATION_POLICY_NAMES.join(', ')}` })
  cancellationPolicy?: CancellationPolicy;

  @Omittable()
  @Matches(UPLOAD_URL_PATTERN, { each: true, message: 'photoUrls must be images uploaded through /api/uploads/images' })
  @ArrayUnique({ message: 'photoUrls must not repeat a photo' })
  @ArrayMaxSize(SITTER_MAX_PHOTOS, { message: `At most ${SITTER_MAX_PHOTOS} photos` })
  @IsArray({ message: 'photoUrls must be a list of uploaded image URLs' })
  photoUrls?: string[];

  @Omittable()
  @IsBoolean({ message: 'requiresMeetAndGreet must be true or false' })
  requiresMeetAndGreet?: boolean;
}

/** POST /api/sitters: the whole profile, services included. */
export class CreateSitterProfileDto implements SitterProfileInput {
  @MaxLength(SITTER_HEADLINE_MAX_LENGTH, { message: `headline must be at most ${SITTER_HEADLINE_MAX_LENGTH} characters` })
  @MinLength(SITTER_HEADLINE_MIN_LENGTH, { message: `headline must be at least ${SITTER_HEADLINE_MIN_LENGTH} characters` })
  @IsString({ message: 'headline must be text' })
  @IsNotEmpty({ message: 'headline is required' })
  headline: string;

  @MaxLength(SITTER_ABOUT_MAX_LENGTH, { message: `about must be at most ${SITTER_ABOUT_MAX_LENGTH} characters` })
  @IsString({ message: 'about must be text' })
  @IsNotEmpty({ message: 'about is required' })
  about: string;

  @Max(SITTER_MAX_EXPERIENCE_YEARS, { message: `experienceYears must be at most ${SITTER_MAX_EXPERIENCE_YEARS}` })
  @Min(0, { message: 'experienceYears must not be negative' })
  @IsInt({ message: 'experienceYears must be a whole number' })
  experienceYears: number;

  @MaxLength(SUBURB_MAX_LENGTH, { message: `suburb must be at most ${SUBURB_MAX_LENGTH} characters` })
  @IsString({ message: 'suburb must be text' })
  @IsNotEmpty({ message: 'suburb is required' })
  suburb: string;

  @Matches(POSTCODE_PATTERN, { message: 'postcode must be 4 digits' })
  @IsString({ message: 'postcode must be text' })
  @IsNotEmpty({ message: 'postcode is required' })
  postcode: string;

  @IsIn(AU_STATES, { message: `state must be one of ${AU_STATES.join(', ')}` })
  @IsNotEmpty({ message: 'state is required' })
  state: AuState;

  @ValidateNested()
  @Type(() => PetsAcceptedDto)
  @IsNotEmpty({ message: 'petsAccepted is required' })
  petsAccepted: PetsAcceptedDto;

  @Max(SITTER_MAX_PETS_LIMIT, { message: `maxPets must be at most ${SITTER_MAX_PETS_LIMIT}` })
  @Min(1, { message: 'maxPets must be at least 1' })
  @IsInt({ message: 'maxPets must be a whole number' })
  maxPets: number;

  @ArrayUnique((service: ServicePriceDto) => service?.type, { message: 'Each service can be listed only once' })
  @ArrayMaxSize(SERVICE_TYPES.length, { message: `At most ${SERVICE_TYPES.length} services` })
  @ArrayMinSize(1, { message: 'Offer at least one service' })
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'Each service must be an object like { type, priceCents }' })
  @Type(() => ServicePriceDto)
  @IsArray({ message: 'services must be a list of { type, priceCents }' })
  services: ServicePriceDto[];

  @IsIn(CANCELLATION_POLICY_NAMES, { message: `cancellationPolicy must be one of ${CANCELLATION_POLICY_NAMES.join(', ')}` })
  @IsNotEmpty({ message: 'cancellationPolicy is required' })
  cancellationPolicy: CancellationPolicy;

  @Matches(UPLOAD_URL_PATTERN, { each: true, message: 'photoUrls must be images uploaded through /api/uploads/images' })
  @ArrayUnique({ message: 'photoUrls must not repeat a photo' })
  @ArrayMaxSize(SITTER_MAX_PHOTOS, { message: `At most ${SITTER_MAX_PHOTOS} photos` })
  @IsArray({ message: 'photoUrls must be a list of uploaded image URLs' })
  photoUrls: string[] = [];
}

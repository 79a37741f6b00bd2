import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsPositive,
  IsString,
  Matches,
  Max,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  type CreatePetInput as CreatePetContract,
  MAX_PET_WEIGHT_KG,
  MAX_VACCINATIONS,
  MICROCHIP_PATTERN,
  PET_INSTRUCTIONS_MAX_LENGTH,
  PET_NAME_MAX_LENGTH,
  PET_SEXES,
  PET_SHORT_TEXT_MAX_LENGTH,
  PET_SPECIES,
  type PetDetailsInput as PetDetailsContract,
  type PetSex,
  type PetSpecies,
  type UpdatePetInput as UpdatePetContract,
  UPLOAD_URL_PATTERN,
  type Vaccination,
  VET_PHONE_PATTERN,
} from '@pawpal/contract';
import { IsCalendarDate } from '../../platform/calendar/calendar.validators.js';

// Rules run bottom-up and stop at the first failure per field: the basic rule goes last.

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class VaccinationInput implements Vaccination {
  @Transform(trim)
  @MaxLength(PET_SHORT_TEXT_MAX_LENGTH, { message: `Vaccination name must be at most ${PET_SHORT_TEXT_MAX_LENGTH} characters` })
  @IsString({ message: 'Vaccination name must be text' })
  @IsNotEmpty({ message: 'Vaccination name is required' })
  name: string;

  @IsCalendarDate({ message: 'Vaccination expiry must be a date like 2026-03-10' })
  @IsNotEmpty({ message: 'Vaccination expiry date is required' })
  expiresOn: string;
}

/** Everything about a pet except its name and species, all optional; null clears a field. */
export class PetDetailsInput implements PetDetailsContract {
  @Transform(trim)
  @MaxLength(PET_SHORT_TEXT_MAX_LENGTH, { message: `Breed must be at most ${PET_SHORT_TEXT_MAX_LENGTH} characters` })
  @IsString({ message: 'Breed must be text' })
  @IsOptional()
  breed?: string | null;

  @IsCalendarDate({ message: 'Date of birth must be a date like 2021-06-30' })
  @IsOptional()
  dateOfBirth?: string | null;

  @Max(MAX_PET_WEIGHT_KG, { message: `Weight must be at most ${MAX_PET_WEIGHT_KG} kg` })
  @IsPositive({ message: 'Weight must be more than 0 kg' })
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'Weight must be a number of kilograms with at most 2 decimals' },
  )
  @IsOptional()
  weightKg?: number | null;

  @IsIn(PET_SEXES, { message: `Sex must be one of ${PET_SEXES.join(', ')}` })
  @IsOptional()
  sex?: PetSex | null;

  @IsBoolean({ message: 'Desexed must be true or false' })
  @IsOptional()
  desexed?: boolean | null;

  @Transform(trim)
  @Matches(MICROCHIP_PATTERN, { message: 'Microchip number must be 9 to 15 digits' })
  @IsOptional()
  microchipNumber?: string | null;

  @Matches(UPLOAD_URL_PATTERN, { message: 'Photo must be an image uploaded to Pawpal' })
  @IsString({ message: 'Photo must be an image uploaded to Pawpal' })
  @IsOptional()
  photoUrl?: string | null;

  @MaxLength(PET_INSTRUCTIONS_MAX_LENGTH, { message: `Temperament must be at most ${PET_INSTRUCTIONS_MAX_LENGTH} characters` })
  @IsString({ message: 'Temperament must be text' })
  @IsOptional()
  temperament?: string | null;

  @MaxLength(PET_INSTRUCTIONS_MAX_LENGTH, { message: `Feeding instructions must be at most ${PET_INSTRUCTIONS_MAX_LENGTH} characters` })
  @IsString({ message: 'Feeding instructions must be text' })
  @IsOptional()
  feedingInstructions?: string | null;

  @MaxLength(PET_INSTRUCTIONS_MAX_LENGTH, { message: `Walking instructions must be at most ${PET_INSTRUCTIONS_MAX_LENGTH} characters` })
  @IsString({ message: 'Walking instructions must be text' })
  @IsOptional()
  walkingInstructions?: string | null;

  @MaxLength(PET_INSTRUCTIONS_MAX_LENGTH, { message: `Medication instructions must be at most ${PET_INSTRUCTIONS_MAX_LENGTH} characters` })
  @IsString({ message: 'Medication instructions must be text' })
  @IsOptional()
  medicationInstructions?: string | null;

  @Transform(trim)
  @MaxLength(PET_SHORT_TEXT_MAX_LENGTH, { message: `Vet name must be at most ${PET_SHORT_TEXT_MAX_LENGTH} characters` })
  @IsString({ message: 'Vet name must be text' })
  @IsOptional()
  vetName?: string | null;

  @Transform(trim)
  @Matches(VET_PHONE_PATTERN, { message: 'Vet phone must be a phone number' })
  @IsOptional()
  vetPhone?: string | null;

  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'Each vaccination must be an object like { name, date }' })
  @Type(() => VaccinationInput)
  @ArrayMaxSize(MAX_VACCINATIONS, { message: `At most ${MAX_VACCINATIONS} vaccinations` })
  @IsArray({ message: 'Vaccinations must be a list' })
  @IsOptional()
  vaccinations?: VaccinationInput[] | null;
}

/** POST /api/pets (`PetInput`). */
export class CreatePetInput extends PetDetailsInput implements CreatePetContract {
  @Transform(trim)
  @MaxLength(PET_NAME_MAX_LENGTH, { message: `Name must be at most ${PET_NAME_MAX_LENGTH} characters` })
  @IsString({ message: 'Name must be text' })
  @IsNotEmpty({ message: 'Name is required' })
  name: string;

  @IsIn(PET_SPECIES, { message: `Species must be one of ${PET_SPECIES.join(', ')}` })
  @IsNotEmpty({ message: 'Species is required' })
  species: PetSpecies;
}

/** PATCH /api/pets/{id}: any subset of PetInput; name and species cannot be cleared. */
export class UpdatePetInput extends PetDetailsInput implements UpdatePetContract {
  @Transform(trim)
  @MaxLength(PET_NAME_MAX_LENGTH, { message: `Name must be at most ${PET_NAME_MAX_LENGTH} characters` })
  @IsString({ message: 'Name must be text' })
  @IsNotEmpty({ message: 'Name cannot be empty' })
  @ValidateIf((input: UpdatePetInput) => input.name !== undefined)
  name?: string;

  @IsIn(PET_SPECIES, { message: `Species must be one of ${PET_SPECIES.join(', ')}` })
  @ValidateIf((input: UpdatePetInput) => input.species !== undefined)
  species?: PetSpecies;
}

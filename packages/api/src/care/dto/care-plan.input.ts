import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  CARE_PLAN_LONG_TEXT_MAX_LENGTH,
  CARE_PLAN_MAX_LINES,
  CARE_PLAN_MAX_VET_SPEND_CENTS,
  CARE_PLAN_MAX_WALKS_PER_DAY,
  CARE_PLAN_SHORT_TEXT_MAX_LENGTH,
  type CarePlanContact,
  type CarePlanFeeding,
  type CarePlanInput as CarePlanContract,
  type CarePlanMedication,
  type CarePlanVet,
  type CarePlanWalks,
  MICROCHIP_PATTERN,
  VET_PHONE_PATTERN,
} from '@pawpal/contract';
import { formatAud } from '../../money/index.js';
import { IsWallClockTime } from '../../platform/calendar/calendar.validators.js';
import { Omittable } from '../../platform/validation/omittable.js';

// Rules run bottom-up and stop at the first failure per field: the basic rule goes last.

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const SHORT = CARE_PLAN_SHORT_TEXT_MAX_LENGTH;
const LONG = CARE_PLAN_LONG_TEXT_MAX_LENGTH;

export class CarePlanFeedingInput implements CarePlanFeeding {
  @IsWallClockTime({ message: 'Each feeding time must be a time like 07:30' })
  @IsNotEmpty({ message: 'Each feeding needs a time' })
  time: string;

  @Transform(trim)
  @MaxLength(SHORT, { message: `Food must be at most ${SHORT} characters` })
  @IsNotEmpty({ message: 'Each feeding needs the food' })
  @IsString({ message: 'Food must be text' })
  food: string;

  @Transform(trim)
  @MaxLength(SHORT, { message: `Amount must be at most ${SHORT} characters` })
  @IsNotEmpty({ message: 'Each feeding needs an amount' })
  @IsString({ message: 'Amount must be text' })
  amount: string;
}

export class CarePlanMedicationInput implements CarePlanMedication {
  @Transform(trim)
  @MaxLength(SHORT, { message: `Medication name must be at most ${SHORT} characters` })
  @IsNotEmpty({ message: 'Each medication needs a name' })
  @IsString({ message: 'Medication name must be text' })
  name: string;

  @Transform(trim)
  @MaxLength(SHORT, { message: `Dose must be at most ${SHORT} characters` })
  @IsNotEmpty({ message: 'Each medication needs a dose' })
  @IsString({ message: 'Dose must be text' })
  dose: string;

  @IsWallClockTime({ each: true, message: 'Each medication time must be a time like 08:00' })
  @ArrayMaxSize(CARE_PLAN_MAX_LINES, { message: `A medication has at most ${CARE_PLAN_MAX_LINES} times a day` })
  @ArrayMinSize(1, { message: 'Each medication needs at least one time' })
  @IsArray({ message: 'Medication times must be a list like ["08:00", "20:00"]' })
  times: string[];

  @IsBoolean({ message: 'With food must be true or false' })
  @Omittable()
  withFood?: boolean;
}

export class CarePlanWalksInput implements CarePlanWalks {
  @Max(CARE_PLAN_MAX_WALKS_PER_DAY, { message: `At most ${CARE_PLAN_MAX_WALKS_PER_DAY} walks a day` })
  @Min(0, { message: 'Walks a day cannot be negative' })
  @IsInt({ message: 'Walks a day must be a whole number' })
  perDay: number;

  @Transform(trim)
  @MaxLength(LONG, { message: `Walk rules must be at most ${LONG} characters` })
  @IsString({ message: 'Walk rules must be text' })
  rules: string;
}

export class CarePlanVetInput implements CarePlanVet {
  @Transform(trim)
  @MaxLength(SHORT, { message: `Clinic must be at most ${SHORT} characters` })
  @IsNotEmpty({ message: 'The vet needs a clinic name' })
  @IsString({ message: 'Clinic must be text' })
  clinic: string;

  @Transform(trim)
  @Matches(VET_PHONE_PATTERN, { message: 'Vet phone must be a phone number' })
  @IsString({ message: 'Vet phone must be a phone number' })
  phone: string;

  @Transform(trim)
  @MaxLength(LONG, { message: `Vet address must be at most ${LONG} characters` })
  @IsString({ message: 'Vet address must be text' })
  @Omittable()
  address?: string;
}

export class CarePlanContactInput implements CarePlanContact {
  @Transform(trim)
  @MaxLength(SHORT, { message: `Emergency contact name must be at most ${SHORT} characters` })
  @IsNotEmpty({ message: 'The emergency contact needs a name' })
  @IsString({ message: 'Emergency contact name must be text' })
  name: string;

  @Transform(trim)
  @Matches(VET_PHONE_PATTERN, { message: 'Emergency contact phone must be a phone number' })
  @IsString({ message: 'Emergency contact phone must be a phone number' })
  phone: string;
}

/** PUT /api/pets/{id}/care-plan: every part optional; left out keeps it, null clears it; unknown fields 400. */
export class CarePlanInput implements CarePlanContract {
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'Each feeding must be an object like { time, food, amount }' })
  @Type(() => CarePlanFeedingInput)
  @ArrayMaxSize(CARE_PLAN_MAX_LINES, { message: `At most ${CARE_PLAN_MAX_LINES} feedings` })
  @IsArray({ message: 'Feeding must be a list' })
  @IsOptional()
  feeding?: CarePlanFeedingInput[] | null;

  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'Each medication must be an object like { name, dose, times }' })
  @Type(() => CarePlanMedicationInput)
  @ArrayMaxSize(CARE_PLAN_MAX_LINES, { message: `At most ${CARE_PLAN_MAX_LINES} medications` })
  @IsArray({ message: 'Medications must be a list' })
  @IsOptional()
  medications?: CarePlanMedicationInput[] | null;

  @ValidateNested()
  @Type(() => CarePlanWalksInput)
  @IsObject({ message: 'Walks must be an object like { perDay, rules }' })
  @IsOptional()
  walks?: CarePlanWalksInput | null;

  @MaxLength(LONG, { message: `House notes must be at most ${LONG} characters` })
  @IsString({ message: 'House notes must be text' })
  @IsOptional()
  houseNotes?: string | null;

  @MaxLength(LONG, { message: `Home access must be at most ${LONG} characters` })
  @IsString({ message: 'Home access must be text' })
  @IsOptional()
  homeAccess?: string | null;

  @ValidateNested()
  @Type(() => CarePlanVetInput)
  @IsObject({ message: 'The vet must be an object like { clinic, phone, address }' })
  @IsOptional()
  vet?: CarePlanVetInput | null;

  @ValidateNested()
  @Type(() => CarePlanContactInput)
  @IsObject({ message: 'The emergency contact must be an object like { name, phone }' })
  @IsOptional()
  emergencyContact?: CarePlanContactInput | null;

  @Transform(trim)
  @Matches(MICROCHIP_PATTERN, { message: 'Microchip number must be 9 to 15 digits' })
  @IsString({ message: 'Microchip number must be 9 to 15 digits' })
  @IsOptional()
  microchip?: string | null;

  @Max(CARE_PLAN_MAX_VET_SPEND_CENTS, { message: `Pre-approved vet spend must be at most ${formatAud(CARE_PLAN_MAX_VET_SPEND_CENTS)}` })
  @Min(0, { message: 'Pre-approved vet spend cannot be negative' })
  @IsInt({ message: 'Pre-approved vet spend must be a whole number of cents' })
  @IsOptional()
  vetSpendLimitCents?: number | null;
}

import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AU_STATES, type AuState, CARE_ADDRESS_MAX_LENGTH, type CareLocationInput as CareLocationContract } from '@pawpal/contract';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** PUT /api/bookings/{id}/care-location: the suburb (checked against the geo directory) and an optional street address. */
export class CareLocationInput implements CareLocationContract {
  @Transform(trim)
  @MaxLength(100, { message: 'Suburb must be at most 100 characters' })
  @IsNotEmpty({ message: 'Choose the suburb' })
  @IsString({ message: 'Suburb must be text' })
  suburb: string;

  @IsIn(AU_STATES, { message: `State must be one of ${AU_STATES.join(', ')}` })
  state: AuState;

  @Matches(/^\d{4}$/, { message: 'Postcode must be 4 digits' })
  @IsString({ message: 'Postcode must be 4 digits' })
  postcode: string;

  @Transform(trim)
  @MaxLength(CARE_ADDRESS_MAX_LENGTH, { message: `Address must be at most ${CARE_ADDRESS_MAX_LENGTH} characters` })
  @IsString({ message: 'Address must be text' })
  @IsOptional()
  address?: string | null;
}

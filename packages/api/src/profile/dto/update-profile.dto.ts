import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, type UpdateProfileInput } from '@pawpal/contract';
import { Omittable } from '../../platform/validation/omittable.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// Rules run bottom-up with stopAtFirstError: the basic rule goes last (see SignupDto).

/** PATCH /api/profile: any subset. Names and email cannot be emptied; phone can (null or ""), which un-completes the profile. */
export class UpdateProfileDto implements UpdateProfileInput {
  @Omittable()
  @Transform(trim)
  @MaxLength(NAME_MAX_LENGTH, { message: `First name must be at most ${NAME_MAX_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'First name cannot be empty' })
  firstName?: string;

  @Omittable()
  @Transform(trim)
  @MaxLength(NAME_MAX_LENGTH, { message: `Last name must be at most ${NAME_MAX_LENGTH} characters` })
  @IsString()
  @IsNotEmpty({ message: 'Last name cannot be empty' })
  lastName?: string;

  @Omittable()
  @Transform(trim)
  @MaxLength(EMAIL_MAX_LENGTH, { message: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsEmail({}, { message: 'Enter a valid email address' })
  @IsString()
  @IsNotEmpty({ message: 'Email cannot be empty' })
  email?: string;

  /** Checked and normalised to E.164 by ProfileService (one place for the phone rule). */
  @ValidateIf((_object, value) => value !== null && value !== undefined)
  @Transform(trim)
  @MaxLength(PHONE_MAX_LENGTH, { message: `Phone must be at most ${PHONE_MAX_LENGTH} characters` })
  @IsString({ message: 'Phone must be text' })
  phone?: string | null;
}
